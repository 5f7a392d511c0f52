// Helpers of the files API tests: a multipart body builder, an upload call and a user factory.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TFile } from '../../shared/files/contract';
import { TEST_ORIGIN, TestClient } from './test-app';

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  /** Makes the part a file part. */
  filename?: string;
  type?: string;
}

export function buildMultipart(parts: MultipartPart[], boundary = `----test-${randomUUID()}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Random bytes an upload accepts: the first byte is `%` (as a PDF's), which no refused content signature
 * starts with (content-signature.ts), so a test never draws `MZ` or `#!` by chance (1 in 32,768).
 */
export function randomFileBytes(size: number): Buffer<ArrayBuffer> {
  const bytes = randomBytes(size);
  if (size > 0) bytes[0] = 0x25;
  return bytes;
}

export interface TestFileOptions {
  name?: string;
  content?: string | Buffer;
  type?: string;
  description?: string;
}

export const UPLOAD_URL = '/api/v4/files/public/upload';

export function uploadTestFile(client: TestClient, options: TestFileOptions = {}): Promise<LightMyRequestResponse> {
  const parts: MultipartPart[] = [];
  if (options.description !== undefined) parts.push({ name: 'description', value: options.description });
  parts.push({
    name: 'file',
    filename: options.name ?? 'ghi-chu.txt',
    type: options.type ?? 'text/plain',
    value: options.content ?? 'Xin chào, đây là một tài liệu.',
  });
  const { payload, contentType } = buildMultipart(parts);
  return client.request({ method: 'POST', url: UPLOAD_URL, payload, headers: { 'content-type': contentType } });
}

/** Uploads and returns the created file, failing loudly when the upload is refused. */
export async function createTestFile(client: TestClient, options: TestFileOptions = {}): Promise<TFile> {
  const response = await uploadTestFile(client, options);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { file: TFile }).file;
}

export interface SignedInUser {
  client: TestClient;
  id: string;
  email: string;
  password: string;
  name: string;
}

/** A new account, signed in on its own client. */
export async function signUpUser(app: FastifyInstance, name = 'Người Dùng'): Promise<SignedInUser> {
  const client = new TestClient(app);
  const { email, password, user } = await client.signUp(undefined, undefined, name);
  return { client, id: user.id, email, password, name };
}

/** A fresh session cookie header for the user, for requests to a listening server. */
export async function sessionCookieOf(app: FastifyInstance, user: SignedInUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v4/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Files under a directory (relative paths, sorted); a missing directory holds none. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
