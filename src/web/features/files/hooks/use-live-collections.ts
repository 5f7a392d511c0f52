// Keeps the collections shown fresh: a collection's own change (its documents, name, visibility) arrives as
// a 'collection' event; its documents' changes arrive as file events, which refresh the whole files tree
// (use-live-files.ts), collections included.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveCollectionEvents } from '@/lib/live-events';
import { collectionKeys } from '@/features/files/api/collection-keys';
import { useLiveFiles } from './use-live-files';

export function useLiveCollections(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
    [queryClient],
  );
  useLiveCollectionEvents(refresh);
  useLiveFiles();
}
