import { useMutation } from '@tanstack/react-query';
import type { TCreatePaymentRequest, TCreatePaymentResponse } from '@shared/payments/contract';
import { apiRequest } from '@/lib/api-client';

export function useCreatePayment() {
  return useMutation({
    mutationFn: (input: TCreatePaymentRequest) =>
      apiRequest<TCreatePaymentResponse>('/payments', { method: 'POST', json: input }),
  });
}
