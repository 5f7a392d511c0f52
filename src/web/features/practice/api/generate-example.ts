import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZGenerateExampleResponse,
  type TExampleSentence,
  type TGenerateExampleRequest,
} from '../../../../shared/practice/contract';
import { apiRequest } from '../../../lib/api-client';
import { practiceKeys } from './query-keys';

export function generateExample(input: TGenerateExampleRequest) {
  return apiRequest('/practice/examples/generate', {
    method: 'POST',
    json: input,
    schema: ZGenerateExampleResponse,
  });
}

/**
 * SPEC §4: a generated example joins the word's list. The stored row is appended to the cached list
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
