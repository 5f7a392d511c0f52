// Payment logic: orders, payment links, the signed webhook and the sandbox's buttons.
import type { Log } from '../platform/log';
import { paths } from '../../shared/paths';
import type { MainDb } from '../db/connect';
import { AppError } from '../http/app-error';
import { PAYMENT_ERRORS, PAYMENT_NOTICES } from '../../shared/payments/messages';
import type { TOrderStatus, TPaymentWebhook, TSandboxAction } from '../../shared/payments/contract';
import type { OrderTokens } from './order-token';
import { isValidDataSignature, signData } from './signature';
import { PaymentProviderError, type PaymentProvider } from './providers/provider';
import {
  insertPendingOrder,
  selectHighestOrderCode,
  selectOrder,
  settlePendingOrder,
  updateOrderLink,
  type OrderRow,
} from './queries';

const MAX_CODE_ATTEMPTS = 20;
/** A pending payOS order is asked about at most this often while its pages poll. */
const RECONCILE_INTERVAL_MS = 5000;

export interface PaymentServiceOptions {
  db: MainDb;
  provider: PaymentProvider;
  orderTokens: OrderTokens;
  publicUrl: string;
  log: Log;
  now?: () => number;
}

export type WebhookOutcome = 'settled' | 'unchanged' | 'unknown-order';

/** Who asks for an order: the signed-in account, and the token of the order's addresses if any. */
export interface OrderCaller {
  userId: string | null;
  token: string | undefined;
}

export function createPaymentService({
  db,
  provider,
  orderTokens,
  publicUrl,
  log,
  now = Date.now,
}: PaymentServiceOptions) {
  let lastOrderCode = 0;
  const lastReconciled = new Map<number, number>();

  /**
   * The order code is the current timestamp. Codes only grow within a process (two
   * requests in one millisecond get consecutive codes), and the primary key settles races between
   * instances: on a clash we jump past the highest stored code. Milliseconds stay far below payOS's
   * limit (Number.MAX_SAFE_INTEGER) for the next 280,000 years.
   */
  function nextOrderCode(): number {
    lastOrderCode = Math.max(now(), lastOrderCode + 1);
    return lastOrderCode;
  }

  async function insertOrder(order: { amount: number; description: string; userId: string | null }) {
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      const orderCode = nextOrderCode();
      if (await insertPendingOrder(db, { ...order, orderCode, provider: provider.name })) return orderCode;
      lastOrderCode = Math.max(lastOrderCode, await selectHighestOrderCode(db));
    }
    throw new Error('no free order code after several attempts');
  }

  const orderQuery = (orderCode: number) =>
    new URLSearchParams({ orderCode: String(orderCode), token: orderTokens.tokenFor(orderCode) }).toString();
  const returnUrl = (orderCode: number) => `${publicUrl}${paths.checkoutSuccess}?${orderQuery(orderCode)}`;
  const cancelUrl = (orderCode: number) => `${publicUrl}${paths.checkoutCancel}?${orderQuery(orderCode)}`;

  async function createPayment(input: { amount: number; description: string; userId: string | null }) {
    const orderCode = await insertOrder(input);
    let link;
    try {
      link = await provider.createLink({
        orderCode,
        amount: input.amount,
        description: input.description,
        returnUrl: returnUrl(orderCode),
        cancelUrl: cancelUrl(orderCode),
        accessToken: orderTokens.tokenFor(orderCode),
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.warn({ orderCode, kind: error.kind, reason: error.message }, 'payment link not created');
      // A refused link can never be paid; after a time-out payOS may still hold one, so it stays pending.
      if (error.kind === 'rejected') await settlePendingOrder(db, orderCode, { status: 'cancelled' });
      throw AppError.from(502, PAYMENT_ERRORS.linkFailed);
    }
    await updateOrderLink(db, orderCode, link);
    if (!link.checkoutUrl) {
      log.warn({ orderCode }, 'payment link answer without checkoutUrl');
      throw AppError.from(502, PAYMENT_ERRORS.noCheckoutUrl);
    }
    return { orderCode, checkoutUrl: link.checkoutUrl, message: PAYMENT_NOTICES.linkCreated };
  }

  /**
   * An order is visible to whoever holds its token (from its return, cancel or sandbox address) and to
   * the account that placed it. Anyone else, a guessed code included, finds no such order.
   */
  async function findVisibleOrder(orderCode: number, caller: OrderCaller): Promise<OrderRow> {
    const order = await selectOrder(db, orderCode);
    const isHolder = orderTokens.isValid(orderCode, caller.token);
    const isOwner = order?.userId != null && order.userId === caller.userId;
    if (!order || !(isHolder || isOwner)) throw AppError.from(404, PAYMENT_ERRORS.orderNotFound);
    return order;
  }

  async function getOrder(orderCode: number, caller: OrderCaller): Promise<OrderRow> {
    const order = await findVisibleOrder(orderCode, caller);
    if (order.status !== 'pending' || !provider.fetchLinkStatus) return order;
    return (await reconcile(order, provider.fetchLinkStatus)) ?? order;
  }

  /**
   * The return page may load before payOS's webhook arrives, and payOS sends no webhook for a cancel:
   * the link's status at payOS settles the order then. The return URL's own parameters are not trusted.
   */
  async function reconcile(
    order: OrderRow,
    fetchLinkStatus: NonNullable<PaymentProvider['fetchLinkStatus']>,
  ): Promise<OrderRow | undefined> {
    const previous = lastReconciled.get(order.orderCode) ?? 0;
    if (now() - previous < RECONCILE_INTERVAL_MS) return undefined;
    // Only throttling state: forgetting it all now and then just allows one extra status request.
    if (lastReconciled.size >= 10_000) lastReconciled.clear();
    lastReconciled.set(order.orderCode, now());
    try {
      const remote = await fetchLinkStatus(order.orderCode);
      if (!remote || remote.status === 'pending') return undefined;
      if (remote.amount !== order.amount) {
        log.warn({ orderCode: order.orderCode, remote: remote.amount, stored: order.amount }, 'payOS amount differs');
        return undefined;
      }
      await settlePendingOrder(db, order.orderCode, { status: remote.status });
      lastReconciled.delete(order.orderCode);
      return selectOrder(db, order.orderCode);
    } catch (error) {
      log.warn({ orderCode: order.orderCode, err: error }, 'payment status not reconciled');
      return undefined;
    }
  }

  /**
   * payOS's webhook (and the sandbox's). Only `data` is signed; it is checked before anything else.
   * A settled order never changes again, so replays and late or reordered calls answer 200 and do nothing.
   */
  async function handleWebhook(body: TPaymentWebhook): Promise<WebhookOutcome> {
    const { data, signature } = body;
    if (!isValidDataSignature(data, signature, provider.checksumKey)) {
      log.warn({ orderCode: data.orderCode }, 'payment webhook with a bad signature refused');
      throw AppError.from(400, PAYMENT_ERRORS.invalidSignature);
    }
    const orderCode = Number(data.orderCode);
    const amount = Number(data.amount);
    if (!Number.isSafeInteger(orderCode) || !Number.isFinite(amount)) {
      log.warn({ orderCode: data.orderCode }, 'payment webhook without order code or amount');
      throw AppError.from(400, PAYMENT_ERRORS.invalidWebhook);
    }
    const order = await selectOrder(db, orderCode);
    if (!order) {
      // payOS's "confirm webhook" call uses a sample order (e.g. 123): answer it like any other.
      log.info({ orderCode }, 'payment webhook for an unknown order ignored');
      return 'unknown-order';
    }
    if (amount !== order.amount) {
      log.warn({ orderCode, received: amount, stored: order.amount }, 'payment webhook amount mismatch refused');
      throw AppError.from(400, PAYMENT_ERRORS.amountMismatch);
    }
    const code = data.code ?? body.code;
    const status = code === '00' ? 'paid' : 'cancelled';
    const paymentLinkId = typeof data.paymentLinkId === 'string' ? data.paymentLinkId : null;
    const changed = await settlePendingOrder(db, orderCode, { status, paymentLinkId });
    log.info({ orderCode, status, changed }, 'payment webhook handled');
    return changed ? 'settled' : 'unchanged';
  }

  /** The sandbox page's Pay and Cancel: a webhook signed with the sandbox key, through handleWebhook. */
  async function runSandboxAction(input: { orderCode: number; action: TSandboxAction; caller: OrderCaller }) {
    const order = await findVisibleOrder(input.orderCode, input.caller);
    const paid = input.action === 'pay';
    const data: Record<string, unknown> = {
      orderCode: order.orderCode,
      amount: order.amount,
      description: order.description,
      accountNumber: '0000000000',
      reference: `SANDBOX-${order.orderCode}`,
      transactionDateTime: formatTransactionTime(new Date(now())),
      currency: 'VND',
      paymentLinkId: order.paymentLinkId ?? `sandbox-${order.orderCode}`,
      code: paid ? '00' : '01',
      desc: paid ? 'success' : 'cancelled',
      counterAccountBankId: null,
      counterAccountBankName: null,
      counterAccountName: null,
      counterAccountNumber: null,
      virtualAccountName: null,
      virtualAccountNumber: null,
    };
    await handleWebhook({
      code: '00',
      desc: 'success',
      success: true,
      data,
      signature: signData(data, provider.checksumKey),
    });
    const settled = await selectOrder(db, order.orderCode);
    return {
      redirectUrl: paid ? returnUrl(order.orderCode) : cancelUrl(order.orderCode),
      status: (settled?.status ?? order.status) as TOrderStatus,
    };
  }

  return { createPayment, getOrder, handleWebhook, runSandboxAction };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

/** payOS's format: 'YYYY-MM-DD HH:mm:ss' in Vietnam time (UTC+7). */
function formatTransactionTime(date: Date): string {
  return new Date(date.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}
