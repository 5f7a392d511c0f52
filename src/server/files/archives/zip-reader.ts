// A small reader of .zip archives (APPNOTE.TXT) on node:zlib, for the archive check of uploads
// (archive-check.ts) and for serving one entry of a stored archive (archive-service.ts). It reads through a
// ByteSource, so the same code reads a local temporary file and a stored object, disk or S3, by byte ranges:
// the end of the archive for its central directory, then one entry's local header and bytes, never the
// whole archive.
//
// It trusts nothing it reads: an entry's bytes are counted and their CRC-32 computed as they are extracted,
// and an entry that gives more bytes than its header says is stopped at the first byte too many (a header
// that lies about sizes). What it does not read: ZIP64 (archives and entries are far below 4 GB here),
// archives split over several disks, and compression methods other than stored (0) and Deflate (8); the
// check refuses those archives.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/** Random access to the bytes of an archive. */
export interface ByteSource {
  size: number;
  /** Exactly `length` bytes from `start` (rejects when the source has fewer). */
  read(start: number, length: number): Promise<Buffer>;
  /** The bytes from `start` to `end` inclusive, as a stream. */
  stream(start: number, end: number): Promise<Readable>;
}

/** The archive is not a zip this reader can read, or its structure is inconsistent. */
export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipFormatError';
  }
}

/** An entry's bytes do not match its header: size or CRC-32 (`entry` is its decoded name). */
export class ZipEntryDataError extends Error {
  constructor(
    readonly entry: string,
    message: string,
  ) {
    super(message);
    this.name = 'ZipEntryDataError';
  }
}

/** One record of the central directory, as read (nothing checked but the structure). */
export interface ZipRecord {
  /** Its place in the central directory. */
  index: number;
  /** The name decoded (UTF-8 when flagged or valid, else CP437) and composed (NFC). */
  name: string;
  versionMadeBy: number;
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
  externalAttributes: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_BYTES = 22;
const CENTRAL_BYTES = 46;
const LOCAL_BYTES = 30;
const MAX_COMMENT_BYTES = 0xffff;
const UNICODE_PATH_EXTRA = 0x7075;
const FLAG_UTF8 = 0x800;

export const METHOD_STORED = 0;
export const METHOD_DEFLATE = 8;

/** A local file read as a ByteSource. */
export async function localFileSource(filePath: string): Promise<ByteSource & { close(): Promise<void> }> {
  const handle = await fsp.open(filePath, 'r');
  const { size } = await handle.stat();
  return {
    size,
    async read(start, length) {
      const buffer = Buffer.alloc(length);
      let filled = 0;
      while (filled < length) {
        const { bytesRead } = await handle.read(buffer, filled, length - filled, start + filled);
        if (bytesRead === 0) throw new ZipFormatError('unexpected end of archive');
        filled += bytesRead;
      }
      return buffer;
    },
    async stream(start, end) {
      return fs.createReadStream(filePath, { start, end });
    },
    close: () => handle.close(),
  };
}

/** Collects a stream of a known length into one buffer (a small part of an archive: a header, the directory). */
export async function readAll(stream: Readable, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    total += (chunk as Buffer).length;
    if (total > length) {
      stream.destroy();
      break;
    }
  }
  const buffer = Buffer.concat(chunks);
  if (buffer.length < length) throw new ZipFormatError('unexpected end of archive');
  return buffer.subarray(0, length);
}

/**
 * The central directory's records, in order. Refuses (ZipFormatError) an archive without an end record,
 * a ZIP64 or split archive, more than `maxRecords` records, and records that do not fit the archive.
 */
export async function readCentralDirectory(
  source: ByteSource,
  maxRecords: number,
): Promise<{ records: ZipRecord[]; directoryOffset: number }> {
  if (source.size < EOCD_BYTES) throw new ZipFormatError('too short to be a zip archive');
  const tailLength = Math.min(source.size, EOCD_BYTES + MAX_COMMENT_BYTES);
  const tail = await source.read(source.size - tailLength, tailLength);
  let eocd = -1;
  for (let at = tail.length - EOCD_BYTES; at >= 0; at--) {
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE && at + EOCD_BYTES + tail.readUInt16LE(at + 20) === tail.length) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError('no end of central directory record');
  const disk = tail.readUInt16LE(eocd + 4);
  const directoryDisk = tail.readUInt16LE(eocd + 6);
  const recordsOnDisk = tail.readUInt16LE(eocd + 8);
  const recordCount = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (disk !== 0 || directoryDisk !== 0 || recordsOnDisk !== recordCount) {
    throw new ZipFormatError('split archives are not read');
  }
  if (recordCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    throw new ZipFormatError('ZIP64 archives are not read');
  }
  if (recordCount > maxRecords) throw new TooManyRecordsError(recordCount);
  const eocdOffset = source.size - tailLength + eocd;
  if (directoryOffset + directorySize !== eocdOffset) throw new ZipFormatError('central directory misplaced');
  if (directorySize < recordCount * CENTRAL_BYTES) throw new ZipFormatError('central directory too short');
  const directory = directorySize > 0 ? await source.read(directoryOffset, directorySize) : Buffer.alloc(0);

  const records: ZipRecord[] = [];
  let at = 0;
  for (let index = 0; index < recordCount; index++) {
    if (at + CENTRAL_BYTES > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new ZipFormatError('bad central directory record');
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const end = at + CENTRAL_BYTES + nameLength + extraLength + commentLength;
    if (end > directory.length) throw new ZipFormatError('central directory record overflows');
    const flags = directory.readUInt16LE(at + 8);
    const rawName = directory.subarray(at + CENTRAL_BYTES, at + CENTRAL_BYTES + nameLength);
    const extra = directory.subarray(at + CENTRAL_BYTES + nameLength, at + CENTRAL_BYTES + nameLength + extraLength);
    const record: ZipRecord = {
      index,
      name: decodeName(rawName, flags, extra),
      versionMadeBy: directory.readUInt16LE(at + 4),
      flags,
      method: directory.readUInt16LE(at + 10),
      crc32: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
      externalAttributes: directory.readUInt32LE(at + 38),
    };
    if (record.size === 0xffffffff || record.compressedSize === 0xffffffff || record.localHeaderOffset === 0xffffffff) {
      throw new ZipFormatError('ZIP64 entries are not read');
    }
    if (record.localHeaderOffset + LOCAL_BYTES > directoryOffset) throw new ZipFormatError('entry outside the archive');
    records.push(record);
    at = end;
  }
  if (at !== directory.length) throw new ZipFormatError('central directory has trailing bytes');
  return { records, directoryOffset };
}

/** More records than the caller reads (the entry limit, with room for folders). */
export class TooManyRecordsError extends Error {
  constructor(readonly count: number) {
    super(`${count} records`);
    this.name = 'TooManyRecordsError';
  }
}

/** Where an entry's compressed bytes are: after its local header, whose own name and extra fields may differ. */
export async function entryDataRange(
  source: ByteSource,
  record: ZipRecord,
  directoryOffset: number,
): Promise<{ start: number; end: number }> {
  const header = await source.read(record.localHeaderOffset, LOCAL_BYTES);
  if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new ZipFormatError('bad local header');
  const start = record.localHeaderOffset + LOCAL_BYTES + header.readUInt16LE(26) + header.readUInt16LE(28);
  const end = start + record.compressedSize;
  if (end > directoryOffset) throw new ZipFormatError('entry data outside the archive');
  return { start, end };
}

/**
 * The extracted bytes of an entry (stored or Deflate), checked as they pass: more bytes than `record.size`
 * fail at the first extra byte, fewer or a wrong CRC-32 fail at the end (ZipEntryDataError). `skip` and
 * `take` give a part of the extracted bytes (an HTTP range); the whole entry is still inflated up to it,
 * and its CRC is checked only when it is read to the end.
 */
export async function openEntryBytes(
  source: ByteSource,
  record: ZipRecord,
  dataRange: { start: number; end: number },
  part?: { start: number; end: number },
): Promise<Readable> {
  if (record.method === METHOD_STORED && record.compressedSize !== record.size) {
    throw new ZipEntryDataError(record.name, 'stored entry sizes differ');
  }
  if (record.compressedSize === 0) {
    if (record.size !== 0) throw new ZipEntryDataError(record.name, 'no data');
    return Readable.from([]);
  }
  // A part of a stored entry is read directly.
  if (part && record.method === METHOD_STORED) {
    return source.stream(dataRange.start + part.start, dataRange.start + part.end);
  }
  const raw = await source.stream(dataRange.start, dataRange.end - 1);
  let inflated: Readable = raw;
  if (record.method === METHOD_DEFLATE) {
    const inflate = zlib.createInflateRaw();
    raw.on('error', (error) => inflate.destroy(error));
    inflate.on('close', () => raw.destroy());
    inflated = raw.pipe(inflate);
  }
  return Readable.from(checkedBytes(inflated, record, part), { objectMode: false });
}

/** Counts, checks the CRC-32, and cuts out the part asked for (leaving the loop destroys the source). */
async function* checkedBytes(
  source: Readable,
  record: ZipRecord,
  part?: { start: number; end: number },
): AsyncGenerator<Buffer> {
  let seen = 0;
  let crc = 0;
  try {
    for await (const value of source) {
      const chunk = value as Buffer;
      const from = seen;
      seen += chunk.length;
      if (seen > record.size) throw new ZipEntryDataError(record.name, 'more bytes than the header says');
      if (!part) {
        crc = zlib.crc32(chunk, crc);
        yield chunk;
        continue;
      }
      const sliceStart = Math.max(0, part.start - from);
      const sliceEnd = Math.min(chunk.length, part.end + 1 - from);
      if (sliceEnd > sliceStart) yield chunk.subarray(sliceStart, sliceEnd);
      // The part is out: the rest is not inflated.
      if (seen > part.end) return;
    }
  } catch (error) {
    if (error instanceof ZipEntryDataError) throw error;
    // zlib's own refusals (a broken Deflate stream) are bad entry data too; a store's failure is not.
    if ((error as { code?: string }).code?.startsWith('Z_')) {
      throw new ZipEntryDataError(record.name, (error as Error).message);
    }
    throw error;
  }
  if (seen !== record.size) throw new ZipEntryDataError(record.name, 'fewer bytes than the header says');
  if (!part && crc >>> 0 !== record.crc32 >>> 0) throw new ZipEntryDataError(record.name, 'CRC-32 mismatch');
}

/** A folder: its name ends with a slash (zip's own rule), or its MS-DOS attributes say so. */
export function isFolderRecord(record: ZipRecord): boolean {
  return record.name.endsWith('/') || (record.externalAttributes & 0x10) !== 0;
}

/** The Unix file type bits of a record made on Unix (0 when it says none). */
export function unixFileType(record: ZipRecord): number {
  const madeOnUnix = record.versionMadeBy >> 8 === 3;
  return madeOnUnix ? (record.externalAttributes >>> 16) & 0o170000 : 0;
}

export const UNIX_REGULAR_FILE = 0o100000;
export const UNIX_DIRECTORY = 0o040000;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A record's name: UTF-8 when its flag says so, else the Info-ZIP Unicode path when its CRC matches the
 * name, else UTF-8 when the bytes are valid UTF-8 (macOS writes UTF-8 without the flag), else CP437.
 */
function decodeName(raw: Buffer, flags: number, extra: Buffer): string {
  if (flags & FLAG_UTF8) {
    try {
      return utf8.decode(raw).normalize('NFC');
    } catch {
      throw new ZipFormatError('name is not UTF-8 as flagged');
    }
  }
  const unicodePath = readUnicodePath(raw, extra);
  if (unicodePath !== null) return unicodePath.normalize('NFC');
  try {
    return utf8.decode(raw).normalize('NFC');
  } catch {
    let name = '';
    for (const byte of raw) name += byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80];
    return name.normalize('NFC');
  }
}

function readUnicodePath(raw: Buffer, extra: Buffer): string | null {
  let at = 0;
  while (at + 4 <= extra.length) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    const data = extra.subarray(at + 4, at + 4 + length);
    if (id === UNICODE_PATH_EXTRA && data.length >= 5 && data[0] === 1 && data.readUInt32LE(1) === zlib.crc32(raw)) {
      try {
        return utf8.decode(data.subarray(5));
      } catch {
        return null;
      }
    }
    at += 4 + length;
  }
  return null;
}

/** The upper half of code page 437 (bytes 0x80 to 0xff), the zip format's default for names. */
const CP437_HIGH: readonly string[] = [
  0xc7, 0xfc, 0xe9, 0xe2, 0xe4, 0xe0, 0xe5, 0xe7, 0xea, 0xeb, 0xe8, 0xef, 0xee, 0xec, 0xc4, 0xc5, 0xc9, 0xe6, 0xc6,
  0xf4, 0xf6, 0xf2, 0xfb, 0xf9, 0xff, 0xd6, 0xdc, 0xa2, 0xa3, 0xa5, 0x20a7, 0x192, 0xe1, 0xed, 0xf3, 0xfa, 0xf1, 0xd1,
  0xaa, 0xba, 0xbf, 0x2310, 0xac, 0xbd, 0xbc, 0xa1, 0xab, 0xbb, 0x2591, 0x2592, 0x2593, 0x2502, 0x2524, 0x2561, 0x2562,
  0x2556, 0x2555, 0x2563, 0x2551, 0x2557, 0x255d, 0x255c, 0x255b, 0x2510, 0x2514, 0x2534, 0x252c, 0x251c, 0x2500,
  0x253c, 0x255e, 0x255f, 0x255a, 0x2554, 0x2569, 0x2566, 0x2560, 0x2550, 0x256c, 0x2567, 0x2568, 0x2564, 0x2565,
  0x2559, 0x2558, 0x2552, 0x2553, 0x256b, 0x256a, 0x2518, 0x250c, 0x2588, 0x2584, 0x258c, 0x2590, 0x2580, 0x3b1, 0xdf,
  0x393, 0x3c0, 0x3a3, 0x3c3, 0xb5, 0x3c4, 0x3a6, 0x398, 0x3a9, 0x3b4, 0x221e, 0x3c6, 0x3b5, 0x2229, 0x2261, 0xb1,
  0x2265, 0x2264, 0x2320, 0x2321, 0xf7, 0x2248, 0xb0, 0x2219, 0xb7, 0x221a, 0x207f, 0xb2, 0x25a0, 0xa0,
].map((code) => String.fromCharCode(code));
