import { useMutation } from '@tanstack/react-query';
import type { TCreatePaymentRequest } from '@shared/payments/contract';
import { PAYMENT_ROUTES } from '@shared/payments/api-routes';
import { apiRequest } from '@/lib/api-client';

export function useCreatePayment() {
  return useMutation({
    mutationFn: (input: TCreatePaymentRequest) => apiRequest(PAYMENT_ROUTES.create, { body: input }),
  });
}
