// Delete: DELETE /files/delete/{id}; on 405 retry with POST { action: 'delete' }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteResponse } from '@shared/files/contract';
import { ApiError, apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export async function deleteFile(fileId: string): Promise<TDeleteResponse> {
  const path = `/files/delete/${encodeURIComponent(fileId)}`;
  try {
    return await apiRequest<TDeleteResponse>(path, { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 405) {
      return apiRequest<TDeleteResponse>(path, { method: 'POST', json: { action: 'delete' } });
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
