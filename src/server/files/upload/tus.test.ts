// The tus endpoint: create → PATCH half → HEAD → PATCH the rest gives the same file as the
// multipart endpoint; every bad input of the endpoint; expiry removes the bytes.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../../shared/constants';
import type { TFile } from '../../../shared/files/contract';
import { blockedExtensionMessage, FILE_ERRORS, FILE_NOTICES, tooLargeMessage } from '../../../shared/files/messages';
import { files } from '../../db/main-schema';
import { createTestApp, describeEachDatabase, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import {
  filesUnder,
  sessionCookieOf,
  signUpUser,
  type SignedInUser,
  randomFileBytes,
} from '../../test/users-and-files';
import { CREATED_FILE_HEADER, TUS_PATH } from './tus';
import { encodeMetadata, tusClient } from '../../test/tus-client';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describeEachDatabase('resumable uploads (tus)', (kind) => {
  let testApp: TestApp;
  let baseUrl: string;
  let uploader: SignedInUser;
  let tus: ReturnType<typeof tusClient>;
  let other: ReturnType<typeof tusClient>;
  const tusDir = () => path.join(testApp.dataDir, 'uploads-tus');

  async function start(length: number, metadata: Record<string, string> = {}) {
    const response = await tus.create(length, { filename: 'bai-giang.pdf', filetype: 'application/pdf', ...metadata });
    expect(response.status).toBe(201);
    const location = response.headers.get('location');
    expect(location).toMatch(new RegExp(`^${TUS_PATH}/[0-9a-f]{32}$`));
    return location!;
  }

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    uploader = await signUpUser(testApp.app, 'Người Tải Lên');
    tus = tusClient(baseUrl, await sessionCookieOf(testApp.app, uploader));
    const stranger = await signUpUser(testApp.app, 'Người Khác');
    other = tusClient(baseUrl, await sessionCookieOf(testApp.app, stranger));
  });
  afterAll(() => testApp.close());

  it('create → PATCH half → HEAD → PATCH the rest: the file is listed with its size and bytes', async () => {
    const bytes = randomFileBytes(11 * MB + 123);
    const half = Math.floor(bytes.length / 2);
    const location = await start(bytes.length, { description: '  Đề thi thử  ', isPublic: 'false' });

    const first = await tus.patch(location, 0, bytes.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('upload-expires')).toBeTruthy();
    expect(first.headers.get('access-control-allow-origin')).toBeNull();

    const head = await tus.head(location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('upload-length')).toBe(String(bytes.length));

    const last = await tus.patch(location, half, bytes.subarray(half));
    expect(last.status).toBe(200);
    const answer = (await last.json()) as { file: TFile; message: string };
    expect(answer.message).toBe(FILE_NOTICES.uploaded);
    expect(last.headers.get(CREATED_FILE_HEADER)).toBe(answer.file.id);
    expect(answer.file).toMatchObject({
      filename: 'bai-giang.pdf',
      size: bytes.length,
      description: 'Đề thi thử',
      isPublic: false,
      uploadSource: 'storage',
    });

    const listed = await uploader.client.get('/api/v4/files/me/uploaded');
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { files: TFile[] }).files.map((file) => [file.id, file.size])).toContainEqual([
      answer.file.id,
      bytes.length,
    ]);
    const download = await uploader.client.get(`/api/v4/files/${answer.file.id}/download`);
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));
    // The tus upload is gone: its bytes moved into the store.
    expect((await tus.head(location)).status).toBe(404);
    expect(await filesUnder(tusDir())).toEqual([]);
  });

  it('creation-with-upload: a small file in the POST itself goes to the media store, public by default', async () => {
    const bytes = Buffer.from('Bài tập TOEIC part 5\n');
    const response = await tus.create(bytes.length, { filename: 'bai-tap.txt', filetype: 'text/plain' }, bytes);
    expect(response.status).toBe(200);
    const { file } = (await response.json()) as { file: TFile };
    expect(file).toMatchObject({ filename: 'bai-tap.txt', size: bytes.length, isPublic: true, uploadSource: 'media' });
  });

  /** What a refused upload could leave: records, stored bytes, temporary copies and tus's own files. */
  const leftovers = async () => {
    const [row] = await testApp.ctx.databases.main.select({ value: count() }).from(files);
    return {
      rows: Number(row?.value ?? 0),
      stored: await filesUnder(path.join(testApp.dataDir, 'storage')),
      temporary: await filesUnder(path.join(testApp.dataDir, 'tmp', 'uploads')),
      tus: await filesUnder(tusDir()),
    };
  };

  it('refuses finished bytes that are a program, whatever the name, and keeps nothing', async () => {
    const before = await leftovers();
    // 11 MB in two PATCHes: the refusal comes with the last one, on the completed bytes.
    const bytes = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(11 * MB)]);
    const half = Math.floor(bytes.length / 2);
    const location = await start(bytes.length);
    expect((await tus.patch(location, 0, bytes.subarray(0, half))).status).toBe(204);
    const last = await tus.patch(location, half, bytes.subarray(half));
    expect(last.status).toBe(400);
    expect(await last.json()).toEqual(FILE_ERRORS.contentBlocked);
    // The refusal is final: the upload is gone with its bytes.
    expect((await tus.head(location)).status).toBe(404);
    expect(await leftovers()).toEqual({ ...before, temporary: [] });
  });

  it('refuses a script sent in the POST itself (creation-with-upload), keeping nothing', async () => {
    const before = await leftovers();
    const bytes = Buffer.from('#!/usr/bin/env python3\nprint("xin chào")\n');
    const response = await tus.create(bytes.length, { filename: 'ghi-chu.txt', filetype: 'text/plain' }, bytes);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(FILE_ERRORS.contentBlocked);
    expect(await leftovers()).toEqual({ ...before, temporary: [] });
  });

  it('refuses anonymous callers with 401 JSON', async () => {
    const anonymous = tusClient(baseUrl, '');
    const response = await anonymous.create(10, { filename: 'a.pdf' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it("answers 404 for another user's upload on HEAD, PATCH and DELETE", async () => {
    const location = await start(100);
    expect((await other.head(location)).status).toBe(404);
    const patch = await other.patch(location, 0, Buffer.alloc(100));
    expect(patch.status).toBe(404);
    expect(await patch.json()).toEqual(FILE_ERRORS.uploadSessionNotFound);
    expect((await other.remove(location)).status).toBe(404);
    expect((await tus.head(location)).headers.get('upload-offset')).toBe('0');
    expect((await tus.head(`${TUS_PATH}/../../secret`)).status).toBe(404);
  });

  /** A request whose target is sent exactly as written (fetch would resolve dots and drop the fragment). */
  function rawRequest(method: string, target: string, headers: Record<string, string>, body?: Buffer) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const url = new URL(baseUrl);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: target,
          headers: { 'Tus-Resumable': '1.0.0', origin: TEST_ORIGIN, ...headers },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  it("acts on the upload it checked: query strings, fragments, encoded slashes and dot segments never reach another user's upload", async () => {
    const victimBytes = Buffer.from('Bản nháp riêng tư của người khác');
    const victimResponse = await other.create(victimBytes.length * 2, {
      filename: 'ban-nhap-rieng.pdf',
      filetype: 'application/pdf',
      isPublic: 'false',
    });
    const victimLocation = victimResponse.headers.get('location')!;
    expect((await other.patch(victimLocation, 0, victimBytes)).status).toBe(204);
    const victim = victimLocation.split('/').pop()!;
    const cookie = await sessionCookieOf(testApp.app, uploader);
    const targets = (own: string) => [
      `${TUS_PATH}/${own}?/${victim}`,
      `${TUS_PATH}/${own}?a=b/${victim}/`,
      `${TUS_PATH}/${own}#/${victim}`,
      `${TUS_PATH}/${own}?x=1#/${victim}`,
      `${TUS_PATH}/${own}%2F${victim}`,
      `${TUS_PATH}/${own}%2f..%2f${victim}`,
      `${TUS_PATH}/${own}/../${victim}`,
      `${TUS_PATH}/${own}/..%2F${victim}`,
      `${TUS_PATH}/./${victim}`,
      `${TUS_PATH}/${own}/./../${victim}`,
    ];
    const victimState = async () => {
      const head = await other.head(victimLocation);
      return { status: head.status, offset: head.headers.get('upload-offset') };
    };
    const untouched = { status: 200, offset: String(victimBytes.length) };

    for (const method of ['HEAD', 'PATCH', 'DELETE']) {
      for (const target of targets(new URL(await start(100), baseUrl).pathname.split('/').pop()!)) {
        const headers: Record<string, string> = { cookie };
        let body: Buffer | undefined;
        if (method === 'PATCH') {
          // The attacker sends the victim's missing half: it must not finish the victim's upload.
          headers['Upload-Offset'] = String(victimBytes.length);
          headers['Content-Type'] = 'application/offset+octet-stream';
          body = victimBytes;
        }
        const answer = await rawRequest(method, target, headers, body);
        const leaked = `${JSON.stringify(answer.headers)}${answer.body}`;
        expect(leaked, `${method} ${target}`).not.toContain(Buffer.from('ban-nhap-rieng.pdf').toString('base64'));
        expect(leaked, `${method} ${target}`).not.toContain('ban-nhap-rieng');
        expect(answer.headers['upload-offset'], `${method} ${target}`).not.toBe(String(victimBytes.length));
        expect(await victimState(), `${method} ${target}`).toEqual(untouched);
      }
    }
    // tus honours X-HTTP-Method-Override: a POST to the creation address (where no upload is checked) acts on none.
    for (const method of ['HEAD', 'PATCH', 'DELETE']) {
      for (const target of [`${TUS_PATH}?/${victim}`, `${TUS_PATH}#/${victim}`, `${TUS_PATH}?a=/${victim}/`]) {
        const answer = await rawRequest(
          'POST',
          target,
          {
            cookie,
            'X-HTTP-Method-Override': method,
            'Upload-Offset': String(victimBytes.length),
            'Content-Type': 'application/offset+octet-stream',
          },
          victimBytes,
        );
        expect(`${JSON.stringify(answer.headers)}${answer.body}`, `${method} ${target}`).not.toContain(
          'ban-nhap-rieng',
        );
        expect(await victimState(), `POST as ${method} ${target}`).toEqual(untouched);
      }
    }
    // The victim's own upload still finishes as theirs.
    const finished = await other.patch(victimLocation, victimBytes.length, victimBytes);
    expect(finished.status).toBe(200);
    expect(((await finished.json()) as { file: TFile }).file).toMatchObject({
      filename: 'ban-nhap-rieng.pdf',
      isPublic: false,
    });
  });

  it('PATCH at a wrong offset is 409', async () => {
    const location = await start(100);
    expect((await tus.patch(location, 0, Buffer.alloc(40))).status).toBe(204);
    const response = await tus.patch(location, 10, Buffer.alloc(10));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(FILE_ERRORS.uploadOffsetMismatch);
  });

  it('refuses a body beyond the declared length, keeping the stored offset', async () => {
    const location = await start(100);
    const response = await tus.patch(location, 0, Buffer.alloc(150));
    expect(response.status).toBe(413);
    expect((await tus.head(location)).headers.get('upload-offset')).not.toBe('150');
  });

  it('refuses a declared length over 300 MB with 413 and the catalogue message', async () => {
    const length = 300 * MB + 1;
    const response = await tus.create(length, { filename: 'video.mp4', filetype: 'video/mp4' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'FILE_TOO_LARGE', message: tooLargeMessage(length) });
  });

  it('refuses a description with control characters, and a declared type that is not one, at creation', async () => {
    const description = await tus.create(10, { filename: 'a.pdf', description: 'Ghi chú\u0000' });
    expect(description.status).toBe(400);
    expect(await description.json()).toEqual(FILE_ERRORS.descriptionInvalid);
    const filetype = await tus.create(10, { filename: 'a.pdf', filetype: 'x'.repeat(3000) });
    expect(filetype.status).toBe(400);
    expect(await filetype.json()).toEqual(FILE_ERRORS.invalidFileType);
  });

  it('refuses a blocked extension, a missing name and an empty file at creation with the catalogue messages', async () => {
    const blocked = await tus.create(10, { filename: 'virus.exe' });
    expect(blocked.status).toBe(400);
    expect(await blocked.json()).toMatchObject({ message: blockedExtensionMessage('exe') });
    const unnamed = await tus.create(10, { filetype: 'application/pdf' });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toMatchObject({ message: 'Tên file không hợp lệ' });
    const empty = await tus.create(0, { filename: 'a.pdf' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'File trống không được phép tải lên' });
  });

  /** A creation request with headers the tus client of the tests would not send. */
  const createWith = async (headers: Record<string, string>) =>
    fetch(`${baseUrl}${TUS_PATH}`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        origin: TEST_ORIGIN,
        cookie: await sessionCookieOf(testApp.app, uploader),
        'Upload-Metadata': encodeMetadata({ filename: 'a.pdf' }),
        ...headers,
      },
    });

  it('refuses an upload of deferred length', async () => {
    const response = await createWith({ 'Upload-Defer-Length': '1' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(FILE_ERRORS.uploadLengthRequired);
  });

  it('answers an Upload-Concat request, an extension it does not offer, with a final 400 in the catalogue shape', async () => {
    const response = await createWith({ 'Upload-Concat': 'partial', 'Upload-Length': '10' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(FILE_ERRORS.uploadExtensionUnsupported);
  });

  it('refuses a browser request from another origin', async () => {
    const response = await fetch(`${baseUrl}${TUS_PATH}`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        origin: 'https://evil.example',
        cookie: await sessionCookieOf(testApp.app, uploader),
        'Upload-Length': '10',
        'Upload-Metadata': encodeMetadata({ filename: 'a.pdf' }),
      },
    });
    expect(response.status).toBe(403);
  });

  it('termination removes the upload and its bytes', async () => {
    const location = await start(100);
    await tus.patch(location, 0, Buffer.alloc(30));
    expect((await tus.remove(location)).status).toBe(204);
    expect((await tus.head(location)).status).toBe(404);
    expect((await filesUnder(tusDir())).filter((name) => location.endsWith(name.replace('.json', '')))).toEqual([]);
  });

  /** Sends the start of a PATCH of `declared` bytes, and cuts the connection once the server has stored some. */
  async function cutPatch(location: string, declared: number, sent: Buffer): Promise<void> {
    const stored = path.join(tusDir(), location.split('/').pop()!);
    const request = http.request(new URL(location, baseUrl), {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(declared),
        origin: TEST_ORIGIN,
        cookie: await sessionCookieOf(testApp.app, uploader),
      },
    });
    request.on('error', () => undefined);
    request.write(sent);
    // Cut once bytes are on the server's disk (read there: a HEAD would itself ask the PATCH to stop).
    while ((await fs.stat(stored)).size < MB) await new Promise((resolve) => setImmediate(resolve));
    request.destroy();
  }

  it('a PATCH cut off mid-way keeps what arrived and records nothing; the rest then completes the file', async () => {
    const before = await leftovers();
    const bytes = randomFileBytes(12 * MB + 5);
    const location = await start(bytes.length);
    await cutPatch(location, bytes.length, bytes.subarray(0, 4 * MB));
    expect((await leftovers()).rows).toBe(before.rows);

    // As a tus client resumes: ask the offset, send the rest from it (asked again if the cut PATCH was
    // still writing its last bytes when the offset was read).
    let last: Response;
    do {
      const offset = Number((await tus.head(location)).headers.get('upload-offset'));
      expect(offset).toBeGreaterThanOrEqual(MB);
      expect(offset).toBeLessThanOrEqual(4 * MB);
      last = await tus.patch(location, offset, bytes.subarray(offset));
    } while (last.status === 409);
    expect(last.status).toBe(200);
    const { file } = (await last.json()) as { file: TFile };
    const download = await uploader.client.get(`/api/v4/files/${file.id}/download`);
    expect(sha256(download.rawPayload)).toBe(sha256(bytes));
  });
});

describe('resumable uploads that expire', () => {
  let testApp: TestApp;
  let tus: ReturnType<typeof tusClient>;
  const tusDir = () => path.join(testApp.dataDir, 'uploads-tus');
  async function start(length: number) {
    const response = await tus.create(length, { filename: 'bai-giang.pdf', filetype: 'application/pdf' });
    expect(response.status).toBe(201);
    return response.headers.get('location')!;
  }

  beforeAll(async () => {
    testApp = await createTestApp('pglite', {}, { resumableUploadExpiryMs: 500 });
    const baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const uploader = await signUpUser(testApp.app);
    tus = tusClient(baseUrl, await sessionCookieOf(testApp.app, uploader));
  });
  afterAll(() => testApp.close());

  it('an upload abandoned half-way expires (410) and the sweep removes its bytes', async () => {
    const location = await start(100);
    await tus.patch(location, 0, Buffer.alloc(50));
    const id = location.split('/').pop()!;
    expect(await filesUnder(tusDir())).toEqual(expect.arrayContaining([id, `${id}.json`]));
    await new Promise((resolve) => setTimeout(resolve, 600));
    const late = await tus.patch(location, 50, Buffer.alloc(50));
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual(FILE_ERRORS.uploadExpired);
    expect(await testApp.resumableUploads.deleteExpired()).toBeGreaterThanOrEqual(1);
    const left = await filesUnder(tusDir());
    expect(left).not.toContain(id);
    expect(left).not.toContain(`${id}.json`);
  });
});
