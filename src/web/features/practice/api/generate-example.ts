import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExampleSentence, TGenerateExampleRequest, TGenerateExampleResponse } from '@shared/practice/contract';
import { PRACTICE_ROUTES } from '@shared/practice/api-routes';
import { apiRequest } from '@/lib/api-client';
import { practiceKeys } from './query-keys';

/** An answer without an exampleSentence ('Unable to generate new example sentence.'). */
export class MissingExampleError extends Error {
  constructor() {
    super('The generation answer carried no example sentence');
    this.name = 'MissingExampleError';
  }
}

export async function generateExample(input: TGenerateExampleRequest): Promise<TGenerateExampleResponse> {
  // Read as possibly incomplete: an answer without its example is the one failure the modal words itself.
  const response: Partial<TGenerateExampleResponse> | null = await apiRequest(PRACTICE_ROUTES.generateExample, {
    body: input,
  });
  if (!response?.exampleSentence?.english || !response.saved) throw new MissingExampleError();
  return { exampleSentence: response.exampleSentence, saved: response.saved };
}

/**
 * A generated example joins the word's list. The stored row is appended to the cached list
 * (no refetch), so the caller can select the last entry at once.
 */
export function useGenerateExample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateExample,
    onSuccess: (response, input) => {
      queryClient.setQueryData<{ examples: TExampleSentence[] }>(practiceKeys.examples(input.word), (current) => {
        const examples = current?.examples ?? [];
        if (examples.some((example) => example.id === response.saved.id)) return current;
        return { examples: [...examples, response.saved] };
      });
    },
  });
}
