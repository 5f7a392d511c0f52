// The S3-compatible test server (s3rver) with the media and storage
// buckets, a client for it, and the settings that point an app at it. Shared by the S3 tests. s3rver
// serves as a request handler of our own HTTP server, behind the multipart calls it lacks
// (s3rver-multipart.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Client } from '../platform/storage/s3';
import { answerMultipartCall, multipartCallOf } from './s3rver-multipart';

export const TEST_BUCKETS = { media: 'media-files', storage: 'storage-files' } as const;

export async function startTestS3(workDir: string) {
  const directory = path.join(workDir, 's3rver');
  const s3rver = new S3rver({
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKETS.media }, { name: TEST_BUCKETS.storage }],
  });
  await s3rver.configureBuckets();
  const serveS3rver = s3rver.getMiddleware();
  const server = http.createServer((request, response) => {
    const call = multipartCallOf(request);
    if (!call) return serveS3rver(request, response);
    request.resume();
    answerMultipartCall(directory, call, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    client: createS3Client({
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    /** The environment of an app whose stores are these buckets. */
    appEnv: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_MEDIA_BUCKET: TEST_BUCKETS.media,
      S3_STORAGE_BUCKET: TEST_BUCKETS.storage,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type TestS3 = Awaited<ReturnType<typeof startTestS3>>;
