import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../db/main-schema';
import { createTestApp, describeEachDatabase, TEST_ORIGIN, TestClient, type TestApp } from '../test/test-app';
import { GENERIC_ERRORS } from '../../shared/errors';
import { PAYMENT_ERRORS } from '../../shared/payments/messages';
import { signData } from './signature';
import { FAKE_PAYOS, startFakePayos, type FakePayos } from './test/fake-payos';

const SANDBOX_KEY = 'sandbox-test-key';

describeEachDatabase('payments API, sandbox provider', (kind) => {
  let testApp: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      SANDBOX_CHECKSUM_KEY: SANDBOX_KEY,
      PAYMENT_RATE_LIMIT: '1000',
      ORDER_READ_RATE_LIMIT: '1000',
    });
    client = new TestClient(testApp.app);
  });
  afterAll(() => testApp.close());

  /** The proof of holding each order, as its sandbox address carries it. */
  const tokens = new Map<number, string>();
  const create = async (payload: unknown, as: TestClient = client) => {
    const response = await as.post('/api/v4/payments', payload);
    const body = response.json();
    if (response.statusCode === 200) tokens.set(body.orderCode, new URL(body.checkoutUrl).searchParams.get('token')!);
    return { status: response.statusCode, body };
  };
  const withToken = (orderCode: number) => `token=${encodeURIComponent(tokens.get(orderCode) ?? '')}`;
  const order = async (orderCode: number, as: TestClient = client) =>
    (await as.get(`/api/v4/payments/${orderCode}?${withToken(orderCode)}`)).json();
  const sandbox = (orderCode: number | string, action: string, as: TestClient = client) =>
    as.post(`/api/v4/payments/sandbox/${orderCode}/${action}?${withToken(Number(orderCode))}`);

  /** A webhook for the sandbox, signed with the sandbox key unless told otherwise. */
  const webhook = (data: Record<string, unknown>, key = SANDBOX_KEY) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v4/payments/webhook',
      payload: { code: '00', desc: 'success', success: true, data, signature: signData(data, key) },
    });
  const webhookData = (orderCode: number, amount: number, code = '00') => ({
    orderCode,
    amount,
    description: 'Thanh toan don hang',
    accountNumber: '12345678',
    reference: 'FT1',
    transactionDateTime: '2026-11-22 18:00:00',
    currency: 'VND',
    paymentLinkId: `sandbox-${orderCode}`,
    code,
    desc: code === '00' ? 'success' : 'cancelled',
    counterAccountName: null,
  });

  it('creates a pending order with a sandbox checkout link', async () => {
    const { status, body } = await create({ amount: 10000, description: '  Mua khóa học  ' });
    expect(status).toBe(200);
    expect(body.message).toBe('Tạo link thanh toán thành công');
    expect(body.checkoutUrl).toMatch(
      new RegExp(`^${TEST_ORIGIN}/checkout/sandbox/${body.orderCode}\\?token=[\\w-]{43}$`),
    );
    expect(Math.abs(body.orderCode - Date.now())).toBeLessThan(60_000);
    expect(await order(body.orderCode)).toMatchObject({
      orderCode: body.orderCode,
      amount: 10000,
      description: 'Mua khóa học',
      status: 'pending',
      provider: 'sandbox',
      paidAt: null,
    });
  });

  it('uses the default description when none or a blank one is sent', async () => {
    const { body } = await create({ amount: 2000, description: '   ' });
    expect((await order(body.orderCode)).description).toBe('Thanh toan don hang');
    const { body: second } = await create({ amount: 3000 });
    expect((await order(second.orderCode)).description).toBe('Thanh toan don hang');
  });

  it.each([[0], [-5], [999], [1000.5], ['10000'], [null], [Number.MAX_SAFE_INTEGER], [1_000_000_001]])(
    'refuses the amount %s with the catalogue message',
    async (amount) => {
      const { status, body } = await create({ amount, description: 'x' });
      expect(status).toBe(400);
      expect(body).toEqual(PAYMENT_ERRORS.invalidAmount);
    },
  );

  it('refuses a missing amount and a description payOS would refuse', async () => {
    expect((await create({ description: 'x' })).body).toEqual(PAYMENT_ERRORS.invalidAmount);
    const tooLong = await create({ amount: 5000, description: 'a'.repeat(26) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual(PAYMENT_ERRORS.invalidDescription);
    expect((await create({ amount: 5000, description: 'đ'.repeat(25) })).status).toBe(200);
  });

  it('refuses a create request from another site', async () => {
    const response = await client.request({
      method: 'POST',
      url: '/api/v4/payments',
      payload: { amount: 10000 },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('gives 20 concurrent creates 20 different order codes', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => create({ amount: 1000 })));
    const codes = results.map((result) => result.body.orderCode as number);
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(new Set(codes).size).toBe(20);
    expect(codes.every((code) => Number.isSafeInteger(code))).toBe(true);
  });

  it('skips order codes already taken (another instance in the same milliseconds)', async () => {
    const start = Date.now();
    const taken = Array.from({ length: 50 }, (_, i) => start + i);
    await testApp.ctx.databases.main
      .insert(orders)
      .values(
        taken.map((orderCode) => ({ orderCode, amount: 1000, description: 'khác', provider: 'sandbox' as const })),
      )
      .onConflictDoNothing();
    const { status, body } = await create({ amount: 1000 });
    expect(status).toBe(200);
    expect(taken).not.toContain(body.orderCode);
    expect((await order(body.orderCode)).description).toBe('Thanh toan don hang');
  });

  it('pays through the sandbox button: the webhook path settles the order once', async () => {
    const { body } = await create({ amount: 15000 });
    const pay = await sandbox(body.orderCode, 'pay');
    expect(pay.statusCode).toBe(200);
    expect(pay.json()).toEqual({
      redirectUrl: `${TEST_ORIGIN}/checkout/success?orderCode=${body.orderCode}&${withToken(body.orderCode)}`,
      status: 'paid',
    });
    const paid = await order(body.orderCode);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();

    // Cancel afterwards (another tab) changes nothing, but still leads to the cancel page.
    const cancel = await sandbox(body.orderCode, 'cancel');
    expect(cancel.json()).toEqual({
      redirectUrl: `${TEST_ORIGIN}/checkout/cancel?orderCode=${body.orderCode}&${withToken(body.orderCode)}`,
      status: 'paid',
    });
    expect(await order(body.orderCode)).toEqual(paid);
  });

  it('cancels through the sandbox button', async () => {
    const { body } = await create({ amount: 4000 });
    const cancel = await sandbox(body.orderCode, 'cancel');
    expect(cancel.json().status).toBe('cancelled');
    expect((await order(body.orderCode)).status).toBe('cancelled');
    expect((await sandbox(body.orderCode, 'pay')).json().status).toBe('cancelled');
  });

  it('answers 404 for an unknown sandbox order or action', async () => {
    expect((await sandbox(123, 'pay')).statusCode).toBe(404);
    const { body } = await create({ amount: 4000 });
    expect((await sandbox(body.orderCode, 'refund')).statusCode).toBe(400);
  });

  it('settles on a signed webhook; a replay changes nothing and answers 200', async () => {
    const { body } = await create({ amount: 7000 });
    const first = await webhook(webhookData(body.orderCode, 7000));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    const paid = await order(body.orderCode);
    expect(paid.status).toBe('paid');

    const replay = await webhook(webhookData(body.orderCode, 7000));
    expect(replay.statusCode).toBe(200);
    expect(await order(body.orderCode)).toEqual(paid);
  });

  it('keeps a paid order paid when a cancel arrives late (reordering)', async () => {
    const { body } = await create({ amount: 8000 });
    await webhook(webhookData(body.orderCode, 8000, '00'));
    const late = await webhook(webhookData(body.orderCode, 8000, '01'));
    expect(late.statusCode).toBe(200);
    expect((await order(body.orderCode)).status).toBe('paid');
  });

  it('cancels on a webhook whose code is not 00', async () => {
    const { body } = await create({ amount: 9000 });
    await webhook(webhookData(body.orderCode, 9000, '01'));
    expect((await order(body.orderCode)).status).toBe('cancelled');
  });

  it('refuses a bad signature, tampered data and another key, changing nothing', async () => {
    const { body } = await create({ amount: 6000 });
    const data = webhookData(body.orderCode, 6000);
    const signature = signData(data, SANDBOX_KEY);
    const send = (payload: unknown) =>
      testApp.app.inject({ method: 'POST', url: '/api/v4/payments/webhook', payload: payload as object });

    const tampered = await send({ code: '00', data: { ...data, amount: 600 }, signature });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual(PAYMENT_ERRORS.invalidSignature);
    expect(
      (await send({ code: '00', data, signature: signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) })).statusCode,
    ).toBe(400);
    expect((await webhook(data, 'another-key')).statusCode).toBe(400);
    expect((await send({ code: '00', data })).statusCode).toBe(400);
    expect((await send({ code: '00', data: 'x', signature })).json()).toEqual(PAYMENT_ERRORS.invalidWebhook);
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/v4/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: 'not json at all',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await order(body.orderCode)).status).toBe('pending');
  });

  it('refuses a correctly signed webhook whose amount differs from the order', async () => {
    const { body } = await create({ amount: 6000 });
    const response = await webhook(webhookData(body.orderCode, 1000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(PAYMENT_ERRORS.amountMismatch);
    expect((await order(body.orderCode)).status).toBe('pending');
  });

  it('answers payOS’s confirm-webhook call (unknown order 123) with 200', async () => {
    const response = await webhook(webhookData(123, 3000));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it('accepts the webhook from another origin (it is signed), not the sandbox buttons', async () => {
    const { body } = await create({ amount: 5000 });
    const data = webhookData(body.orderCode, 5000);
    const fromPayos = await testApp.app.inject({
      method: 'POST',
      url: '/api/v4/payments/webhook',
      headers: { origin: 'https://payos.vn' },
      payload: { data, signature: signData(data, SANDBOX_KEY) },
    });
    expect(fromPayos.statusCode).toBe(200);
    const forged = await client.request({
      method: 'POST',
      url: `/api/v4/payments/sandbox/${body.orderCode}/cancel?${withToken(body.orderCode)}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('shows a signed-in user’s order to that account without a token, to nobody else without one', async () => {
    const owner = new TestClient(testApp.app);
    await owner.signUp();
    const { body } = await create({ amount: 11000 }, owner);
    expect((await owner.get(`/api/v4/payments/${body.orderCode}`)).statusCode).toBe(200);

    const stranger = new TestClient(testApp.app);
    await stranger.signUp();
    for (const other of [stranger, client]) {
      const response = await other.get(`/api/v4/payments/${body.orderCode}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(PAYMENT_ERRORS.orderNotFound);
      expect((await other.post(`/api/v4/payments/sandbox/${body.orderCode}/pay`)).statusCode).toBe(404);
    }
    expect((await owner.get(`/api/v4/payments/${body.orderCode}`)).json().status).toBe('pending');
  });

  it('answers a guessed order code without its token as an order that does not exist', async () => {
    const { body } = await create({ amount: 12000 });
    const guesser = new TestClient(testApp.app);
    const otherToken = tokens.get((await create({ amount: 1000 })).body.orderCode)!;
    for (const query of ['', '?token=', `?token=${'A'.repeat(43)}`, `?token=${otherToken}`, '?token=short']) {
      const read = await guesser.get(`/api/v4/payments/${body.orderCode}${query}`);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(PAYMENT_ERRORS.orderNotFound);
      const cancel = await guesser.post(`/api/v4/payments/sandbox/${body.orderCode}/cancel${query}`);
      expect(cancel.statusCode).toBe(404);
    }
    // The holder of the return address reads and acts on it, signed in or not.
    expect((await guesser.get(`/api/v4/payments/${body.orderCode}?${withToken(body.orderCode)}`)).statusCode).toBe(200);
    expect((await order(body.orderCode)).status).toBe('pending');
    const signedIn = new TestClient(testApp.app);
    await signedIn.signUp();
    expect((await sandbox(body.orderCode, 'cancel', signedIn)).json().status).toBe('cancelled');
  });

  it('answers 404 for unknown and malformed order codes', async () => {
    for (const code of ['1', 'abc', '-5', '99999999999999999999']) {
      const response = await client.get(`/api/v4/payments/${code}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(PAYMENT_ERRORS.orderNotFound);
    }
  });
});

describeEachDatabase('payments API, payOS provider', (kind) => {
  let testApp: TestApp;
  let client: TestClient;
  let fake: FakePayos;
  beforeAll(async () => {
    fake = await startFakePayos();
    testApp = await createTestApp(kind, {
      PAYMENT_PROVIDER: 'payos',
      PAYOS_CLIENT_ID: FAKE_PAYOS.clientId,
      PAYOS_API_KEY: FAKE_PAYOS.apiKey,
      PAYOS_CHECKSUM_KEY: FAKE_PAYOS.checksumKey,
      PAYOS_BASE_URL: fake.baseUrl,
      PAYMENT_RATE_LIMIT: '1000',
      ORDER_READ_RATE_LIMIT: '1000',
    });
    client = new TestClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  const create = async (payload: unknown) => {
    const response = await client.post('/api/v4/payments', payload);
    return { status: response.statusCode, body: response.json() };
  };
  /** The token of the return address payOS was given for this order. */
  const tokenOf = (orderCode: number) => {
    const created = fake.requests.findLast((request) => request.body?.orderCode === orderCode);
    return new URL(String(created?.body?.returnUrl)).searchParams.get('token') ?? '';
  };
  const order = async (orderCode: number) =>
    (await client.get(`/api/v4/payments/${orderCode}?token=${tokenOf(orderCode)}`)).json();
  const sendWebhook = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/v4/payments/webhook', payload: payload as object });

  it('asks payOS for a link with its credentials and signature, and answers its checkoutUrl', async () => {
    fake.setMode('ok');
    const { status, body } = await create({ amount: 10000, description: 'Thanh toan don hang' });
    expect(status).toBe(200);
    expect(body.checkoutUrl).toBe(`https://pay.payos.test/web/link-${body.orderCode}`);
    const request = fake.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/payment-requests');
    expect(request?.body).toMatchObject({
      orderCode: body.orderCode,
      amount: 10000,
      description: 'Thanh toan don hang',
      returnUrl: `${TEST_ORIGIN}/checkout/success?orderCode=${body.orderCode}&token=${tokenOf(body.orderCode)}`,
      cancelUrl: `${TEST_ORIGIN}/checkout/cancel?orderCode=${body.orderCode}&token=${tokenOf(body.orderCode)}`,
    });
    expect(tokenOf(body.orderCode)).toMatch(/^[\w-]{43}$/);
    expect(request?.body).not.toHaveProperty('accessToken');
    expect((await order(body.orderCode)).status).toBe('pending');
  });

  it('has no sandbox buttons', async () => {
    const { body } = await create({ amount: 10000 });
    expect((await client.post(`/api/v4/payments/sandbox/${body.orderCode}/pay`)).statusCode).toBe(404);
  });

  it('settles on payOS’s webhook and refuses one signed with another key', async () => {
    fake.setMode('ok');
    const { body } = await create({ amount: 20000 });
    const forged = fake.webhook({ orderCode: body.orderCode, amount: 20000 });
    forged.data.reference = 'changed';
    expect((await sendWebhook(forged)).statusCode).toBe(400);
    expect((await order(body.orderCode)).status).toBe('pending');

    expect((await sendWebhook(fake.webhook({ orderCode: body.orderCode, amount: 20000 }))).statusCode).toBe(200);
    expect((await order(body.orderCode)).status).toBe('paid');
  });

  it('says "Tao link that bai" when payOS refuses, errs or signs its answer wrongly', async () => {
    for (const mode of ['refuse', 'server-error', 'bad-answer-signature'] as const) {
      fake.setMode(mode);
      const { status, body } = await create({ amount: 10000 });
      expect(status).toBe(502);
      expect(body).toEqual(PAYMENT_ERRORS.linkFailed);
    }
    fake.setMode('ok');
  });

  it('says "Khong nhan duoc checkoutUrl" when the answer has none', async () => {
    fake.setMode('no-checkout-url');
    const { status, body } = await create({ amount: 10000 });
    expect(status).toBe(502);
    expect(body).toEqual(PAYMENT_ERRORS.noCheckoutUrl);
    fake.setMode('ok');
  });

  it('says "Tao link that bai" when payOS cannot be reached', async () => {
    const offline = await createTestApp(kind, {
      PAYMENT_PROVIDER: 'payos',
      PAYOS_CLIENT_ID: FAKE_PAYOS.clientId,
      PAYOS_API_KEY: FAKE_PAYOS.apiKey,
      PAYOS_CHECKSUM_KEY: FAKE_PAYOS.checksumKey,
      PAYOS_BASE_URL: 'http://127.0.0.1:9',
    });
    try {
      const response = await new TestClient(offline.app).post('/api/v4/payments', { amount: 10000 });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual(PAYMENT_ERRORS.linkFailed);
    } finally {
      await offline.close();
    }
  });

  it('reconciles a pending order with payOS’s link status when the webhook is late', async () => {
    fake.setMode('ok');
    const paid = await create({ amount: 30000 });
    fake.setLinkStatus(paid.body.orderCode, 'PAID');
    expect((await order(paid.body.orderCode)).status).toBe('paid');

    const cancelled = await create({ amount: 30000 });
    fake.setLinkStatus(cancelled.body.orderCode, 'CANCELLED');
    expect((await order(cancelled.body.orderCode)).status).toBe('cancelled');

    const stillPending = await create({ amount: 30000 });
    expect((await order(stillPending.body.orderCode)).status).toBe('pending');
  });
});

it('limits order reads from one address (order codes can be guessed)', async () => {
  const testApp = await createTestApp('pglite', { ORDER_READ_RATE_LIMIT: '3' });
  try {
    const client = new TestClient(testApp.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await client.get(`/api/v4/payments/${1_800_000_000_000 + attempt}`)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    const limited = await client.get('/api/v4/payments/1800000000009');
    expect(limited.json()).toEqual(GENERIC_ERRORS.tooManyRequests);
  } finally {
    await testApp.close();
  }
});
