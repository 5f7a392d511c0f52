import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TListeningSettings } from '@shared/practice/contract';
import { PRACTICE_ROUTES } from '@shared/practice/api-routes';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import {
  DEFAULT_LISTENING_SETTINGS,
  normaliseListeningSettings,
  readVisitorListeningSettings,
} from '@/features/practice/lib/listening-settings';
import { practiceKeys } from './query-keys';
import { retryUnlessClientError } from './retry-policy';

export async function getListeningSettings(signal?: AbortSignal): Promise<TListeningSettings> {
  return normaliseListeningSettings(await apiRequest(PRACTICE_ROUTES.listeningSettings, { signal }));
}

/** The account's settings when signed in; a visitor's come from this browser, at once. */
export const listeningSettingsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: practiceKeys.listening(userId),
    queryFn: ({ signal }) =>
      userId === null ? Promise.resolve(readVisitorListeningSettings()) : getListeningSettings(signal),
    initialData: userId === null ? readVisitorListeningSettings : undefined,
    staleTime: userId === null ? Infinity : 5 * 60_000,
    retry: retryUnlessClientError,
  });

/** The settings in use: the defaults until an account's settings arrive, or when they cannot be read. */
export function useListeningSettings(): { settings: TListeningSettings; userId: string | null } {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery(listeningSettingsQueryOptions(userId));
  return { settings: query.data ?? DEFAULT_LISTENING_SETTINGS, userId };
}
