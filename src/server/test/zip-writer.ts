// A tiny .zip writer for tests of the archive check (files/archives/): real archives built in memory with
// node:zlib, and the broken, lying or hostile ones no ordinary tool writes.
import zlib from 'node:zlib';

export interface TestZipEntry {
  /** The name as stored, bytes and all: '../x.pdf', 'C:\\x.pdf' and folders ending with '/' included. */
  name: string;
  content?: Buffer | string;
  /** Deflate (default) or stored. */
  method?: 'deflate' | 'store';
  /** Sets the 'encrypted' flag (the bytes are left as they are). */
  encrypted?: boolean;
  /** Made on Unix with this mode (e.g. 0o120777 for a symlink). */
  unixMode?: number;
  /** The extracted size the headers claim, instead of the real one (a lying header). */
  claimedSize?: number;
}

/** An archive of `entries`, in order, with UTF-8 names. */
export function buildZip(entries: TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const content = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content ?? '', 'utf8');
    const isStored = entry.method === 'store' || content.length === 0;
    const data = isStored ? content : zlib.deflateRawSync(content, { level: 9 });
    const crc = zlib.crc32(content);
    const size = entry.claimedSize ?? content.length;
    const flags = 0x800 | (entry.encrypted ? 0x1 : 0);
    const method = isStored ? 0 : 8;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(entry.unixMode === undefined ? 0 : (entry.unixMode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The first bytes of a small PDF: what the content check accepts for a .pdf. */
export const PDF_BYTES = '%PDF-1.4\n% tài liệu nghe\n1 0 obj << >> endobj\n%%EOF\n';

/** Bytes that pass for an MP3 (an ID3 tag, then silence). */
export function mp3Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size, 0x55);
  bytes.write('ID3', 0, 'latin1');
  return bytes;
}
