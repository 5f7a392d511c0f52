import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export function useSaveFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, saved }: { fileId: string; saved: boolean }) =>
      apiRequest(FILE_ROUTES.save, { params: { id: fileId }, body: { saved } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
