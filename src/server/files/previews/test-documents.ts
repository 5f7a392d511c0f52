// Documents the preview tests and the previews bench make themselves: small, valid PDFs with
// Vietnamese text, an encrypted PDF, one with no page, PDFs whose streams inflate to hundreds of MB, a PNG
// whose header declares a huge image, plain PNGs, and ZIP archives (what Office documents are made of).
//
// The PDFs use the standard Helvetica font, which has no glyph for most Vietnamese letters. Each letter
// outside ASCII gets a one-byte code of its own, and a ToUnicode map tells readers which character each
// code stands for: pdf.js (and any text extractor) reads the Vietnamese text back exactly, while the
// drawn page shows Helvetica's glyphs for those codes, which is all a thumbnail test needs.
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { profileSettingsXml, readProductVersion } from './office-profile';
import { runProgram } from '../../platform/run-program';

export interface TestPdfOptions {
  /** Each page's lines of text; an empty list makes a PDF with no page. */
  pages: string[][];
  /** Adds a standard security handler whose user password is not empty: readers must ask for it. */
  encrypted?: boolean;
}

const FIRST_EXTRA_CODE = 0x80;
const MB = 1024 * 1024;

export function buildTestPdf({ pages, encrypted = false }: TestPdfOptions): Buffer {
  const extraCharacters = [
    ...new Set(
      pages
        .flat()
        .join('')
        .replace(/[\x20-\x7e]/g, ''),
    ),
  ];
  if (extraCharacters.length > 0x100 - FIRST_EXTRA_CODE) throw new Error('too many distinct non-ASCII characters');
  const codeOf = new Map(extraCharacters.map((character, index) => [character, FIRST_EXTRA_CODE + index]));

  const encodeLine = (line: string) =>
    [...line]
      .map((character) => {
        const code = codeOf.get(character) ?? character.charCodeAt(0);
        if (code < 0x20 || code > 0x7e || character === '(' || character === ')' || character === '\\') {
          return `\\${code.toString(8).padStart(3, '0')}`;
        }
        return character;
      })
      .join('');

  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const stream = (content: string) =>
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

  const catalog = add('');
  const pagesObject = add('');
  const toUnicode = add(stream(toUnicodeCMap(extraCharacters)));
  const font = add(
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode ${toUnicode} 0 R >>`,
  );
  const pageIds = pages.map((lines) => {
    const text = lines.map((line, index) => `${index === 0 ? '' : '0 -16 Td '}(${encodeLine(line)}) Tj`).join('\n');
    const content = add(stream(`BT /F1 12 Tf 56 780 Td\n${text}\nET`));
    return add(
      `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R >>`;
  objects[pagesObject - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const encrypt = encrypted
    ? add(
        `<< /Filter /Standard /V 1 /R 2 /O <${randomBytes(32).toString('hex')}> /U <${randomBytes(32).toString('hex')}> /P -4 >>`,
      )
    : undefined;

  const parts = ['%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'];
  let length = Buffer.byteLength(parts[0]!, 'latin1');
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = `${index + 1} 0 obj\n${object}\nendobj\n`;
    parts.push(part);
    length += Buffer.byteLength(part, 'latin1');
  });
  const fileId = randomBytes(16).toString('hex');
  parts.push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /ID [<${fileId}> <${fileId}>]${encrypt ? ` /Encrypt ${encrypt} 0 R` : ''} >>\n`,
    `startxref\n${length}\n%%EOF\n`,
  );
  const body = parts.join('');
  return Buffer.from(body, 'latin1');
}

function toUnicodeCMap(extraCharacters: string[]): string {
  const hex = (value: number, digits: number) => value.toString(16).toUpperCase().padStart(digits, '0');
  const entries = extraCharacters.map((character, index) => {
    const utf16 = [...Buffer.from(character, 'utf16le')]
      .reduce<string[]>((units, byte, position, bytes) => {
        if (position % 2 === 0) units.push(hex(bytes[position + 1]! * 256 + byte, 4));
        return units;
      }, [])
      .join('');
    return `<${hex(FIRST_EXTRA_CODE + index, 2)}> <${utf16}>`;
  });
  // A bfchar block holds at most 100 entries (PDF reference, 5.9.2).
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<00> <FF>\nendcodespacerange',
    '1 beginbfrange\n<20> <7E> <0020>\nendbfrange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CIDInit /ProcSet findresource /DefineResource pop',
    'end',
    'end',
  ].join('\n');
}

/** Lines of plain text for page `page` of a long document (the bench and the page-cap test). */
export function sampleLines(page: number, count = 40): string[] {
  return Array.from(
    { length: count },
    (_, line) => `Trang ${page}, dòng ${line + 1}: Đề thi thử TOEIC, tài liệu ôn luyện từ vựng và ngữ pháp.`,
  );
}

/**
 * A one-page PDF of about a megabyte per GB of `decodedMb` whose Flate-compressed streams inflate to
 * `decodedMb` megabytes: the page's content (spaces after one line of text), or a grey image of that many
 * pixels drawn on it (a "compression bomb").
 */
export function buildFlateBombPdf({ decodedMb, where }: { decodedMb: number; where: 'content' | 'image' }): Buffer {
  const text = Buffer.from('BT /F1 12 Tf 56 780 Td (Bom nen) Tj ET\n', 'latin1');
  const side = Math.floor(Math.sqrt(decodedMb * MB));
  const bomb = inflatingTo(where === 'content' ? text : Buffer.alloc(0), decodedMb, where === 'content' ? 0x20 : 0);
  const content =
    where === 'content' ? bomb : Buffer.concat([Buffer.from(`q 595 0 0 595 0 120 cm /Bomb Do Q\n`), text]);
  const objects: Array<string | [string, Buffer]> = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> /XObject << /Bomb 6 0 R >> >> /Contents 4 0 R >>',
    [where === 'content' ? '/Filter /FlateDecode' : '', content],
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    where === 'image'
      ? [
          `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
          bomb,
        ]
      : '<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] /Length 0 >>\nstream\n\nendstream',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const body =
      typeof object === 'string'
        ? Buffer.from(object, 'latin1')
        : Buffer.concat([
            Buffer.from(`<< ${object[0]} /Length ${object[1].length} >>\nstream\n`, 'latin1'),
            object[1],
            Buffer.from('\nendstream', 'latin1'),
          ]);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A zlib stream of `head` then `megabytes` MB of `fill` bytes, made without holding them: the same
 * compressed megabyte, flushed so it refers to nothing before it, is repeated, then an empty final block
 * and the Adler-32 of the whole.
 */
function inflatingTo(head: Buffer, megabytes: number, fill: number): Buffer {
  const block = Buffer.alloc(MB, fill);
  const flushed = { finishFlush: zlib.constants.Z_FULL_FLUSH };
  const segments = [
    zlib.deflateRawSync(head, flushed),
    ...Array<Buffer>(megabytes).fill(zlib.deflateRawSync(block, flushed)),
  ];
  let checksum = adler32(head);
  const blockChecksum = adler32(block);
  for (let count = 0; count < megabytes; count += 1) checksum = combineAdler32(checksum, blockChecksum, MB);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(checksum >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...segments, zlib.deflateRawSync(Buffer.alloc(0)), trailer]);
}

const ADLER_BASE = 65521;

function adler32(bytes: Buffer): number {
  let low = 1;
  let high = 0;
  for (const byte of bytes) {
    low = (low + byte) % ADLER_BASE;
    high = (high + low) % ADLER_BASE;
  }
  return ((high << 16) | low) >>> 0;
}

/** zlib's adler32_combine: the checksum of A then B from theirs and B's length. */
function combineAdler32(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % ADLER_BASE;
  let low = first & 0xffff;
  let high = (remainder * low) % ADLER_BASE;
  low += (second & 0xffff) + ADLER_BASE - 1;
  high += (first >>> 16) + (second >>> 16) + ADLER_BASE - remainder;
  if (low >= ADLER_BASE) low -= ADLER_BASE;
  if (low >= ADLER_BASE) low -= ADLER_BASE;
  if (high >= 2 * ADLER_BASE) high -= 2 * ADLER_BASE;
  if (high >= ADLER_BASE) high -= ADLER_BASE;
  return ((high << 16) | low) >>> 0;
}

/**
 * A PNG of `width` × `height` pixels by its header, with almost no pixel data: a decoder that trusted
 * the header would try to allocate width × height × 4 bytes (a "decompression bomb").
 */
export function buildPngBomb(width = 100_000, height = 100_000): Buffer {
  return pngFile(width, height, 6, zlib.deflateSync(Buffer.alloc(1024)));
}

/** A real PNG of one colour (the size is what tests look for in a PDF). */
export function buildSolidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([red, green, blue], 1 + x * 3);
  return pngFile(width, height, 2, zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row))));
}

function pngFile(width: number, height: number, colourType: 2 | 6, pixelData: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(colourType, 9); // 2: RGB, 6: RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixelData),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A ZIP archive of `entries`, stored without compression (Office Open XML and OpenDocument files are ZIP
 * archives; an OpenDocument's `mimetype` must come first and be stored).
 */
export function buildZip(entries: Array<[name: string, content: string | Buffer]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const fileName = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
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

/**
 * A real .docx, .xlsx and .pptx, made by LibreOffice from plain text, CSV and a flat ODF presentation
 * (three conversions, a few seconds: a test file makes them once). Each carries `marker` as its text.
 */
export async function makeOfficeDocuments(
  sofficePath: string,
  marker: Record<'docx' | 'xlsx' | 'pptx', string>,
): Promise<Record<'docx' | 'xlsx' | 'pptx', Buffer>> {
  const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'office-fixtures-'));
  try {
    await fsp.writeFile(path.join(workDir, 'word.txt'), `Tài liệu Word\n${marker.docx}\n`);
    await fsp.writeFile(path.join(workDir, 'sheet.csv'), `Từ vựng,Nghĩa\nexam,${marker.xlsx}\n`);
    await fsp.writeFile(path.join(workDir, 'slides.fodp'), flatPresentation(marker.pptx));
    // The version in the profile spares each start LibreOffice's graphics self-tests (office-profile.ts).
    await fsp.mkdir(path.join(workDir, 'profile', 'user'), { recursive: true });
    await fsp.writeFile(
      path.join(workDir, 'profile', 'user', 'registrymodifications.xcu'),
      profileSettingsXml(readProductVersion(sofficePath)),
    );
    const convert = (input: string, format: string, extra: string[] = []) =>
      runProgram(
        sofficePath,
        [
          '--headless',
          '--norestore',
          `-env:UserInstallation=file://${path.join(workDir, 'profile')}`,
          ...extra,
          '--convert-to',
          format,
          '--outdir',
          workDir,
          path.join(workDir, input),
        ],
        // Minutes: a LibreOffice start can take them on a busy machine.
        { timeoutMs: 10 * 60_000, niceness: 0 },
      );
    await convert('word.txt', 'docx');
    // CSV options: comma, double quote, UTF-8 (76); LibreOffice's default reads the bytes as Latin-1.
    await convert('sheet.csv', 'xlsx', ['--infilter=CSV:44,34,76']);
    await convert('slides.fodp', 'pptx');
    return {
      docx: await fsp.readFile(path.join(workDir, 'word.docx')),
      xlsx: await fsp.readFile(path.join(workDir, 'sheet.xlsx')),
      pptx: await fsp.readFile(path.join(workDir, 'slides.pptx')),
    };
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

function flatPresentation(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
  office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
 <office:body><office:presentation><draw:page draw:name="page1">
  <draw:frame svg:x="2cm" svg:y="2cm" svg:width="20cm" svg:height="3cm"><draw:text-box><text:p>${escaped}</text:p></draw:text-box></draw:frame>
 </draw:page></office:presentation></office:body>
</office:document>
`;
}
