import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateFileRequest } from '@shared/files/contract';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export function useUpdateFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, changes }: { fileId: string; changes: TUpdateFileRequest }) =>
      apiRequest(FILE_ROUTES.update, { params: { id: fileId }, body: changes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
