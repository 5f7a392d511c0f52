import { useQuery } from '@tanstack/react-query';
import type { TSiteConfig } from '@shared/site';
import { SITE_ROUTES } from '@shared/site-api-routes';
import { apiRequest } from './api-client';

const siteConfigQuery = {
  queryKey: ['site-config'],
  queryFn: () => apiRequest(SITE_ROUTES.config),
  staleTime: Infinity,
};

export function useSiteConfig(): TSiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}
