// A client that declares a body and then sends it slowly, or stops, never keeps its connection: an ordinary
// body must arrive within a deadline (answered 408 in the catalogue shape, then closed), an upload must
// not go silent. The test server has short bounds; the assertions are on the answer and the closing,
// never on how long either took.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERRORS } from '../../shared/errors';
import { sessionCookieOf, signUpUser, UPLOAD_URL } from '../test/users-and-files';
import { TUS_PATH } from '../files';
import { encodeMetadata } from '../test/tus-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

/** How long a test waits for the server to close before calling the connection held. */
const GIVE_UP_MS = 10_000;

interface RawExchange {
  status: number;
  body: string;
  /** Whether the server closed the connection (false: still open when the test gave up). */
  closed: boolean;
}

/**
 * Sends `head` and `body` on a raw connection, then `trickle` (one byte every `everyMs`, until the server
 * closes or `GIVE_UP_MS` passed; or `bytes` of them followed by `then`), and reads whatever the server
 * answers.
 */
function rawExchange(
  port: number,
  head: string,
  body: string | Buffer,
  trickle?: { everyMs: number; bytes?: number; then?: string },
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let trickled = 0;
    let ticker: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      const answer = Buffer.concat(chunks).toString('utf8');
      const [answerHead = '', ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(answerHead.split(' ')[1] ?? 0), body: rest.join('\r\n\r\n'), closed });
    };
    const giveUp = setTimeout(() => finish(false), GIVE_UP_MS);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      socket.write(body);
      if (!trickle) return;
      ticker = setInterval(() => {
        if (socket.destroyed) return;
        if (trickle.bytes !== undefined && trickled >= trickle.bytes) {
          clearInterval(ticker);
          socket.write(trickle.then ?? '');
          return;
        }
        socket.write('a');
        trickled += 1;
      }, trickle.everyMs);
    });
  });
}

function requestHead(method: string, path: string, headers: Record<string, string>): string {
  const lines = Object.entries({ Host: '127.0.0.1', Origin: TEST_ORIGIN, ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

describe('slow request bodies', () => {
  let testApp: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp('pglite', {}, { bodyTimeoutMs: 300, uploadIdleTimeoutMs: 1_000 });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as AddressInfo).port;
    cookie = await sessionCookieOf(testApp.app, await signUpUser(testApp.app, 'Mạng Chậm'));
  });
  afterAll(() => testApp.close());

  const expectTimedOut = (exchange: RawExchange) => {
    expect(exchange.closed).toBe(true);
    expect(exchange.status).toBe(408);
    expect(JSON.parse(exchange.body)).toEqual(GENERIC_ERRORS.requestTimeout);
  };

  it('answers 408 and closes when a sign-in body stops arriving', async () => {
    const head = requestHead('POST', '/api/v4/auth/sign-in/email', {
      'Content-Type': 'application/json',
      'Content-Length': '1000',
    });
    expectTimedOut(await rawExchange(port, head, '{"ema'));
  });

  it('answers 408 and closes when an anonymous payment body stops arriving', async () => {
    const head = requestHead('POST', '/api/v4/payments', {
      'Content-Type': 'application/json',
      'Content-Length': '1000',
    });
    expectTimedOut(await rawExchange(port, head, '{"amo'));
  });

  it('cuts a body that keeps trickling in at the deadline: the whole body is bounded, not the silence', async () => {
    const head = requestHead('PATCH', '/api/v4/me/profile', {
      Cookie: cookie,
      'Content-Type': 'application/json',
      'Content-Length': '1000',
    });
    expectTimedOut(await rawExchange(port, head, '{"name":"', { everyMs: 50 }));
  });

  it('answers 408 and closes when an avatar upload stops arriving', async () => {
    const head = requestHead('POST', '/api/v4/me/avatar', {
      Cookie: cookie,
      'Content-Type': 'image/png',
      'Content-Length': '1000',
    });
    expectTimedOut(await rawExchange(port, head, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d])));
  });

  it('closes a request whose declared body the route never reads, once answered', async () => {
    const head = requestHead('GET', '/api/v4/health', { 'Content-Length': '1000' });
    const exchange = await rawExchange(port, head, 'abcde');
    expect(exchange.status).toBe(200);
    expect(exchange.closed).toBe(true);
  });

  it('closes a multipart upload that goes silent', async () => {
    const boundary = 'slow-boundary';
    const head = requestHead('POST', UPLOAD_URL, {
      Cookie: cookie,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': '100000',
    });
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cham.pdf"\r\n\r\n%PDF`;
    expect((await rawExchange(port, head, start)).closed).toBe(true);
  });

  it('closes a tus PATCH that goes silent', async () => {
    const created = await fetch(`http://127.0.0.1:${port}${TUS_PATH}`, {
      method: 'POST',
      headers: {
        cookie,
        origin: TEST_ORIGIN,
        'tus-resumable': '1.0.0',
        'upload-length': '100000',
        'upload-metadata': encodeMetadata({ filename: 'cham.pdf', filetype: 'application/pdf' }),
      },
    });
    expect(created.status).toBe(201);
    const head = requestHead('PATCH', created.headers.get('location')!, {
      Cookie: cookie,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': '100000',
    });
    expect((await rawExchange(port, head, '%PDF-')).closed).toBe(true);
  });

  it('lets an upload that keeps sending take longer than the deadline of other bodies', async () => {
    const boundary = 'steady-boundary';
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deu.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const end = `\r\n--${boundary}--\r\n`;
    const fileBytes = 20;
    const head = requestHead('POST', UPLOAD_URL, {
      Cookie: cookie,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(Buffer.byteLength(start) + fileBytes + Buffer.byteLength(end)),
      Connection: 'close',
    });
    // One byte every 50 ms: the upload lasts longer than the 300 ms deadline, and is never silent long.
    const exchange = await rawExchange(port, head, start, { everyMs: 50, bytes: fileBytes, then: end });
    expect(exchange.status).toBe(201);
    expect(JSON.parse(exchange.body).file.size).toBe(fileBytes);
  });
});
