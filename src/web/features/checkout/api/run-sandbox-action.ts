import { useMutation } from '@tanstack/react-query';
import type { TSandboxAction, TSandboxActionResponse } from '@shared/payments/contract';
import { apiRequest } from '@/lib/api-client';

export function useSandboxAction(orderCode: string) {
  return useMutation({
    mutationFn: (action: TSandboxAction) =>
      apiRequest<TSandboxActionResponse>(`/payments/sandbox/${encodeURIComponent(orderCode)}/${action}`, {
        method: 'POST',
      }),
  });
}
