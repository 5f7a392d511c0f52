// The `s3` driver: any S3-compatible service. Files of the `storage` store (>= 10 MB) go up as a
// multipart upload whose id is recorded (the first version's s3Metadata.uploadId); small ones in one PUT.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { ObjectNotFoundError, type ObjectStore, type StoreName } from './types';

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

const PART_SIZE = 8 * 1024 * 1024;
const PARALLEL_PARTS = 4;
/** Below this the whole file goes in one PUT. */
const MULTIPART_FROM = 10 * 1024 * 1024;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: S3-compatible services (MinIO, R2, s3rver) differ here.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
}

export function createS3Store(name: StoreName, client: S3Client, bucket: string): ObjectStore {
  async function putMultipart(key: string, localPath: string, size: number, mimeType: string) {
    const created = await client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: mimeType }),
    );
    const uploadId = created.UploadId;
    if (!uploadId) throw new Error('S3 did not return an upload id');
    try {
      const partCount = Math.ceil(size / PART_SIZE);
      const etags: string[] = new Array<string>(partCount);
      let next = 0;
      const worker = async () => {
        while (next < partCount) {
          const index = next++;
          const start = index * PART_SIZE;
          const end = Math.min(size, start + PART_SIZE) - 1;
          const part = await client.send(
            new UploadPartCommand({
              Bucket: bucket,
              Key: key,
              UploadId: uploadId,
              PartNumber: index + 1,
              ContentLength: end - start + 1,
              Body: fs.createReadStream(localPath, { start, end }),
            }),
          );
          etags[index] = part.ETag ?? '';
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, partCount) }, worker));
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: etags.map((ETag, index) => ({ ETag, PartNumber: index + 1 })) },
        }),
      );
      return uploadId;
    } catch (error) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
        .catch(() => {});
      throw error;
    }
  }

  return {
    name,
    async putFile(key, localPath, { size, mimeType }) {
      if (size >= MULTIPART_FROM) return { uploadId: await putMultipart(key, localPath, size, mimeType) };
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          ContentType: mimeType,
          ContentLength: size,
          Body: fs.createReadStream(localPath),
        }),
      );
      return {};
    },
    async open(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || error instanceof NotFound) throw new ObjectNotFoundError(key);
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return false;
        throw error;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) throw new ObjectNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list(prefix) {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        const objects = (page.Contents ?? []).flatMap((object) =>
          object.Key && object.LastModified ? [{ key: object.Key, modifiedAt: object.LastModified }] : [],
        );
        if (objects.length > 0) yield objects;
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
    async probe() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
