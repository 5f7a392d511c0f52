import { useMutation } from '@tanstack/react-query';
import { ZSandboxActionResponse, type TSandboxAction } from '../../../../shared/payments/contract';
import { apiRequest } from '../../../lib/api-client';

export function useSandboxAction(orderCode: string) {
  return useMutation({
    mutationFn: (action: TSandboxAction) =>
      apiRequest(`/payments/sandbox/${encodeURIComponent(orderCode)}/${action}`, {
        method: 'POST',
        schema: ZSandboxActionResponse,
      }),
  });
}
