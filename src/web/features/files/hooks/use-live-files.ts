// Keeps every file list and detail of this feature fresh: any change event invalidates the files
// query tree (events carry ids only; the API decides what the caller may see).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveEvents } from '@/lib/live-events';
import { fileKeys } from '@/features/files/api/query-keys';

export function useLiveFiles(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: fileKeys.all }), [queryClient]);
  useLiveEvents(refresh, refresh);
}
