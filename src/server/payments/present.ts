// Response objects of the payment API, built field by field: never the link id or the owner.
import type { TOrder } from '../../shared/payments/contract';
import type { OrderRow } from './queries';

export function presentOrder(order: OrderRow): TOrder {
  return {
    orderCode: order.orderCode,
    amount: order.amount,
    description: order.description,
    status: order.status,
    provider: order.provider,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
  };
}
