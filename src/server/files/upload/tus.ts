// Resumable uploads: a tus 1.0 endpoint under /api/v4/uploads (creation,
// creation-with-upload, termination, expiration) served by @tus/server inside Fastify. The session,
// the Origin check and the security headers are Fastify's as on every route; the upload's bytes are read by
// tus straight from the request. A finished upload becomes a file through the same step as the multipart
// endpoint (service.uploadLocalFile: safety check, store by size, record, live event, preview job).
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import type { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { EVENTS, MemoryLocker, Server, Upload, type DataStore, type Locker, type ServerOptions } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD } from '../../../shared/constants';
import { descriptionErrorOf, ZFileDescription } from '../../../shared/files/contract';
import { joinTagList } from '../../../shared/files/document-info';
import { DOCUMENT_INFO_ERRORS, FILE_ERRORS, FILE_NOTICES, tooLargeMessage } from '../../../shared/files/messages';
import { validateUploadCandidate } from '../../../shared/files/upload-rules';
import { GENERIC_ERRORS, type ApiErrorBody } from '../../../shared/errors';
import { AUTH_ERRORS } from '../../../shared/auth-messages';
import type { SessionUser } from '../../auth';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { FilesService } from '../service';
import { createS3Client, type S3Settings } from '../../platform/storage/s3';
import { sendNodeResponse } from 'srvx/node';
import { TusFileStore, TusNodeRequest } from './tus-streams';

export const TUS_PATH = '/api/v4/uploads';
/** Unfinished uploads expire after a day; the periodic sweep removes their bytes (deleteExpired). */
export const TUS_EXPIRATION_MS = 24 * 60 * 60_000;
/** The header of the answer that finishes an upload: the id of the file it became (the body has the file). */
export const CREATED_FILE_HEADER = 'Upload-File-Id';
/** tus ids are the server's own (Uid.rand: 32 hex digits); anything else never reaches the store. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

export interface ResumableUploads {
  server: Server;
  /** What the store's ids start with before the id of the URL ('tus/' in S3). */
  idPrefix: string;
  /** Removes the bytes of unfinished uploads older than the expiry; resolves to how many went. */
  deleteExpired(): Promise<number>;
  /** Where the disk store keeps uploads in progress (DATA_DIR/uploads-tus); unused with S3. */
  directory: string;
  /** Gives an upload's declared length back to its uploader's daily allowance (a cancelled upload). */
  releaseReservation(uploadId: string): Promise<void>;
}

/** Parts in S3 (STORAGE_DRIVER=s3): in the storage bucket under `tus/`. */
export const S3_UPLOAD_PREFIX = 'tus/';

export interface ResumableUploadsOptions {
  dataDir: string;
  /** Where a finished upload in S3 is read back to before it is stored (Storage.tempDir). */
  tempDir: string;
  /** With the s3 driver the parts go to this bucket; without, to DATA_DIR/uploads-tus. */
  s3?: { settings: S3Settings; bucket: string };
  service: FilesService;
  log: (error: unknown, message: string) => void;
  /** The expiry of unfinished uploads (default TUS_EXPIRATION_MS; tests shorten it). */
  expirationMs?: number;
  /** Locks an upload while a request writes it (default: in this process only). */
  locker?: Locker;
}

/**
 * @tus/s3-store's termination aborts the multipart upload and deletes the upload's object and its
 * `.info`, but leaves the remainder waiting in `<id>.part` (the bytes past the last whole part, under
 * 5 MB): it goes too.
 */
class TusS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    await super.remove(id);
    await this.client.deleteObject({ Bucket: this.bucket, Key: `${id}.part` });
  }
}

/**
 * What Fastify checked for each request in flight, handed to tus: the signed-in user and, for HEAD, PATCH and
 * DELETE, the store id of the upload whose owner was compared with that user. tus acts on this id and never
 * reads one from the URL again: its own parser takes the last `/` segment of the whole URL, query and
 * fragment included, so `/uploads/{own}?/{victim}` was checked as `own` and acted on as `victim`.
 */
interface CheckedRequest {
  user: SessionUser;
  uploadId?: string;
}
const checkedRequests = new WeakMap<IncomingMessage, CheckedRequest>();

function checkedRequestOf(req: TusRequest): CheckedRequest {
  const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const checked = raw && checkedRequests.get(raw);
  // Every request passes the session check before tus sees it (tusRoutes): this is a bug, not a user error.
  if (!checked) throw new Error('a tus request without a checked session');
  return checked;
}

const userOf = (req: TusRequest): SessionUser => checkedRequestOf(req).user;

/** The upload's row in the daily allowance (uploadUsage), written at its creation. */
const reservationIdOf = (uploadId: string) => `tus:${uploadId}`;

/** A tus hook's refusal: our JSON error body with its status (tus writes it as the answer). */
function refusal(status: number, body: ApiErrorBody) {
  return { status_code: status, body: JSON.stringify(body) };
}

export function createResumableUploads(options: ResumableUploadsOptions): ResumableUploads {
  const directory = path.join(options.dataDir, 'uploads-tus');
  const expirationPeriodInMilliseconds = options.expirationMs ?? TUS_EXPIRATION_MS;
  const s3 = options.s3;
  // The id of an upload in the store; the URL carries only its last part (S3 keys are `tus/<id>`).
  const idPrefix = s3 ? S3_UPLOAD_PREFIX : '';
  const s3Client = s3 ? createS3Client(s3.settings) : undefined;
  const datastore: DataStore = s3
    ? new TusS3Store({
        partSize: 8 * 1024 * 1024,
        expirationPeriodInMilliseconds,
        s3ClientConfig: {
          bucket: s3.bucket,
          endpoint: s3.settings.endpoint,
          region: s3.settings.region,
          forcePathStyle: s3.settings.forcePathStyle,
          credentials:
            s3.settings.accessKeyId && s3.settings.secretAccessKey
              ? { accessKeyId: s3.settings.accessKeyId, secretAccessKey: s3.settings.secretAccessKey }
              : undefined,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        },
      })
    : new TusFileStore({ directory, expirationPeriodInMilliseconds });

  // An upload that became a file is gone from the store, but tus reads it once more after onUploadFinish
  // when the POST itself finished it (creation-with-upload): it is remembered until the answer is sent.
  const finishing = new Map<string, Upload>();
  const storedUpload = datastore.getUpload.bind(datastore);
  datastore.getUpload = async (id: string) => finishing.get(id) ?? storedUpload(id);

  /** The finished bytes as a local file: the disk store's own file, or a copy of the S3 object. */
  async function localCopyOf(upload: Upload): Promise<{ localPath: string; temporary: boolean }> {
    if (!s3) return { localPath: path.join(directory, upload.id), temporary: false };
    const localPath = path.join(options.tempDir, `tus-${randomUUID()}.part`);
    await pipeline(await (datastore as S3Store).read(upload.id), fs.createWriteStream(localPath));
    return { localPath, temporary: true };
  }

  async function removeUpload(id: string): Promise<void> {
    if (s3 && s3Client) {
      // Completed in S3, the multipart upload cannot be aborted: its objects are deleted.
      // One by one: not every S3-compatible service has DeleteObjects.
      for (const key of [id, `${id}.info`, `${id}.part`]) {
        await s3Client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
      }
      return;
    }
    // The bytes may already be in a store (the disk driver moves them): the metadata goes in any case.
    await fsp.rm(path.join(directory, id), { force: true });
    await (datastore as FileStore).configstore.delete(id).catch(() => undefined);
  }

  const server = new Server({
    path: TUS_PATH,
    datastore,
    locker: options.locker ?? new MemoryLocker(),
    maxSize: UPLOAD.maxBytes,
    relativeLocation: true,
    // Same-origin only (the Origin check runs before): no Access-Control-Allow-Origin on any answer.
    allowedOrigins: () => false,
    // Only the server names uploads; the owner is recorded in the metadata (onUploadCreate).
    namingFunction: () => idPrefix + randomUUID().replace(/-/g, ''),
    generateUrl: (_req, { path: base, id }) => `${base}/${id.slice(idPrefix.length)}`,
    getFileIdFromRequest: (req) => checkedRequestOf(req).uploadId,
    async onUploadCreate(req, upload) {
      const user = userOf(req);
      const metadata = upload.metadata ?? {};
      // The safety check needs the size at creation: an upload of unknown length is refused.
      if (upload.size === undefined) throw refusal(400, FILE_ERRORS.uploadLengthRequired);
      const filename = metadata.filename ?? metadata.name ?? '';
      const filetype = metadata.filetype ?? metadata.type ?? '';
      const check = validateUploadCandidate({ name: filename, size: upload.size, type: filetype });
      if (!check.ok)
        throw refusal(check.code === 'FILE_TOO_LARGE' ? 413 : 400, { code: check.code, message: check.message });
      const description = ZFileDescription.safeParse(metadata.description ?? '');
      if (!description.success) throw refusal(400, descriptionErrorOf(description.error));
      const details = options.service.checkDocumentDetails(
        {
          title: metadata.title ?? undefined,
          subject: metadata.subject ?? undefined,
          level: metadata.level ?? undefined,
          tags: metadata.tags ?? undefined,
        },
        check.name,
      );
      if (!details.ok) throw refusal(400, DOCUMENT_INFO_ERRORS[details.problem]);
      // The declared length counts against the day's allowance from now: unfinished uploads fill a disk too.
      await options.service.reserveUpload(reservationIdOf(upload.id), user, upload.size).catch((error: unknown) => {
        if (error instanceof AppError) throw refusal(error.statusCode, error.toBody());
        options.log(error, 'reserving a resumable upload failed');
        throw refusal(503, GENERIC_ERRORS.serviceUnavailable);
      });
      return {
        metadata: {
          filename: check.name,
          filetype,
          description: description.data,
          // As stored: checked again, against the same rules, when the upload finishes.
          title: details.value.title ?? '',
          subject: details.value.subject ?? '',
          level: details.value.level ?? '',
          tags: joinTagList(details.value.tags),
          // Public by default.
          isPublic: metadata.isPublic === 'false' ? 'false' : 'true',
          // Set here whatever the client sent: HEAD, PATCH and DELETE compare it with the caller.
          ownerId: user.id,
        },
      };
    },
    async onUploadFinish(req, upload) {
      const user = userOf(req);
      const metadata = upload.metadata ?? {};
      let local: { localPath: string; temporary: boolean } | undefined;
      try {
        local = await localCopyOf(upload);
        const file = await options.service.uploadLocalFile(
          {
            fileId: randomUUID(),
            localPath: local.localPath,
            size: upload.offset,
            filename: metadata.filename ?? '',
            declaredType: metadata.filetype ?? '',
            description: metadata.description || null,
            details: {
              title: metadata.title ?? '',
              subject: metadata.subject ?? '',
              level: metadata.level ?? '',
              tags: metadata.tags ?? '',
            },
          },
          user,
          metadata.isPublic !== 'false',
          { reservationId: reservationIdOf(upload.id) },
        );
        finishing.set(upload.id, new Upload({ ...upload, offset: upload.size ?? upload.offset }));
        setTimeout(() => finishing.delete(upload.id), 60_000).unref();
        return {
          status_code: 200,
          headers: { [CREATED_FILE_HEADER]: file.id, 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ file, message: FILE_NOTICES.uploaded }),
        };
      } catch (error) {
        if (error instanceof AppError) throw refusal(error.statusCode, error.toBody());
        options.log(error, 'finishing a resumable upload failed');
        throw refusal(500, GENERIC_ERRORS.internal);
      } finally {
        if (local?.temporary) await fsp.rm(local.localPath, { force: true });
        // Done or refused, the upload is over: a refusal of the finished bytes is final.
        await removeUpload(upload.id).catch((error) => options.log(error, 'removing a finished tus upload'));
      }
    },
    onResponseError(req, error) {
      const status = 'status_code' in error ? error.status_code : 500;
      // Our own refusals are already JSON.
      if ('body' in error && typeof error.body === 'string' && error.body.startsWith('{')) {
        return { status_code: status, body: error.body };
      }
      switch (status) {
        case 404:
          return refusal(404, FILE_ERRORS.uploadSessionNotFound);
        case 409:
          return refusal(409, FILE_ERRORS.uploadOffsetMismatch);
        case 410:
          return refusal(410, FILE_ERRORS.uploadExpired);
        case 413: {
          const declared = Number(req.headers.get('upload-length'));
          if (req.method === 'POST' && Number.isFinite(declared)) {
            return refusal(413, { code: FILE_ERRORS.tooLargeStreamed.code, message: tooLargeMessage(declared) });
          }
          return refusal(413, FILE_ERRORS.tooLargeStreamed);
        }
        case 501:
          // A tus extension the server does not offer (Upload-Concat): the client's choice, not our fault, and
          // final. 400, not tus's 501: tus clients retry every answer that is not a 4xx.
          return refusal(400, FILE_ERRORS.uploadExtensionUnsupported);
        default:
          if (status >= 500) {
            options.log(error, 'a resumable upload request failed');
            return refusal(status, GENERIC_ERRORS.internal);
          }
          return refusal(status, FILE_ERRORS.uploadBadRequest);
      }
    },
  });

  server.on(EVENTS.POST_FINISH, (_req, _res, upload) => finishing.delete(upload.id));

  return {
    server,
    directory,
    idPrefix,
    deleteExpired: () => server.cleanUpExpiredUploads(),
    releaseReservation: (uploadId) => options.service.releaseUploadReservation(reservationIdOf(uploadId)),
  };
}

/** Mounts the endpoint: Fastify checks the session and the owner, then hands the raw request to tus. */
export async function resumableUploadRoutes(
  app: FastifyInstance,
  { ctx, uploads }: { ctx: AppContext; uploads: ResumableUploads },
): Promise<void> {
  // tus reads the body itself: Fastify must not.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  async function handle(request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) {
    const user = await ctx.requireSessionUser(request);
    if (request.method === 'POST' && ctx.config.auth.requireEmailVerification && !user.emailVerified) {
      throw AppError.from(403, AUTH_ERRORS.emailNotVerified);
    }
    // The id is parsed once, by Fastify's router (the path only, decoded), and the same value is both
    // checked here and acted on by tus (getFileIdFromRequest).
    const id = request.params.id;
    let uploadId: string | undefined;
    if (id !== undefined) {
      // Another user's upload, or one that never was, is not found.
      if (!UPLOAD_ID.test(id)) throw AppError.from(404, FILE_ERRORS.uploadSessionNotFound);
      uploadId = uploads.idPrefix + id;
      const upload = await uploads.server.datastore.getUpload(uploadId).catch(() => null);
      if (!upload || upload.metadata?.ownerId !== user.id) {
        throw AppError.from(404, FILE_ERRORS.uploadSessionNotFound);
      }
    }
    // Cancelled by its uploader: what it declared no longer counts against the day's allowance. Given back
    // before tus answers, so the uploader's next upload already sees it.
    if (request.method === 'DELETE' && uploadId) await uploads.releaseReservation(uploadId);
    checkedRequests.set(request.raw, { user, uploadId });
    reply.hijack();
    // The security headers Fastify's hooks set stay on tus's answer; error bodies are our JSON.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.setHeader('Content-Type', 'application/json; charset=utf-8');
    reply.raw.setHeader('Cache-Control', 'no-store');
    // As server.handle(request.raw, reply.raw), with the body read as tus-streams.ts says.
    const answer = await uploads.server.handleWeb(new TusNodeRequest({ req: request.raw, res: reply.raw }));
    await sendNodeResponse(reply.raw, answer);
  }

  // As the multipart route: a PATCH may take long, but never sit silent (http/body-timeouts.ts).
  const config = { streamsUpload: true };
  app.route({ method: ['POST', 'OPTIONS'], url: TUS_PATH, config, handler: handle });
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${TUS_PATH}/:id`, config, handler: handle });
}
