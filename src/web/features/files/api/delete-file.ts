// Delete: DELETE /files/delete/{id}; on 405 retry with POST { action: 'delete' }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteResponse } from '@shared/files/contract';
import { FILE_ROUTES } from '@shared/files/api-routes';
import { ApiError, apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export async function deleteFile(fileId: string): Promise<TDeleteResponse> {
  const params = { id: fileId };
  try {
    return await apiRequest(FILE_ROUTES.delete, { params });
  } catch (error) {
    if (error instanceof ApiError && error.status === 405) {
      return apiRequest(FILE_ROUTES.deleteByPost, { params, body: { action: 'delete' } });
    }
    throw error;
  }
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
