// The archive check of an upload (docs/product-rules.md, Uploads): a .zip is stored only when every entry would
// be accepted as a single upload. It runs on the finished temporary file, before any byte reaches a store
// (upload.ts, storeLocalFile), and reads the whole archive once: the central directory for the names,
// sizes, links and passwords, then every entry's bytes, extracted as a stream and never written anywhere,
// for the first KiB's signature (and the whole text for a text format), the real size and the CRC-32.
// The first refusal wins; its message names the entry.
import { ARCHIVE } from '../../../shared/constants';
import {
  duplicateKey,
  entryNameRefusal,
  folderRefusal,
  isBombRatio,
  isMacMetadataPath,
} from '../../../shared/files/archive-rules';
import {
  CONTENT_HEAD_BYTES,
  createScriptTagScanner,
  findBlockedContent,
} from '../../../shared/files/content-signature';
import { fileExtension } from '../../../shared/files/format';
import { ARCHIVE_ERROR_CODE, ARCHIVE_MESSAGES } from '../../../shared/files/messages';
import { TEXT_EXTENSIONS } from '../../../shared/files/upload-rules';
import { AppError } from '../../http/app-error';
import {
  entryDataRange,
  isFolderRecord,
  localFileSource,
  METHOD_DEFLATE,
  METHOD_STORED,
  openEntryBytes,
  readCentralDirectory,
  TooManyRecordsError,
  unixFileType,
  UNIX_DIRECTORY,
  UNIX_REGULAR_FILE,
  ZipEntryDataError,
  ZipFormatError,
  type ByteSource,
  type ZipRecord,
} from './zip-reader';

/** An entry as recorded (file_archive_entries): its place among the listed entries, path and sizes. */
export interface ArchiveEntryRecord {
  position: number;
  path: string;
  size: number;
  compressedSize: number;
}

/** Folders are records too: room for one per entry besides the entries themselves. */
export const MAX_ARCHIVE_RECORDS = ARCHIVE.maxEntries * 2;

const refuse = (message: string) => new AppError(400, ARCHIVE_ERROR_CODE, message);

/** The listed entries, in the archive's order: files that are neither folders nor macOS metadata. */
export function listedRecords(records: ZipRecord[]): ZipRecord[] {
  return records.filter((record) => !isFolderRecord(record) && !isMacMetadataPath(record.name));
}

/** Checks the archive at `localPath`; its entries as recorded, or a 400 naming what is refused. */
export async function checkArchive(localPath: string): Promise<ArchiveEntryRecord[]> {
  const source = await localFileSource(localPath);
  try {
    return await checkArchiveSource(source);
  } finally {
    await source.close();
  }
}

async function checkArchiveSource(source: ByteSource): Promise<ArchiveEntryRecord[]> {
  let records: ZipRecord[];
  let directoryOffset: number;
  try {
    ({ records, directoryOffset } = await readCentralDirectory(source, MAX_ARCHIVE_RECORDS));
  } catch (error) {
    if (error instanceof TooManyRecordsError) throw refuse(ARCHIVE_MESSAGES.tooManyEntries(ARCHIVE.maxEntries));
    if (error instanceof ZipFormatError) throw refuse(ARCHIVE_MESSAGES.corrupt);
    throw error;
  }

  // By the directory alone: every record, folders included (a folder's path leaves the archive too).
  const seen = new Set<string>();
  let fileCount = 0;
  let totalSize = 0;
  for (const record of records) {
    const { name } = record;
    if (record.flags & 0x1 || record.flags & 0x40) throw refuse(ARCHIVE_MESSAGES.entryEncrypted(name));
    const type = unixFileType(record);
    if (isFolderRecord(record)) {
      if (type !== 0 && type !== UNIX_DIRECTORY) throw refuse(ARCHIVE_MESSAGES.entrySymlink(name));
      const refusal = folderRefusal(name.endsWith('/') ? name : `${name}/`);
      if (refusal) throw refuse(refusal);
      if (record.size !== 0) throw refuse(ARCHIVE_MESSAGES.corrupt);
      continue;
    }
    if (type !== 0 && type !== UNIX_REGULAR_FILE) throw refuse(ARCHIVE_MESSAGES.entrySymlink(name));
    const nameRefusal = entryNameRefusal(name, record.size);
    if (nameRefusal) throw refuse(nameRefusal);
    if (record.method !== METHOD_STORED && record.method !== METHOD_DEFLATE) {
      throw refuse(ARCHIVE_MESSAGES.entryUnsupportedMethod(name));
    }
    const key = duplicateKey(name);
    if (seen.has(key)) throw refuse(ARCHIVE_MESSAGES.entryDuplicate(name));
    seen.add(key);
    fileCount += 1;
    if (fileCount > ARCHIVE.maxEntries) throw refuse(ARCHIVE_MESSAGES.tooManyEntries(ARCHIVE.maxEntries));
    totalSize += record.size;
    if (totalSize > ARCHIVE.maxTotalBytes)
      throw refuse(ARCHIVE_MESSAGES.totalTooLarge(ARCHIVE.maxTotalBytes / 2 ** 20));
    if (isBombRatio(record.size, record.compressedSize)) {
      throw refuse(ARCHIVE_MESSAGES.entryRatio(name, ARCHIVE.maxCompressionRatio));
    }
  }
  if (listedRecords(records).length === 0) throw refuse(ARCHIVE_MESSAGES.empty);
  if (isBombRatio(totalSize, source.size)) throw refuse(ARCHIVE_MESSAGES.overallRatio(ARCHIVE.maxCompressionRatio));

  // Where each entry's bytes are: no two overlap (an overlap multiplies what few bytes extract to).
  const files = records.filter((record) => !isFolderRecord(record));
  const ranges = new Map<ZipRecord, { start: number; end: number }>();
  try {
    for (const record of files) ranges.set(record, await entryDataRange(source, record, directoryOffset));
  } catch (error) {
    if (error instanceof ZipFormatError) throw refuse(ARCHIVE_MESSAGES.corrupt);
    throw error;
  }
  const byOffset = [...files].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (let i = 1; i < byOffset.length; i++) {
    if (byOffset[i]!.localHeaderOffset < ranges.get(byOffset[i - 1]!)!.end) throw refuse(ARCHIVE_MESSAGES.corrupt);
  }

  // The bytes, extracted: the real size and CRC, the first KiB's signature, a text's script tags.
  for (const record of files) await checkEntryBytes(source, record, ranges.get(record)!);

  return listedRecords(records).map((record, position) => ({
    position,
    path: record.name,
    size: record.size,
    compressedSize: record.compressedSize,
  }));
}

async function checkEntryBytes(source: ByteSource, record: ZipRecord, range: { start: number; end: number }) {
  const isText = TEXT_EXTENSIONS.has(fileExtension(record.name));
  const scanner = isText ? createScriptTagScanner() : null;
  let head: Buffer | null = Buffer.alloc(0);
  try {
    const bytes = await openEntryBytes(source, record, range);
    for await (const value of bytes) {
      const chunk = value as Buffer;
      if (head) {
        head = Buffer.concat([head, chunk.subarray(0, CONTENT_HEAD_BYTES - head.length)]);
        if (head.length >= CONTENT_HEAD_BYTES) {
          if (findBlockedContent(head)) throw refuse(ARCHIVE_MESSAGES.entryContentBlocked(record.name));
          head = null;
        }
      }
      if (scanner?.push(chunk)) throw refuse(ARCHIVE_MESSAGES.entryContentBlocked(record.name));
    }
    if (head && findBlockedContent(head)) throw refuse(ARCHIVE_MESSAGES.entryContentBlocked(record.name));
  } catch (error) {
    if (error instanceof ZipEntryDataError || error instanceof ZipFormatError) {
      throw refuse(ARCHIVE_MESSAGES.entryCorrupt(record.name));
    }
    throw error;
  }
}
