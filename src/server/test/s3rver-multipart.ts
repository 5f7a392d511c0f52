// The multipart calls s3rver 3.7 lacks and @tus/s3-store makes (RESUMABLE_UPLOAD_STORE=s3): ListParts,
// AbortMultipartUpload and ListMultipartUploads, answered in front of s3rver from the parts s3rver itself
// keeps for an upload in progress. s3rver's stores/filesystem.js keeps them in
// DIR/<bucket>/._S3rver_uploads/<uploadId>/: the object's key in `key`, each part as `<number>` with its
// MD5 (the part's ETag) in `<number>.md5`; completing or aborting the upload removes the folder. Every
// other request goes to s3rver. The request signature is not checked on these three.
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const UPLOADS_FOLDER = '._S3rver_uploads';
const XML_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

type MultipartCall =
  | { kind: 'listParts' | 'abort'; bucket: string; key: string; uploadId: string; partNumberMarker: number }
  | { kind: 'listUploads'; bucket: string };

/** The call a request makes when it is one of the three, else undefined (s3rver answers it). */
export function multipartCallOf(request: IncomingMessage): MultipartCall | undefined {
  const url = new URL(request.url ?? '/', 'http://s3rver');
  // Path-style addressing (forcePathStyle): /<bucket>/<key>.
  const [, bucket = '', ...keyParts] = url.pathname.split('/');
  const key = decodeURIComponent(keyParts.join('/'));
  const uploadId = url.searchParams.get('uploadId');
  if (bucket && key && uploadId && !url.searchParams.has('partNumber')) {
    const partNumberMarker = Number(url.searchParams.get('part-number-marker') ?? 0);
    if (request.method === 'GET') return { kind: 'listParts', bucket, key, uploadId, partNumberMarker };
    if (request.method === 'DELETE') return { kind: 'abort', bucket, key, uploadId, partNumberMarker };
  }
  if (bucket && !key && request.method === 'GET' && url.searchParams.has('uploads')) {
    return { kind: 'listUploads', bucket };
  }
  return undefined;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

function sendXml(response: ServerResponse, status: number, body: string) {
  response
    .writeHead(status, { 'Content-Type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function sendNoSuchUpload(response: ServerResponse, uploadId: string) {
  sendXml(
    response,
    404,
    `<Error><Code>NoSuchUpload</Code><Message>The specified multipart upload does not exist.</Message>` +
      `<UploadId>${escapeXml(uploadId)}</UploadId></Error>`,
  );
}

/** Answers one of the three calls from DIR (s3rver's `directory`). */
export async function answerMultipartCall(
  directory: string,
  call: MultipartCall,
  response: ServerResponse,
): Promise<void> {
  const uploadsDir = path.join(directory, call.bucket, UPLOADS_FOLDER);
  if (call.kind === 'listUploads') {
    const uploads = await listUploads(uploadsDir);
    sendXml(
      response,
      200,
      `<ListMultipartUploadsResult xmlns="${XML_NAMESPACE}"><Bucket>${escapeXml(call.bucket)}</Bucket>` +
        `<IsTruncated>false</IsTruncated>` +
        uploads
          .map(
            (upload) =>
              `<Upload><Key>${escapeXml(upload.key)}</Key><UploadId>${upload.uploadId}</UploadId>` +
              `<Initiated>${upload.initiated.toISOString()}</Initiated></Upload>`,
          )
          .join('') +
        `</ListMultipartUploadsResult>`,
    );
    return;
  }

  const uploadDir = path.join(uploadsDir, path.basename(call.uploadId));
  const storedKey = await fs.readFile(path.join(uploadDir, 'key'), 'utf8').catch(() => undefined);
  if (storedKey !== call.key) return sendNoSuchUpload(response, call.uploadId);
  if (call.kind === 'abort') {
    await fs.rm(uploadDir, { recursive: true, force: true });
    response.writeHead(204).end();
    return;
  }
  const parts = (await listParts(uploadDir)).filter((part) => part.number > call.partNumberMarker);
  sendXml(
    response,
    200,
    `<ListPartsResult xmlns="${XML_NAMESPACE}"><Bucket>${escapeXml(call.bucket)}</Bucket>` +
      `<Key>${escapeXml(call.key)}</Key><UploadId>${call.uploadId}</UploadId>` +
      `<PartNumberMarker>${call.partNumberMarker}</PartNumberMarker><IsTruncated>false</IsTruncated>` +
      parts
        .map(
          (part) =>
            `<Part><PartNumber>${part.number}</PartNumber><LastModified>${part.modifiedAt.toISOString()}</LastModified>` +
            `<ETag>"${part.md5}"</ETag><Size>${part.size}</Size></Part>`,
        )
        .join('') +
      `</ListPartsResult>`,
  );
}

/** The parts stored so far, by number; a part still being written has no `.md5` yet and is left out. */
async function listParts(uploadDir: string) {
  const names = await fs.readdir(uploadDir);
  const parts = await Promise.all(
    names
      .filter((name) => /^\d+$/.test(name) && names.includes(`${name}.md5`))
      .map(async (name) => {
        const [stats, md5] = await Promise.all([
          fs.stat(path.join(uploadDir, name)),
          fs.readFile(path.join(uploadDir, `${name}.md5`), 'utf8'),
        ]);
        return { number: Number(name), size: stats.size, md5: md5.trim(), modifiedAt: stats.mtime };
      }),
  );
  return parts.sort((a, b) => a.number - b.number);
}

/** The uploads in progress in a bucket; one was initiated when s3rver wrote its `key` file. */
async function listUploads(uploadsDir: string) {
  const uploadIds = await fs.readdir(uploadsDir).catch(() => [] as string[]);
  const uploads = await Promise.all(
    uploadIds.map(async (uploadId) => {
      const keyFile = path.join(uploadsDir, uploadId, 'key');
      const [key, stats] = await Promise.all([fs.readFile(keyFile, 'utf8'), fs.stat(keyFile)]).catch(
        () => [undefined, undefined] as const,
      );
      return key && stats ? { key, uploadId, initiated: stats.mtime } : undefined;
    }),
  );
  return uploads.filter((upload) => upload !== undefined);
}
