// GET /me/settings: the sign-in methods (password, Google) the settings screen explains.
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_ROUTES } from '@shared/account/api-routes';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export function useAccountSettings() {
  return useQuery({
    queryKey: settingsKeys.account(),
    queryFn: ({ signal }) => apiRequest(ACCOUNT_ROUTES.settings, { signal }),
  });
}
