// A local stand-in for payOS's merchant API (external services in tests are real local servers): checks the credentials
// and the create request's signature with its own implementation of the documented algorithm, and answers like payOS,
// signed. Tests switch its behaviour and read what it received.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PAYOS = {
  clientId: 'fake-client-id',
  apiKey: 'fake-api-key',
  checksumKey: 'fake-checksum-key-0123456789abcdef',
};

export type FakePayosMode = 'ok' | 'refuse' | 'no-checkout-url' | 'server-error' | 'bad-answer-signature';

export interface FakePayosRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

const hmac = (text: string) => createHmac('sha256', FAKE_PAYOS.checksumKey).update(text).digest('hex');
/** Flat data only: what payOS's answers and webhooks hold. */
const signFlat = (data: Record<string, string | number | null>) =>
  hmac(
    Object.keys(data)
      .sort()
      .map((key) => `${key}=${data[key] ?? ''}`)
      .join('&'),
  );

export async function startFakePayos() {
  const requests: FakePayosRequest[] = [];
  const linkStatus = new Map<number, { status: string; amount: number; amountPaid: number }>();
  let mode: FakePayosMode = 'ok';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers['x-client-id'] !== FAKE_PAYOS.clientId || req.headers['x-api-key'] !== FAKE_PAYOS.apiKey) {
        return send(401, { code: '401', desc: 'Unauthorized' });
      }
      if (req.method === 'POST' && path === '/v2/payment-requests' && body) {
        const { amount, cancelUrl, description, orderCode, returnUrl, signature } = body;
        const expected = hmac(
          `amount=${amount}&cancelUrl=${cancelUrl}&description=${description}&orderCode=${orderCode}&returnUrl=${returnUrl}`,
        );
        if (signature !== expected) return send(200, { code: '201', desc: 'Chữ ký không hợp lệ', data: null });
        if (mode === 'server-error') return send(500, { code: '500', desc: 'Internal error' });
        if (mode === 'refuse') return send(200, { code: '231', desc: 'Đơn thanh toán đã tồn tại', data: null });
        const data = {
          bin: '970422',
          accountNumber: '0123456789',
          accountName: 'CONG TY THU',
          amount: Number(amount),
          description: String(description),
          orderCode: Number(orderCode),
          currency: 'VND',
          paymentLinkId: `link-${String(orderCode)}`,
          status: 'PENDING',
          checkoutUrl: mode === 'no-checkout-url' ? null : `https://pay.payos.test/web/link-${String(orderCode)}`,
          qrCode: '00020101021238570010A000000727',
        };
        linkStatus.set(Number(orderCode), { status: 'PENDING', amount: Number(amount), amountPaid: 0 });
        const answerSignature = signFlat(data);
        return send(200, {
          code: '00',
          desc: 'success',
          data,
          signature:
            mode === 'bad-answer-signature'
              ? answerSignature.replace(/^./, (digit) => (digit === '0' ? '1' : '0'))
              : answerSignature,
        });
      }
      const statusMatch = /^\/v2\/payment-requests\/(\d+)$/.exec(path);
      if (req.method === 'GET' && statusMatch) {
        const link = linkStatus.get(Number(statusMatch[1]));
        if (!link) return send(200, { code: '101', desc: 'Không tìm thấy', data: null });
        return send(200, {
          code: '00',
          desc: 'success',
          data: { id: 'x', orderCode: Number(statusMatch[1]), ...link },
        });
      }
      return send(404, { code: '404', desc: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setMode(next: FakePayosMode) {
      mode = next;
    },
    setLinkStatus(orderCode: number, status: 'PAID' | 'CANCELLED' | 'EXPIRED' | 'PENDING') {
      const link = linkStatus.get(orderCode);
      if (!link) throw new Error(`no link ${orderCode}`);
      linkStatus.set(orderCode, { ...link, status, amountPaid: status === 'PAID' ? link.amount : 0 });
    },
    /** A webhook body as payOS sends it, signed with the fake's key. */
    webhook(data: { orderCode: number; amount: number; code?: string; description?: string }) {
      const full = {
        orderCode: data.orderCode,
        amount: data.amount,
        description: data.description ?? 'Thanh toan don hang',
        accountNumber: '0123456789',
        reference: 'FT123456',
        transactionDateTime: '2026-11-22 18:00:00',
        currency: 'VND',
        paymentLinkId: `link-${data.orderCode}`,
        code: data.code ?? '00',
        desc: data.code && data.code !== '00' ? 'failed' : 'success',
        counterAccountBankId: null,
        counterAccountBankName: null,
        counterAccountName: null,
        counterAccountNumber: null,
        virtualAccountName: null,
        virtualAccountNumber: null,
      };
      return { code: '00', desc: 'success', success: true, data: full, signature: signFlat(full) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePayos = Awaited<ReturnType<typeof startFakePayos>>;
