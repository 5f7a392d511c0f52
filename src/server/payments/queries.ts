// Drizzle queries of the orders table (db first, explicit columns).
import { and, eq, max } from 'drizzle-orm';
import type { MainDb } from '../db/connect';
import { orders, type OrderStatus } from '../db/main-schema';
import type { TPaymentProvider } from '../../shared/payments/contract';

const orderColumns = {
  orderCode: orders.orderCode,
  amount: orders.amount,
  description: orders.description,
  status: orders.status,
  provider: orders.provider,
  paymentLinkId: orders.paymentLinkId,
  checkoutUrl: orders.checkoutUrl,
  userId: orders.userId,
  paidAt: orders.paidAt,
  createdAt: orders.createdAt,
};

export interface OrderRow {
  orderCode: number;
  amount: number;
  description: string;
  status: OrderStatus;
  provider: TPaymentProvider;
  paymentLinkId: string | null;
  checkoutUrl: string | null;
  userId: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

/** Inserts a pending order; false when the order code is already taken (the caller picks another). */
export async function insertPendingOrder(
  db: MainDb,
  order: { orderCode: number; amount: number; description: string; provider: TPaymentProvider; userId: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(orders)
    .values({ ...order, status: 'pending' })
    .onConflictDoNothing({ target: orders.orderCode })
    .returning({ orderCode: orders.orderCode });
  return inserted.length === 1;
}

export async function selectHighestOrderCode(db: MainDb): Promise<number> {
  const [row] = await db.select({ highest: max(orders.orderCode) }).from(orders);
  return row?.highest ?? 0;
}

export async function selectOrder(db: MainDb, orderCode: number): Promise<OrderRow | undefined> {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.orderCode, orderCode));
  return row;
}

export async function updateOrderLink(
  db: MainDb,
  orderCode: number,
  link: { checkoutUrl: string | null; paymentLinkId: string | null },
): Promise<void> {
  await db
    .update(orders)
    .set({ ...link, updatedAt: new Date() })
    .where(eq(orders.orderCode, orderCode));
}

/**
 * Moves a pending order to paid or cancelled. Only a pending order moves, and only once: a replayed or
 * late webhook finds no pending row and changes nothing. Returns whether this call made the change.
 */
export async function settlePendingOrder(
  db: MainDb,
  orderCode: number,
  outcome: { status: 'paid' | 'cancelled'; paymentLinkId?: string | null },
): Promise<boolean> {
  const now = new Date();
  const updated = await db
    .update(orders)
    .set({
      status: outcome.status,
      paidAt: outcome.status === 'paid' ? now : null,
      updatedAt: now,
      ...(outcome.paymentLinkId ? { paymentLinkId: outcome.paymentLinkId } : {}),
    })
    .where(and(eq(orders.orderCode, orderCode), eq(orders.status, 'pending')))
    .returning({ orderCode: orders.orderCode });
  return updated.length === 1;
}
