import { useMutation } from '@tanstack/react-query';
import type { TSandboxAction, TSandboxActionResponse } from '@shared/payments/contract';
import { apiRequest } from '@/lib/api-client';
import { orderPath } from './get-order';

export function useSandboxAction(orderCode: string, token: string | null) {
  return useMutation({
    mutationFn: (action: TSandboxAction) =>
      apiRequest<TSandboxActionResponse>(orderPath(orderCode, token, action), { method: 'POST' }),
  });
}
