// The writes of collections: each refreshes every collection query (lists, the save dialog, the page).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateCollectionRequest, TUpdateCollectionRequest } from '@shared/files/collections-contract';
import { COLLECTION_ROUTES } from '@shared/files/collections-api-routes';
import { apiRequest } from '@/lib/api-client';
import { collectionKeys } from './collection-keys';

function useCollectionMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

export function useCreateCollection() {
  return useCollectionMutation((body: TCreateCollectionRequest) => apiRequest(COLLECTION_ROUTES.create, { body }));
}

export function useUpdateCollection(collectionId: string) {
  return useCollectionMutation((body: TUpdateCollectionRequest) =>
    apiRequest(COLLECTION_ROUTES.update, { params: { id: collectionId }, body }),
  );
}

export function useDeleteCollection() {
  return useCollectionMutation((collectionId: string) =>
    apiRequest(COLLECTION_ROUTES.delete, { params: { id: collectionId } }),
  );
}

/** Puts the document in the collection (`included`) or takes it out. */
export function useSetCollectionItem() {
  return useCollectionMutation(
    ({ collectionId, fileId, included }: { collectionId: string; fileId: string; included: boolean }) =>
      apiRequest(included ? COLLECTION_ROUTES.addItem : COLLECTION_ROUTES.removeItem, {
        params: { id: collectionId, fileId },
      }),
  );
}

export function useReorderCollection(collectionId: string) {
  return useCollectionMutation((fileIds: string[]) =>
    apiRequest(COLLECTION_ROUTES.reorder, { params: { id: collectionId }, body: { fileIds } }),
  );
}
