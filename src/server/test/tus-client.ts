// A tiny tus 1.0 client over fetch for the tests of the resumable upload endpoint.
import { TEST_ORIGIN } from './test-app';
import { TUS_PATH } from '../files/upload/tus';

export const encodeMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** A tiny tus client over fetch, with the session cookie and the site's Origin. */
export function tusClient(baseUrl: string, cookie: string, origin = TEST_ORIGIN) {
  const headers = (extra: Record<string, string> = {}) => ({
    'Tus-Resumable': '1.0.0',
    origin,
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  return {
    create(length: number, metadata: Record<string, string>, body?: Buffer) {
      return fetch(`${baseUrl}${TUS_PATH}`, {
        method: 'POST',
        headers: headers({
          'Upload-Length': String(length),
          'Upload-Metadata': encodeMetadata(metadata),
          ...(body ? { 'Content-Type': 'application/offset+octet-stream' } : {}),
        }),
        body: body ? new Uint8Array(body) : undefined,
      });
    },
    patch(location: string, offset: number, body: Buffer) {
      return fetch(new URL(location, baseUrl), {
        method: 'PATCH',
        headers: headers({ 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }),
        body: new Uint8Array(body),
      });
    },
    head(location: string) {
      return fetch(new URL(location, baseUrl), { method: 'HEAD', headers: headers() });
    },
    remove(location: string) {
      return fetch(new URL(location, baseUrl), { method: 'DELETE', headers: headers() });
    },
  };
}
