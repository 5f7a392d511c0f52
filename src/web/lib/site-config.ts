import { useQuery } from '@tanstack/react-query';
import type { TSiteConfig } from '@shared/site';
import { apiRequest } from './api-client';

const siteConfigQuery = {
  queryKey: ['site-config'],
  queryFn: () => apiRequest<TSiteConfig>('/config'),
  staleTime: Infinity,
};

export function useSiteConfig(): TSiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}
