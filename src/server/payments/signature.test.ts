import { PayOS } from '@payos/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalDataString,
  isValidDataSignature,
  signData,
  signPaymentLink,
  type PaymentLinkFields,
} from './signature';
import { FAKE_PAYOS, startFakePayos, type FakePayos } from './test/fake-payos';
import { createPayosProvider } from './providers/payos';

// The sample key and fields of payOS's documentation; the expected digests were computed with
// `openssl dgst -sha256 -hmac KEY` over the documented strings, a third implementation.
const DOC_KEY = '1a54716c8f0efb2744fb28b6e38b25da7f67a925d98bc1c18bd8faaecadd7675';
const DOC_LINK: PaymentLinkFields = {
  amount: 50000,
  cancelUrl: 'https://your-cancel-url.com',
  description: 'VQRIO123',
  orderCode: 123,
  returnUrl: 'https://your-success-url.com',
};
const DOC_WEBHOOK_DATA = {
  orderCode: 123,
  amount: 3000,
  description: 'VQRIO123',
  accountNumber: '12345678',
  reference: 'TF230204212323',
  transactionDateTime: '2023-02-04 18:25:00',
  currency: 'VND',
  paymentLinkId: '124c33293c43417ab7879e14c8d9eb18',
  code: '00',
  desc: 'success',
  counterAccountBankId: '',
  counterAccountBankName: '',
  counterAccountName: '',
  counterAccountNumber: '',
  virtualAccountName: '',
  virtualAccountNumber: '',
};

const sdk = new PayOS({ clientId: 'id', apiKey: 'key', checksumKey: DOC_KEY, logLevel: 'off' });

describe('payment link signature', () => {
  it('matches the digest of the documented string', () => {
    expect(signPaymentLink(DOC_LINK, DOC_KEY)).toBe('e443563c4df0ccf2679bf3f2b0c0efb3e8d2ee95a2ea33a447048c2f7a0d8f5c');
  });

  it('matches the payOS SDK for Vietnamese text and URLs with query strings', async () => {
    const fields: PaymentLinkFields = {
      amount: 10000,
      cancelUrl: 'http://localhost:3000/checkout/cancel?orderCode=1763830000000',
      description: 'Thanh toán đơn hàng',
      orderCode: 1763830000000,
      returnUrl: 'http://localhost:3000/checkout/success?orderCode=1763830000000',
    };
    expect(signPaymentLink(fields, DOC_KEY)).toBe(await sdk.crypto.createSignatureOfPaymentRequest(fields, DOC_KEY));
  });
});

describe('webhook data signature', () => {
  it('sorts the keys and matches the digest of the documented example', () => {
    expect(canonicalDataString(DOC_WEBHOOK_DATA)).toMatch(
      /^accountNumber=12345678&amount=3000&code=00&counterAccountBankId=&/,
    );
    expect(signData(DOC_WEBHOOK_DATA, DOC_KEY)).toBe(
      '939beaee8bb1836d87a98bc312cccb4a06e52a7f4495c5fc0a8769d50bd07afb',
    );
  });

  it('signs null as empty, arrays as JSON with sorted keys, like the SDK', async () => {
    const data = {
      ...DOC_WEBHOOK_DATA,
      counterAccountBankId: null,
      virtualAccountName: null,
      items: [{ quantity: 1, name: 'Mì tôm', price: 2000 }],
    };
    expect(signData(data, DOC_KEY)).toBe(await sdk.crypto.createSignatureFromObj(data, DOC_KEY));
    expect(canonicalDataString({ b: null, a: [{ z: 1, y: 2 }] })).toBe('a=[{"y":2,"z":1}]&b=');
  });

  it('verifies what the SDK signs and the SDK verifies what we sign', async () => {
    const sdkSignature = (await sdk.crypto.createSignatureFromObj(DOC_WEBHOOK_DATA, DOC_KEY)) as string;
    expect(isValidDataSignature(DOC_WEBHOOK_DATA, sdkSignature, DOC_KEY)).toBe(true);
    const ours = signData(DOC_WEBHOOK_DATA, DOC_KEY);
    await expect(
      sdk.webhooks.verify({ code: '00', desc: 'success', success: true, data: DOC_WEBHOOK_DATA, signature: ours }),
    ).resolves.toEqual(DOC_WEBHOOK_DATA);
  });

  it('refuses a changed field, another key, a truncated or non-hex signature', () => {
    const signature = signData(DOC_WEBHOOK_DATA, DOC_KEY);
    expect(isValidDataSignature({ ...DOC_WEBHOOK_DATA, amount: 300000 }, signature, DOC_KEY)).toBe(false);
    expect(isValidDataSignature(DOC_WEBHOOK_DATA, signature, 'another-key')).toBe(false);
    expect(isValidDataSignature(DOC_WEBHOOK_DATA, signature.slice(0, 62), DOC_KEY)).toBe(false);
    expect(isValidDataSignature(DOC_WEBHOOK_DATA, 'zz'.repeat(32), DOC_KEY)).toBe(false);
    expect(isValidDataSignature(DOC_WEBHOOK_DATA, '', DOC_KEY)).toBe(false);
    expect(isValidDataSignature(DOC_WEBHOOK_DATA, `${signature}0`, DOC_KEY)).toBe(false);
    expect(isValidDataSignature(DOC_WEBHOOK_DATA, `${signature} `, DOC_KEY)).toBe(false);
    expect(isValidDataSignature(DOC_WEBHOOK_DATA, signature.toUpperCase(), DOC_KEY)).toBe(true);
  });
});

describe('the fake payOS server agrees with the SDK', () => {
  let fake: FakePayos;
  beforeAll(async () => {
    fake = await startFakePayos();
  });
  afterAll(() => fake.close());

  it('accepts the SDK’s own create request and ours, with the same signature', async () => {
    const client = new PayOS({ ...FAKE_PAYOS, baseURL: fake.baseUrl, logLevel: 'off', maxRetries: 0 });
    const fields = {
      orderCode: 1763830000001,
      amount: 20000,
      description: 'Thanh toan don hang',
      returnUrl: 'http://localhost:3000/checkout/success?orderCode=1763830000001',
      cancelUrl: 'http://localhost:3000/checkout/cancel?orderCode=1763830000001',
    };
    const fromSdk = await client.paymentRequests.create(fields);
    expect(fromSdk.checkoutUrl).toBe('https://pay.payos.test/web/link-1763830000001');

    const provider = createPayosProvider({ ...FAKE_PAYOS, baseUrl: fake.baseUrl });
    const fromUs = await provider.createLink({ ...fields, accessToken: 'our-own-token' });
    expect(fromUs).toEqual({ checkoutUrl: fromSdk.checkoutUrl, paymentLinkId: 'link-1763830000001' });

    const [sdkRequest, ourRequest] = fake.requests.slice(-2);
    expect(ourRequest?.body?.signature).toBe(sdkRequest?.body?.signature);
    // payOS gets its documented fields only, never our order access token.
    expect(Object.keys(ourRequest?.body ?? {}).sort()).toEqual(Object.keys(sdkRequest?.body ?? {}).sort());
    expect(ourRequest?.headers['x-client-id']).toBe(FAKE_PAYOS.clientId);
    expect(ourRequest?.headers['x-api-key']).toBe(FAKE_PAYOS.apiKey);
  });

  it('signs its webhooks so that the SDK accepts them', async () => {
    const client = new PayOS({ ...FAKE_PAYOS, baseURL: fake.baseUrl, logLevel: 'off' });
    const body = fake.webhook({ orderCode: 42, amount: 5000 });
    await expect(client.webhooks.verify(body)).resolves.toMatchObject({ orderCode: 42, amount: 5000 });
    expect(isValidDataSignature(body.data, body.signature, FAKE_PAYOS.checksumKey)).toBe(true);
  });
});
