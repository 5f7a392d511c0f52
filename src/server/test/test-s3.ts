// The S3-compatible test server (s3rver, DESIGN.md "Verified on this platform") with the media and storage
// buckets, a client for it, and the settings that point an app at it. Shared by the S3 tests.
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Client } from '../files/storage/s3';

export const TEST_BUCKETS = { media: 'media-files', storage: 'storage-files' } as const;

export async function startTestS3(workDir: string) {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(workDir, 's3rver'),
    configureBuckets: [{ name: TEST_BUCKETS.media }, { name: TEST_BUCKETS.storage }],
  });
  const { port } = await server.run();
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
    close: () => server.close(),
  };
}

export type TestS3 = Awaited<ReturnType<typeof startTestS3>>;
