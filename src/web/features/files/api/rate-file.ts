// The signed-in reader's rating of a document: read it, set it (1–5 stars) or remove it. A change refreshes
// every files query, so the card's average and the lists follow.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RATING_ROUTES } from '@shared/files/rating-routes';
import { apiRequest } from '@/lib/api-client';
import { fileKeys } from './query-keys';

export function useMyRating(fileId: string, enabled: boolean) {
  return useQuery({
    queryKey: fileKeys.myRating(fileId),
    queryFn: ({ signal }) => apiRequest(RATING_ROUTES.mine, { params: { id: fileId }, signal }),
    select: (data) => data.stars,
    enabled,
  });
}

export function useRateFile(fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number | null) =>
      stars === null
        ? apiRequest(RATING_ROUTES.remove, { params: { id: fileId } })
        : apiRequest(RATING_ROUTES.rate, { params: { id: fileId }, body: { stars } }),
    onSuccess: (answer) => queryClient.setQueryData(fileKeys.myRating(fileId), { stars: answer.stars }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
