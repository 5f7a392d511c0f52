// An archive's entries (docs/product-rules.md, Uploads): listed from the rows written at upload, and served
// one at a time from the stored archive, disk or S3, by byte ranges (zip-reader.ts): the central directory,
// then the entry's own bytes, never the whole archive. Access is the file's own (FilesService.requireReadable):
// a private archive's entries are its owner's, a hidden one's are nobody else's.
import type { Readable } from 'node:stream';
import type { SessionUser } from '../../auth';
import type { TArchiveEntryList } from '../../../shared/files/archives/contract';
import { ARCHIVE_MESSAGES, FILE_ERRORS } from '../../../shared/files/messages';
import type { MainDb } from '../../db/connect';
import { AppError } from '../../http/app-error';
import type { ByteRange, ObjectStore, Storage } from '../../platform/storage/types';
import type { FileReadRow } from '../queries';
import type { FilesService } from '../service';
import { listedRecords, MAX_ARCHIVE_RECORDS } from './archive-check';
import { findArchiveEntry, listArchiveEntries, type ArchiveEntryRow } from './archive-queries';
import { entryDataRange, openEntryBytes, readAll, readCentralDirectory, type ByteSource } from './zip-reader';

export type ArchiveService = ReturnType<typeof createArchiveService>;

export interface OpenedEntry {
  row: FileReadRow;
  entry: ArchiveEntryRow;
  stream: Readable;
}

export function createArchiveService({
  db,
  storage,
  files,
  log,
}: {
  db: MainDb;
  storage: Storage;
  files: Pick<FilesService, 'requireReadable' | 'requireVisitorDownloadable'>;
  log: (error: unknown, message: string) => void;
}) {
  const notFound = () => new AppError(404, FILE_ERRORS.fileNotFound.code, ARCHIVE_MESSAGES.entryNotFound);

  async function requireArchive(fileId: string, callerId: string | null, asAdmin: boolean): Promise<FileReadRow> {
    const row = await files.requireReadable(fileId, callerId, asAdmin);
    if (row.archiveEntryCount === null) throw notFound();
    return row;
  }

  return {
    async listEntries(fileId: string, callerId: string | null, asAdmin = false): Promise<TArchiveEntryList> {
      await requireArchive(fileId, callerId, asAdmin);
      const entries = await listArchiveEntries(db, fileId);
      return { entries, totalSize: entries.reduce((total, entry) => total + entry.size, 0) };
    },

    /** The file's access rule first, then the entry; `part` is a range of the extracted bytes. */
    async findEntry(
      fileId: string,
      position: number,
      callerId: string | null,
      asAdmin = false,
    ): Promise<{ row: FileReadRow; entry: ArchiveEntryRow }> {
      const row = await requireArchive(fileId, callerId, asAdmin);
      const entry = await findArchiveEntry(db, fileId, position);
      if (!entry) throw notFound();
      return { row, entry };
    },

    /**
     * An entry as its download finds it: the file's download rule, a signed-in reader's access, or for a
     * visitor a public archive whose owner allows visitors' downloads (else the sign-in refusal).
     */
    async findDownloadableEntry(
      fileId: string,
      position: number,
      user: SessionUser | null,
    ): Promise<{ row: FileReadRow; entry: ArchiveEntryRow }> {
      if (!user) await files.requireVisitorDownloadable(fileId);
      return this.findEntry(fileId, position, user?.id ?? null);
    },

    /** The extracted bytes of the entry (or of `part` of them), read from the stored archive. */
    async openEntry(row: FileReadRow, entry: ArchiveEntryRow, part?: ByteRange): Promise<Readable> {
      const source = storeSource(storage[row.uploadSource], row.storageKey, row.size);
      try {
        const { records, directoryOffset } = await readCentralDirectory(source, MAX_ARCHIVE_RECORDS);
        const record = listedRecords(records)[entry.position];
        // The stored archive is the one that was checked: anything else is a fault of the store.
        if (!record || record.name !== entry.path || record.size !== entry.size) throw new Error('entry mismatch');
        return await openEntryBytes(source, record, await entryDataRange(source, record, directoryOffset), part);
      } catch (error) {
        log(error, 'opening an archive entry failed');
        throw AppError.from(503, FILE_ERRORS.storageUnavailable);
      }
    },
  };
}

/** A stored object read by byte ranges. */
function storeSource(store: ObjectStore, key: string, size: number): ByteSource {
  return {
    size,
    async read(start, length) {
      if (length === 0) return Buffer.alloc(0);
      return readAll(await store.open(key, { start, end: start + length - 1 }), length);
    },
    stream: (start, end) => store.open(key, { start, end }),
  };
}
