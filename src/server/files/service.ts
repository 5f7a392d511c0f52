// The files domain's logic: access checks (docs/product-rules.md, Files: every rule enforced here, not only in the
// browser), counters and the live events every change publishes. Routes stay thin and call these.
import type { Readable } from 'node:stream';
import {
  encodeListCursor,
  isUuid,
  type TAuthorSummary,
  type TFile,
  type TFileListQuery,
  type TMyFileCounts,
  type TMyFileList,
  type TUpdateFileChanges,
} from '../../shared/files/contract';
import {
  checkDocumentDetails,
  checkSubject,
  normalizeTitle,
  type DocumentDetails,
  type DocumentDetailsText,
  type DocumentInfoCheck,
} from '../../shared/files/document-info';
import {
  bytesRemainWarning,
  DEFAULT_DOCUMENT_SUBJECTS,
  DOCUMENT_INFO_ERRORS,
  FILE_ERRORS,
  FILE_NOTICES,
  uploadQuotaExceeded,
} from '../../shared/files/messages';
import type { SessionUser } from '../auth';
import { isDatabaseUnavailableError, isForeignKeyViolation } from '../db/availability';
import type { MainDb } from '../db/connect';
import { GENERIC_ERRORS } from '../../shared/errors';
import { MODERATION_ERRORS } from '../../shared/moderation/messages';
import { AppError } from '../http/app-error';
import type { EventBus, FileChange } from '../live';
import type { FileListJson, ListCache, LoadedListPage } from './list-cache';
import { createCommentsService } from './comments/service';
import { presentAuthor, presentFile } from './present';
import * as queries from './queries';
import { ObjectNotFoundError, type ByteRange, type Storage } from '../platform/storage/types';
import fsp from 'node:fs/promises';
import {
  receiveUploadBytes,
  storeLocalFile,
  type LocalFile,
  type ReceivedBytes,
  type ReceivedUpload,
  type UploadFilePart,
  type UploadForm,
} from './upload/upload';

export interface FilesServiceDeps {
  db: MainDb;
  storage: Storage;
  events: EventBus;
  /** Pages of lists kept as written (list-cache.ts); it hears of changes through `events`. */
  listCache: ListCache;
  log: (error: unknown, message: string) => void;
  /** What one account may upload in 24 hours, in bytes; 0 sets no limit (UPLOAD_QUOTA_MB_PER_DAY). */
  uploadQuotaBytesPerDay?: number;
  /** The subjects a document may be filed under (DOCUMENT_SUBJECTS). */
  documentSubjects?: readonly string[];
}

export type FilesService = ReturnType<typeof createFilesService>;

export type { FileListJson } from './list-cache';

export function createFilesService({
  db,
  storage,
  events,
  listCache,
  log,
  uploadQuotaBytesPerDay = 0,
  documentSubjects = DEFAULT_DOCUMENT_SUBJECTS,
}: FilesServiceDeps) {
  const publish = (change: FileChange) =>
    events.publish(change).catch((error) => log(error, 'publishing an event failed'));
  const overQuota = () => AppError.from(429, uploadQuotaExceeded(uploadQuotaBytesPerDay));

  /**
   * A file the caller may read: public, or their own. Anything else is 404 or 403 (the file detail page tells the two
   * apart). A file hidden by moderation does not exist for anyone but its owner (404, not the 403 of a private file);
   * an admin (`asAdmin`) may still read one that was public, to judge it.
   */
  async function requireReadable(
    fileId: string,
    callerId: string | null,
    asAdmin = false,
  ): Promise<queries.FileWithFlags> {
    if (!isUuid(fileId)) throw AppError.from(404, FILE_ERRORS.fileNotFound);
    const row = await queries.findFileWithFlags(db, fileId, callerId);
    if (!row) throw AppError.from(404, FILE_ERRORS.fileNotFound);
    if (row.userId === callerId) return row;
    if (row.moderationHiddenAt) {
      if (asAdmin && row.publicBeforeHide) return row;
      throw AppError.from(404, FILE_ERRORS.fileNotFound);
    }
    if (!row.isPublic) throw AppError.from(403, FILE_ERRORS.fileForbidden);
    return row;
  }

  /**
   * A visitor's download: a public file whose owner allows it. Anything else is the sign-in refusal every
   * visitor's download had before the switch (a private, hidden or missing file included: nothing is told).
   */
  async function requireVisitorDownloadable(fileId: string): Promise<queries.FileWithFlags> {
    const row = await requireReadable(fileId, null).catch(() => null);
    if (!row?.allowVisitorDownload) throw AppError.from(401, GENERIC_ERRORS.unauthorized);
    return row;
  }

  async function requireOwned(fileId: string, user: SessionUser): Promise<queries.FileWithFlags> {
    const row = await requireReadable(fileId, user.id);
    if (row.userId !== user.id) throw AppError.from(403, FILE_ERRORS.notOwner);
    return row;
  }

  /** The value of a check of document-info.ts, or its catalogue 400. */
  function valueOf<T>(check: DocumentInfoCheck<T>): T {
    if (!check.ok) throw AppError.from(400, DOCUMENT_INFO_ERRORS[check.problem]);
    return check.value;
  }

  /** An upload's title, subject, level and tags, checked before its bytes are stored (nothing is kept on a 400). */
  function requireDocumentDetails(text: DocumentDetailsText, filename: string): DocumentDetails {
    return valueOf(checkDocumentDetails(text, filename, documentSubjects));
  }

  return {
    requireReadable,
    requireVisitorDownloadable,

    /** Comments on documents (comments/service.ts); /admin acts on their reports through it. */
    comments: createCommentsService({ db, requireReadable, publish }),

    /** The same check for a resumable upload's metadata, at its creation (tus.ts). */
    checkDocumentDetails: (text: DocumentDetailsText, filename: string) =>
      checkDocumentDetails(text, filename, documentSubjects),

    /**
     * Before an upload's bytes are read: refused when the account's allowance of the day is spent, or would be
     * by the `declaredBytes` the request announces (Content-Length, tus's Upload-Length).
     */
    async checkUploadAllowance(user: SessionUser, declaredBytes = 0): Promise<void> {
      if (uploadQuotaBytesPerDay <= 0) return;
      const used = await queries.uploadedBytesOfLastDay(db, user.id);
      if (used >= uploadQuotaBytesPerDay || used + declaredBytes > uploadQuotaBytesPerDay) throw overQuota();
    },

    /** A resumable upload counts its declared length from its creation (its id: `tus:{upload id}`). */
    async reserveUpload(reservationId: string, user: SessionUser, bytes: number): Promise<void> {
      const reservation = { id: reservationId, userId: user.id, bytes, quotaBytes: uploadQuotaBytesPerDay };
      if (!(await queries.reserveUploadBytes(db, reservation))) throw overQuota();
    },

    releaseUploadReservation(reservationId: string): Promise<void> {
      return queries.releaseUploadReservation(db, reservationId);
    },

    /** An upload, first step: the file part's bytes into a temporary file (refused early when they must be). */
    receiveUploadBytes(part: UploadFilePart): Promise<ReceivedBytes> {
      return receiveUploadBytes(part, storage);
    },

    /** An upload, once the whole form is read: the check, store, record and live event; the temporary file goes. */
    async upload(form: UploadForm, user: SessionUser): Promise<TFile> {
      try {
        const details = requireDocumentDetails(form.details, form.bytes.filename);
        const file = { ...form.bytes, description: form.description, details: form.details };
        const allowance = { quotaBytes: uploadQuotaBytesPerDay };
        const received = await storeLocalFile(file, storage, log);
        return await recordUpload(received, details, user, form.isPublic, allowance);
      } finally {
        await fsp.rm(form.bytes.localPath, { force: true });
      }
    },

    /**
     * A finished resumable upload (tus.ts): the same check, store, record and live event as `upload`.
     * `file.localPath` is moved or copied into the store; the caller removes what is left of it.
     */
    async uploadLocalFile(
      file: LocalFile,
      user: SessionUser,
      isPublic: boolean,
      allowance: queries.UploadAllowance,
    ): Promise<TFile> {
      const details = requireDocumentDetails(file.details, file.filename);
      return recordUpload(await storeLocalFile(file, storage, log), details, user, isPublic, allowance);
    },

    async getFile(fileId: string, callerId: string | null, asAdmin = false): Promise<TFile> {
      return presentFile(await requireReadable(fileId, callerId, asAdmin), callerId, asAdmin);
    },

    listMine(list: TMyFileList, user: SessionUser, page: TFileListQuery): Promise<FileListJson> {
      // The uploaded list is the caller's author page as its author sees it: one kept page for both.
      const key =
        list === 'uploaded'
          ? { list: 'author' as const, viewerId: user.id, authorId: user.id }
          : { list, viewerId: user.id, authorId: null };
      return listCache.get({ ...key, ...page }, async () =>
        toPage(await queries.listMyFiles(db, list, user.id, page), page.limit),
      );
    },

    countMine(user: SessionUser): Promise<TMyFileCounts> {
      return queries.countMyFiles(db, user.id);
    },

    async getAuthor(authorId: string, callerId: string | null): Promise<TAuthorSummary> {
      const author = await queries.findUser(db, authorId);
      if (!author) throw AppError.from(404, FILE_ERRORS.userNotFound);
      const summary = await queries.summarizeAuthorFiles(db, authorId, callerId);
      return presentAuthor(author, summary, callerId);
    },

    listAuthorFiles(authorId: string, callerId: string | null, page: TFileListQuery): Promise<FileListJson> {
      return listCache.get({ list: 'author', viewerId: callerId, authorId, ...page }, async () => {
        const result = await queries.listAuthorFiles(db, authorId, callerId, page);
        // Files are deleted with their author, so a page with files proves the author exists: only an
        // empty page looks the author up (one round trip less on every author page).
        if (result.files.length === 0 && !(await queries.findUser(db, authorId))) {
          throw AppError.from(404, FILE_ERRORS.userNotFound);
        }
        return toPage(result, page.limit);
      });
    },

    async update(fileId: string, user: SessionUser, changes: TUpdateFileChanges): Promise<TFile> {
      const before = await requireOwned(fileId, user);
      const fields: queries.FileFieldChanges = {};
      // An empty description is stored as null.
      if (changes.description !== undefined) fields.description = changes.description?.trim() || null;
      if (changes.isPublic !== undefined) fields.isPublic = changes.isPublic;
      if (changes.allowVisitorDownload !== undefined) fields.allowVisitorDownload = changes.allowVisitorDownload;
      if (changes.title !== undefined) fields.title = valueOf(normalizeTitle(changes.title ?? '', before.filename));
      // A subject the operator has since removed from the list may stay on the document it is on.
      if (changes.subject !== undefined) {
        fields.subject = valueOf(checkSubject(changes.subject ?? '', documentSubjects, before.subject));
      }
      if (changes.level !== undefined) fields.level = changes.level;
      if (changes.tags !== undefined) fields.tags = changes.tags;
      // Only an admin's restore makes a hidden file public again.
      if (before.moderationHiddenAt && changes.isPublic === true) {
        throw AppError.from(409, MODERATION_ERRORS.republishRefused);
      }
      if (Object.keys(fields).length > 0) {
        const updated = await queries.updateFileFields(db, fileId, fields);
        if (!updated) throw AppError.from(404, FILE_ERRORS.fileNotFound);
        // Visitors showing a file that just turned private must hear about it too.
        await publish({
          type: 'file.updated',
          fileId,
          ownerId: user.id,
          isPublic: before.isPublic || updated.isPublic,
        });
      }
      return presentFile(await requireReadable(fileId, user.id), user.id);
    },

    async setSaved(fileId: string, user: SessionUser, saved: boolean) {
      const row = await requireReadable(fileId, user.id);
      const saveCount = await queries.setSaved(db, fileId, user.id, saved);
      await publish({ type: 'file.counters', fileId, ownerId: row.userId, actorId: user.id, isPublic: row.isPublic });
      return { isSaved: saved, saveCount };
    },

    async recordView(fileId: string, user: SessionUser) {
      const row = await requireReadable(fileId, user.id);
      const viewCount = await queries.recordView(db, fileId, user.id);
      await publish({ type: 'file.counters', fileId, ownerId: row.userId, actorId: user.id, isPublic: row.isPublic });
      return { viewCount };
    },

    /**
     * Opens the bytes first, then counts: a download that cannot start is not counted. A visitor (`user`
     * null) downloads only a public file whose owner allows it (requireVisitorDownloadable). Every visitor download counts once, as a signed-in one does: nobody is
     * remembered, so there is nothing to dedupe by.
     */
    async openDownload(
      fileId: string,
      user: SessionUser | null,
    ): Promise<{ row: queries.FileReadRow; stream: Readable }> {
      const row = user ? await requireReadable(fileId, user.id) : await requireVisitorDownloadable(fileId);
      const stream = await openBytes(row);
      try {
        if (user) await queries.recordDownload(db, fileId, user.id);
        else await queries.recordVisitorDownload(db, fileId);
      } catch (error) {
        // Failures of this bookkeeping are ignored; the bytes still go out.
        log(error, 'counting a download failed');
      }
      await publish({
        type: 'file.counters',
        fileId,
        ownerId: row.userId,
        ...(user ? { actorId: user.id } : {}),
        isPublic: row.isPublic,
      });
      return { row, stream };
    },

    openBytes,

    /** The WebP thumbnail, under the file's own access rule; 404 while it has none. */
    async openThumbnail(
      fileId: string,
      callerId: string | null,
      asAdmin = false,
    ): Promise<{ row: queries.FileReadRow; stream: Readable }> {
      const row = await requireReadable(fileId, callerId, asAdmin);
      if (!row.thumbnailKey) throw AppError.from(404, FILE_ERRORS.thumbnailNotFound);
      try {
        return { row, stream: await storage.media.open(row.thumbnailKey) };
      } catch (error) {
        if (error instanceof ObjectNotFoundError) throw AppError.from(404, FILE_ERRORS.thumbnailNotFound);
        log(error, 'opening a thumbnail failed');
        throw AppError.from(503, FILE_ERRORS.storageUnavailable);
      }
    },

    /** The record goes in any case; bytes that could not be removed give the warning. */
    async remove(fileId: string, user: SessionUser): Promise<{ message: string; warning?: string }> {
      await requireOwned(fileId, user);
      const row = await queries.deleteFileRow(db, fileId);
      if (!row) throw AppError.from(404, FILE_ERRORS.fileNotFound);
      if (!(await discardStoredFile(row))) {
        return { message: FILE_NOTICES.deleted, warning: bytesRemainWarning(row.uploadSource) };
      }
      return { message: FILE_NOTICES.deleted };
    },

    /**
     * An admin's delete: the same removal as the owner's, with `alsoInTransaction` (the
     * audit row) written in the transaction that deletes the record. Null when there is no such file.
     */
    async removeAsAdmin(
      fileId: string,
      alsoInTransaction: (tx: queries.Transaction, row: queries.FileRow) => Promise<void>,
    ): Promise<{ row: queries.FileRow; warning?: string } | null> {
      if (!isUuid(fileId)) return null;
      const row = await db.transaction(async (tx) => {
        const deleted = await queries.deleteFileRow(tx, fileId);
        if (deleted) await alsoInTransaction(tx, deleted);
        return deleted;
      });
      if (!row) return null;
      if (!(await discardStoredFile(row))) return { row, warning: bytesRemainWarning(row.uploadSource) };
      return { row };
    },

    /** Tells every list that these files were hidden or restored by moderation. */
    async announceModeration(changes: queries.ModeratedFileChange[]): Promise<void> {
      for (const change of changes) {
        await publish({
          type: 'file.updated',
          fileId: change.id,
          ownerId: change.userId,
          isPublic: change.wasOrIsPublic,
        });
      }
    },

    /**
     * Moderation hides and restores files in its own transaction, beside its audit row, so a failure
     * leaves nothing half-done; it announces the changes (announceModeration) after the commit.
     */
    hideFiles: queries.hideFiles,
    restoreFiles: queries.restoreFiles,

    /**
     * Account deletion: `deleteOwner` removes the user, whose files' records go with it (the
     * foreign key cascades); then every file is announced deleted and its bytes, preview and thumbnail
     * removed. A file uploaded between the two steps, or bytes a store would not delete, are left to the
     * orphan sweep, which removes bytes without a record.
     */
    /**
     * The owner's name or picture changed on each of these files (copied in the same transaction
     * as the user row): every list that shows them refetches.
     */
    async announceOwnerChanged(ownerId: string, changed: { id: string; isPublic: boolean }[]): Promise<void> {
      for (const file of changed) {
        await publish({ type: 'file.updated', fileId: file.id, ownerId, isPublic: file.isPublic });
      }
    },

    async removeOwnerWithFiles(userId: string, deleteOwner: () => Promise<void>): Promise<{ files: number }> {
      const rows = await queries.selectOwnedFiles(db, userId);
      await deleteOwner();
      for (const row of rows) await discardStoredFile(row);
      return { files: rows.length };
    },
  };

  /** The step every upload path ends with: the record, then the live event (which starts the preview job). */
  async function recordUpload(
    received: ReceivedUpload,
    details: DocumentDetails,
    user: SessionUser,
    isPublic: boolean,
    allowance: queries.UploadAllowance,
  ): Promise<TFile> {
    // Without a record, the stored bytes must go too.
    const discardBytes = () =>
      storage[received.store].delete(received.key).catch((cause) => log(cause, 'orphan bytes'));
    let row: queries.FileRow | 'over-quota';
    try {
      row = await queries.insertFile(
        db,
        {
          id: received.fileId,
          userId: user.id,
          userEmail: user.email,
          userName: user.name,
          userPhoto: user.image,
          uploadSource: received.store,
          storageKey: received.key,
          s3Key: received.store === 'storage' ? received.key : null,
          filename: received.filename,
          format: received.format,
          mimeType: received.mimeType,
          size: received.size,
          description: received.description,
          // The stored name may read differently from the one sent (normalised): a title equal to it is none.
          title: details.title === received.filename ? null : details.title,
          subject: details.subject,
          level: details.level,
          tags: details.tags,
          isPublic,
          archiveEntryCount: received.archiveEntries?.length ?? null,
          storageMetadata: {
            key: received.key,
            mimeType: received.mimeType,
            format: received.format,
            ...(received.uploadId ? { uploadId: received.uploadId } : {}),
          },
        },
        allowance,
        received.archiveEntries,
      );
    } catch (error) {
      await discardBytes();
      // Raised as our own error, which the form reader passes on as it is: the form was fine.
      if (isDatabaseUnavailableError(error)) {
        throw AppError.from(503, GENERIC_ERRORS.serviceUnavailable, { cause: error });
      }
      // The account was deleted while the bytes were arriving: nothing of the upload stays.
      if (isForeignKeyViolation(error)) throw AppError.from(401, FILE_ERRORS.uploaderDeleted, { cause: error });
      throw AppError.from(500, GENERIC_ERRORS.internal, { cause: error });
    }
    if (row === 'over-quota') {
      await discardBytes();
      throw overQuota();
    }
    await publish({ type: 'file.created', fileId: row.id, ownerId: row.userId, isPublic: row.isPublic });
    return presentFile({ ...row, isSaved: false, isDownloaded: false }, user.id);
  }

  /** After its record is gone: tells every list, removes the bytes and what was made from them. */
  async function discardStoredFile(row: queries.OwnedFile): Promise<boolean> {
    await publish({ type: 'file.deleted', fileId: row.id, ownerId: row.userId, isPublic: row.isPublic });
    try {
      await storage[row.uploadSource].delete(row.storageKey);
      // Derived files go with it; one left behind is removed by the orphan sweep.
      await storage.media.delete(previewKey(row.id)).catch(() => undefined);
      await storage.media.delete(thumbnailKey(row.id)).catch(() => undefined);
      return true;
    } catch (error) {
      log(error, 'removing stored bytes failed');
      return false;
    }
  }

  async function openBytes(row: queries.FileReadRow, range?: ByteRange): Promise<Readable> {
    try {
      return await storage[row.uploadSource].open(row.storageKey, range);
    } catch (error) {
      log(error, 'opening stored bytes failed');
      throw AppError.from(503, FILE_ERRORS.storageUnavailable);
    }
  }

  /** A page of files as the answer's JSON text (the files are already presented by the query), and their ids. */
  function toPage(result: queries.ListPage, limit: number): LoadedListPage {
    const nextCursor = result.files.length === limit && result.last ? encodeListCursor(result.last) : null;
    const json = `{"files":[${result.files.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}` as FileListJson;
    return { json, fileIds: result.fileIds };
  }
}

/** Where the PDF made from an office file is cached (in the media store, beside nothing else). */
export function previewKey(fileId: string): string {
  return `previews/${fileId}.pdf`;
}

/** Where a file's WebP thumbnail is kept (in the media store, whichever store holds the file). */
export function thumbnailKey(fileId: string): string {
  return `thumbnails/${fileId}.webp`;
}
