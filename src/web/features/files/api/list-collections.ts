import { useQuery } from '@tanstack/react-query';
import { COLLECTION_ROUTES } from '@shared/files/collections-api-routes';
import { apiRequest } from '@/lib/api-client';
import { collectionKeys } from './collection-keys';

/** The signed-in user's collections; with `fileId`, whether that document is in each (the save dialog). */
export function useMyCollections(options: { fileId?: string; enabled?: boolean } = {}) {
  const { fileId, enabled = true } = options;
  return useQuery({
    queryKey: collectionKeys.mine(fileId),
    queryFn: ({ signal }) => apiRequest(COLLECTION_ROUTES.mine, { query: { fileId }, signal }),
    select: (data) => data.collections,
    enabled,
  });
}

/** A user's public collections (all of them when it is the caller). */
export function useUserCollections(userId: string) {
  return useQuery({
    queryKey: collectionKeys.ofUser(userId),
    queryFn: ({ signal }) => apiRequest(COLLECTION_ROUTES.ofUser, { params: { userId }, signal }),
    select: (data) => data.collections,
    retry: false,
  });
}
