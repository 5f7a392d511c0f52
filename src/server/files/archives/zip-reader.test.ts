// The zip reader on its own (zip-reader.ts): names as archivers write them, and entries read in part.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../../test/zip-writer';
import {
  entryDataRange,
  localFileSource,
  openEntryBytes,
  readCentralDirectory,
  TooManyRecordsError,
  ZipEntryDataError,
  ZipFormatError,
} from './zip-reader';

let dir: string;
beforeAll(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'zip-reader-'));
});
afterAll(() => fsp.rm(dir, { recursive: true, force: true }));

async function open(bytes: Buffer) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  await fsp.writeFile(file, bytes);
  return localFileSource(file);
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Rewrites every name's flag: no UTF-8 flag, as macOS's Finder and old Windows write. */
function withoutUtf8Flag(zip: Buffer, rawName: Buffer, replacement: Buffer): Buffer {
  const copy = Buffer.from(
    zip.toString('latin1').split(rawName.toString('latin1')).join(replacement.toString('latin1')),
    'latin1',
  );
  for (let at = 0; at + 4 <= copy.length; at++) {
    const signature = copy.readUInt32LE(at);
    if (signature === 0x04034b50) copy.writeUInt16LE(copy.readUInt16LE(at + 6) & ~0x800, at + 6);
    if (signature === 0x02014b50) copy.writeUInt16LE(copy.readUInt16LE(at + 8) & ~0x800, at + 8);
  }
  return copy;
}

describe('zip reader', () => {
  it('reads a UTF-8 name without the flag as UTF-8, and other bytes as code page 437', async () => {
    const mac = withoutUtf8Flag(
      buildZip([{ name: 'Đáp án.txt', content: 'x' }]),
      Buffer.from('Đáp án.txt'),
      Buffer.from('Đáp án.txt'),
    );
    const macSource = await open(mac);
    expect((await readCentralDirectory(macSource, 10)).records[0]!.name).toBe('Đáp án.txt');
    await macSource.close();

    // 'Ç' is 0x80 in code page 437; the same length keeps every offset.
    const dos = withoutUtf8Flag(
      buildZip([{ name: 'AB.txt', content: 'x' }]),
      Buffer.from('AB.txt'),
      Buffer.from([0x80, 0x41, 0x2e, 0x74, 0x78, 0x74]),
    );
    const dosSource = await open(dos);
    expect((await readCentralDirectory(dosSource, 10)).records[0]!.name).toBe('ÇA.txt');
    await dosSource.close();
  });

  it('gives a part of a deflated entry, and refuses bytes that do not match the header', async () => {
    const content = 'Bài nghe số 1. '.repeat(5000);
    const source = await open(buildZip([{ name: 'a.txt', content }]));
    const { records, directoryOffset } = await readCentralDirectory(source, 10);
    const range = await entryDataRange(source, records[0]!, directoryOffset);
    const whole = Buffer.from(content);
    const part = await text(await openEntryBytes(source, records[0]!, range, { start: 40000, end: 40099 }));
    expect(Buffer.from(part).equals(whole.subarray(40000, 40100))).toBe(true);
    expect(await text(await openEntryBytes(source, records[0]!, range))).toBe(content);
    // A CRC that does not match.
    const wrong = { ...records[0]!, crc32: (records[0]!.crc32 + 1) >>> 0 };
    await expect(text(await openEntryBytes(source, wrong, range))).rejects.toBeInstanceOf(ZipEntryDataError);
    // Fewer bytes claimed than there are: stopped at the first extra one.
    const short = { ...records[0]!, size: 10 };
    await expect(text(await openEntryBytes(source, short, range))).rejects.toThrow('more bytes than the header says');
    await source.close();
  });

  it('refuses what is no zip, too many records, and a broken Deflate stream', async () => {
    const junk = await open(Buffer.from('%PDF-1.4 not a zip at all, long enough to be read'));
    await expect(readCentralDirectory(junk, 10)).rejects.toBeInstanceOf(ZipFormatError);
    await junk.close();
    const many = await open(buildZip(Array.from({ length: 5 }, (_, i) => ({ name: `${i}.txt`, content: 'x' }))));
    await expect(readCentralDirectory(many, 4)).rejects.toBeInstanceOf(TooManyRecordsError);
    await many.close();

    const zip = buildZip([{ name: 'a.txt', content: 'Một bài nghe. '.repeat(100) }]);
    const data = zlib.deflateRawSync(Buffer.from('Một bài nghe. '.repeat(100)));
    const start = 30 + 'a.txt'.length;
    zip.fill(0xff, start, start + Math.min(8, data.length));
    const broken = await open(zip);
    const { records, directoryOffset } = await readCentralDirectory(broken, 10);
    const range = await entryDataRange(broken, records[0]!, directoryOffset);
    await expect(text(await openEntryBytes(broken, records[0]!, range))).rejects.toBeInstanceOf(ZipEntryDataError);
    await broken.close();
  });
});
