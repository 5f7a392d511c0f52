import { useQuery } from '@tanstack/react-query';
import { COLLECTION_ROUTES } from '@shared/files/collections-api-routes';
import { apiRequest } from '@/lib/api-client';
import { collectionKeys } from './collection-keys';

export function useCollection(collectionId: string) {
  return useQuery({
    queryKey: collectionKeys.detail(collectionId),
    queryFn: ({ signal }) => apiRequest(COLLECTION_ROUTES.get, { params: { id: collectionId }, signal }),
    retry: false,
  });
}
