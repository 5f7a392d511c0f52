import { useMutation } from '@tanstack/react-query';
import type { TSandboxAction } from '@shared/payments/contract';
import { PAYMENT_ROUTES } from '@shared/payments/api-routes';
import { apiRequest } from '@/lib/api-client';
import { orderAccessQuery } from './get-order';

export function useSandboxAction(orderCode: string, token: string | null) {
  return useMutation({
    mutationFn: (action: TSandboxAction) =>
      apiRequest(PAYMENT_ROUTES.sandboxAction, { params: { orderCode, action }, query: orderAccessQuery(token) }),
  });
}
