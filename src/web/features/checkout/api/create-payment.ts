import { useMutation } from '@tanstack/react-query';
import { ZCreatePaymentResponse, type TCreatePaymentRequest } from '../../../../shared/payments/contract';
import { apiRequest } from '../../../lib/api-client';

export function useCreatePayment() {
  return useMutation({
    mutationFn: (input: TCreatePaymentRequest) =>
      apiRequest('/payments', { method: 'POST', json: input, schema: ZCreatePaymentResponse }),
  });
}
