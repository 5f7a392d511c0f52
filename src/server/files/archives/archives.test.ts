// Archive uploads (.zip): a pack whose every entry passes the rules is stored with its entries listed; any
// other is refused with a message naming the entry, leaving no row, no stored bytes and no temporary file
// (multipart and tus alike). Each entry is served inline or as an attachment under the file's own access rule.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TArchiveEntryList } from '../../../shared/files/archives/contract';
import type { TFile } from '../../../shared/files/contract';
import { ARCHIVE_ERROR_CODE, ARCHIVE_MESSAGES } from '../../../shared/files/messages';
import { fileArchiveEntries, files } from '../../db/main-schema';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../../test/test-app';
import { tusClient } from '../../test/tus-client';
import {
  createTestFile,
  filesUnder,
  sessionCookieOf,
  signUpUser,
  uploadTestFile,
  type SignedInUser,
} from '../../test/users-and-files';
import { buildZip, mp3Bytes, PDF_BYTES, type TestZipEntry } from '../../test/zip-writer';

const ADMIN_EMAIL = 'kiem-duyet-nen@example.com';

const TRACK = mp3Bytes(200_000);
/** A listening pack as Finder makes one: a folder record, macOS metadata, a Vietnamese name. */
const PACK: TestZipEntry[] = [
  { name: 'Unit 1/', content: '' },
  { name: 'Unit 1/track 01.mp3', content: TRACK },
  { name: 'Unit 1/script.pdf', content: PDF_BYTES, method: 'store' },
  { name: 'đáp án.txt', content: 'Câu 1: B\nCâu 2: C\n'.repeat(50) },
  { name: '__MACOSX/Unit 1/._track 01.mp3', content: Buffer.from([0, 5, 22, 7, 0, 2, 0, 0]) },
];

const refusal = (message: string) => ({ code: ARCHIVE_ERROR_CODE, message });

describeEachDatabase('archive uploads (.zip)', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: TestClient;
  let anonymous: TestClient;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { ADMIN_EMAILS: ADMIN_EMAIL });
    owner = await signUpUser(testApp.app, 'Người Chia Sẻ');
    other = await signUpUser(testApp.app, 'Người Khác');
    admin = new TestClient(testApp.app);
    await admin.signUp(ADMIN_EMAIL, undefined, 'Kiểm Duyệt');
    anonymous = new TestClient(testApp.app);
  });
  afterAll(() => testApp.close());

  const uploadZip = (entries: TestZipEntry[] | Buffer, name = 'goi-nghe.zip') =>
    uploadTestFile(owner.client, {
      name,
      type: 'application/zip',
      content: Buffer.isBuffer(entries) ? entries : buildZip(entries),
    });
  const createZip = async (entries: TestZipEntry[] = PACK) => {
    const response = await uploadZip(entries);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { file: TFile }).file;
  };

  const leftovers = async () => {
    const db = testApp.ctx.databases.main;
    const [rows] = await db.select({ value: count() }).from(files);
    const [entries] = await db.select({ value: count() }).from(fileArchiveEntries);
    return {
      rows: Number(rows?.value),
      entries: Number(entries?.value),
      stored: await filesUnder(path.join(testApp.dataDir, 'storage')),
      temporary: await filesUnder(path.join(testApp.dataDir, 'tmp', 'uploads')),
    };
  };

  describe('a valid pack', () => {
    it('is stored with its entries listed in order, folders and macOS metadata left out', async () => {
      const file = await createZip();
      expect(file).toMatchObject({ filename: 'goi-nghe.zip', archiveEntryCount: 3, format: 'zip' });
      const response = await anonymous.get(`/api/v4/files/${file.id}/entries`);
      expect(response.statusCode).toBe(200);
      const list = response.json() as TArchiveEntryList;
      const answerSize = Buffer.byteLength(PACK[3]!.content as string);
      expect(list).toEqual({
        entries: [
          { position: 0, path: 'Unit 1/track 01.mp3', size: TRACK.length },
          { position: 1, path: 'Unit 1/script.pdf', size: Buffer.byteLength(PDF_BYTES) },
          { position: 2, path: 'đáp án.txt', size: answerSize },
        ],
        totalSize: TRACK.length + Buffer.byteLength(PDF_BYTES) + answerSize,
      });
      // The file's own answer carries the count too.
      const detail = await owner.client.get(`/api/v4/files/${file.id}`);
      expect(detail.json().file.archiveEntryCount).toBe(3);
    });

    it('serves an entry inline with the content route’s headers, a range of it, and as an attachment', async () => {
      const file = await createZip();
      const inline = await other.client.get(`/api/v4/files/${file.id}/entries/0/content`);
      expect(inline.statusCode).toBe(200);
      expect(inline.headers).toMatchObject({
        'content-type': 'audio/mpeg',
        'content-length': String(TRACK.length),
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
        'cache-control': 'private, no-cache',
      });
      expect(inline.headers['content-security-policy']).toContain('sandbox');
      expect(inline.headers['content-disposition']).toContain('inline; filename="track 01.mp3"');
      expect(inline.rawPayload.equals(TRACK)).toBe(true);

      // A range of a deflated entry, and of a stored one.
      const part = await other.client.request({
        method: 'GET',
        url: `/api/v4/files/${file.id}/entries/0/content`,
        headers: { range: 'bytes=100000-100099' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100000-100099/${TRACK.length}`);
      expect(part.rawPayload.equals(TRACK.subarray(100000, 100100))).toBe(true);
      const stored = await anonymous.request({
        method: 'GET',
        url: `/api/v4/files/${file.id}/entries/1/content`,
        headers: { range: 'bytes=0-7' },
      });
      expect(stored.statusCode).toBe(206);
      expect(stored.headers['content-type']).toBe('application/pdf');
      expect(stored.body).toBe('%PDF-1.4');
      const outside = await anonymous.request({
        method: 'GET',
        url: `/api/v4/files/${file.id}/entries/1/content`,
        headers: { range: 'bytes=99999-' },
      });
      expect(outside.statusCode).toBe(416);

      const text = await anonymous.get(`/api/v4/files/${file.id}/entries/2/content`);
      expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(text.body).toBe(PACK[3]!.content);

      const download = await other.client.get(`/api/v4/files/${file.id}/entries/1/download`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/octet-stream');
      expect(download.headers['content-disposition']).toContain('attachment; filename="script.pdf"');
      expect(download.body).toBe(PDF_BYTES);
      // An entry's download is not a download of the pack (docs/decisions.md).
      const after = await owner.client.get(`/api/v4/files/${file.id}`);
      expect(after.json().file.downloadCount).toBe(0);
    });

    it('answers 404 for an entry that is not there and for the entries of a file that is no archive', async () => {
      const file = await createZip();
      expect((await owner.client.get(`/api/v4/files/${file.id}/entries/3/content`)).statusCode).toBe(404);
      expect((await owner.client.get(`/api/v4/files/${file.id}/entries/-1/content`)).statusCode).toBe(400);
      const text = await createTestFile(owner.client, { name: 'ghi-chu.txt' });
      expect(text.archiveEntryCount).toBeNull();
      const response = await owner.client.get(`/api/v4/files/${text.id}/entries`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'FILE_NOT_FOUND', message: ARCHIVE_MESSAGES.entryNotFound });
    });

    it('gets no thumbnail: the preview job finishes with the format badge', async () => {
      const file = await createZip();
      // The queue holds the other tests' files too: run it until this one's job is done.
      let run = await testApp.previewJobs.runOnce();
      while (run && run.fileId !== file.id) run = await testApp.previewJobs.runOnce();
      expect(run).toEqual({ fileId: file.id, outcome: 'ready' });
      const detail = (await owner.client.get(`/api/v4/files/${file.id}`)).json().file as TFile;
      expect(detail.previewState).toBe('ready');
      expect(detail.thumbnailUrl).toBeNull();
    });
  });

  describe('a refused archive names the entry and leaves nothing behind', () => {
    const zeros = (size: number) => Buffer.alloc(size);
    const cases: [string, TestZipEntry[] | Buffer, string][] = [
      [
        'a zip bomb (20 MB of zeros)',
        [{ name: 'bom.txt', content: zeros(20 * 2 ** 20) }],
        ARCHIVE_MESSAGES.entryRatio('bom.txt', 100),
      ],
      [
        'a bomb spread over entries each too small to be judged alone',
        Array.from({ length: 30 }, (_, i) => ({ name: `phan-${i}.txt`, content: zeros(2 ** 20) })),
        ARCHIVE_MESSAGES.overallRatio(100),
      ],
      [
        'a header that lies about the size',
        [{ name: 'nho.txt', content: zeros(2 * 2 ** 20), claimedSize: 1000 }],
        ARCHIVE_MESSAGES.entryCorrupt('nho.txt'),
      ],
      ['a path up and out', [{ name: '../x.pdf', content: PDF_BYTES }], ARCHIVE_MESSAGES.entryUnsafePath('../x.pdf')],
      [
        'an absolute path',
        [{ name: '/etc/x.pdf', content: PDF_BYTES }],
        ARCHIVE_MESSAGES.entryUnsafePath('/etc/x.pdf'),
      ],
      ['a drive letter', [{ name: 'C:/x.pdf', content: PDF_BYTES }], ARCHIVE_MESSAGES.entryUnsafePath('C:/x.pdf')],
      ['a backslash', [{ name: 'C:\\x.pdf', content: PDF_BYTES }], ARCHIVE_MESSAGES.entryUnsafePath('C:\\x.pdf')],
      [
        'a folder path up and out',
        [
          { name: 'a/../../', content: '' },
          { name: 'b.pdf', content: PDF_BYTES },
        ],
        ARCHIVE_MESSAGES.entryUnsafePath('a/../../'),
      ],
      [
        'a symlink',
        [{ name: 'link.pdf', content: '/etc/passwd', unixMode: 0o120777, method: 'store' }],
        ARCHIVE_MESSAGES.entrySymlink('link.pdf'),
      ],
      [
        'an encrypted entry',
        [{ name: 'khoa.pdf', content: PDF_BYTES, encrypted: true }],
        ARCHIVE_MESSAGES.entryEncrypted('khoa.pdf'),
      ],
      [
        'a blocked extension inside',
        [{ name: 'Unit 1/setup.exe', content: 'hello' }],
        ARCHIVE_MESSAGES.entryBlockedExtension('Unit 1/setup.exe', 'exe'),
      ],
      [
        'an extension not on the allowed list',
        [{ name: 'trang.html', content: '<p>hi</p>' }],
        ARCHIVE_MESSAGES.entryBlockedExtension('trang.html', 'html'),
      ],
      [
        'an executable disguised as .pdf',
        [{ name: 'de-thi.pdf', content: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(3000)]) }],
        ARCHIVE_MESSAGES.entryContentBlocked('de-thi.pdf'),
      ],
      [
        'a PHP tag deep in a text entry',
        [{ name: 'ghi-chu.txt', content: `${'Bài nghe số 1.\n'.repeat(400)}<?php echo 1; ?>` }],
        ARCHIVE_MESSAGES.entryContentBlocked('ghi-chu.txt'),
      ],
      [
        'too many entries',
        Array.from({ length: 501 }, (_, i) => ({ name: `bai-${i}.txt`, content: `Bài ${i}` })),
        ARCHIVE_MESSAGES.tooManyEntries(500),
      ],
      [
        'a nested zip',
        [{ name: 'trong/khac.zip', content: buildZip([{ name: 'a.pdf', content: PDF_BYTES }]) }],
        ARCHIVE_MESSAGES.entryNestedArchive('trong/khac.zip'),
      ],
      ['a nested 7z', [{ name: 'khac.7z', content: 'x' }], ARCHIVE_MESSAGES.entryNestedArchive('khac.7z')],
      [
        'duplicate names (case aside)',
        [
          { name: 'Bai 1.pdf', content: PDF_BYTES },
          { name: 'bai 1.PDF', content: PDF_BYTES },
        ],
        ARCHIVE_MESSAGES.entryDuplicate('bai 1.PDF'),
      ],
      [
        'a name with a leading dot',
        [{ name: 'a/.an.pdf', content: PDF_BYTES }],
        ARCHIVE_MESSAGES.entryNameInvalid('a/.an.pdf', 'Tên file chứa ký tự không hợp lệ'),
      ],
      ['an empty entry', [{ name: 'trong.txt', content: '' }], ARCHIVE_MESSAGES.entryEmpty('trong.txt')],
      ['an empty archive', [], ARCHIVE_MESSAGES.empty],
      ['an archive of folders only', [{ name: 'Unit 1/', content: '' }], ARCHIVE_MESSAGES.empty],
      ['random bytes named .zip', randomBytes(5000).fill(0x25, 0, 1), ARCHIVE_MESSAGES.corrupt],
      ['a zip cut short', cutShort(buildZip(PACK)), ARCHIVE_MESSAGES.corrupt],
      [
        'an entry whose bytes were damaged',
        damage(buildZip([{ name: 'hong.txt', content: 'Một bài nghe. '.repeat(200), method: 'store' }])),
        ARCHIVE_MESSAGES.entryCorrupt('hong.txt'),
      ],
    ];

    it.each(cases)('refuses %s', async (_label, entries, message) => {
      const before = await leftovers();
      const response = await uploadZip(entries);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(refusal(message));
      expect(await leftovers()).toEqual({ ...before, temporary: [] });
    });

    it('refuses the same through a resumable upload (tus), keeping nothing', async () => {
      const baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
      const tus = tusClient(baseUrl, await sessionCookieOf(testApp.app, owner));
      const before = await leftovers();
      const bytes = buildZip([{ name: '../../thoat.pdf', content: PDF_BYTES }]);
      const response = await tus.create(bytes.length, { filename: 'goi.zip', filetype: 'application/zip' }, bytes);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(refusal(ARCHIVE_MESSAGES.entryUnsafePath('../../thoat.pdf')));
      expect(await leftovers()).toEqual({ ...before, temporary: [] });

      const pack = buildZip(PACK);
      const accepted = await tus.create(pack.length, { filename: 'goi.zip', filetype: 'application/zip' }, pack);
      expect(accepted.status).toBe(200);
      const { file } = (await accepted.json()) as { file: TFile };
      expect(file.archiveEntryCount).toBe(3);
      const content = await anonymous.get(`/api/v4/files/${file.id}/entries/0/content`);
      expect(content.rawPayload.equals(TRACK)).toBe(true);
    });
  });

  describe('who may read the entries: the file’s own rule', () => {
    type Caller = 'anonymous' | 'owner' | 'other' | 'admin';
    type State = 'public' | 'private' | 'hidden' | 'deleted';
    const clientOf = (caller: Caller) => ({ anonymous, owner: owner.client, other: other.client, admin })[caller];
    const calls = {
      list: (id: string) => `/api/v4/files/${id}/entries`,
      content: (id: string) => `/api/v4/files/${id}/entries/1/content`,
      download: (id: string) => `/api/v4/files/${id}/entries/1/download`,
    };
    // A hidden file is its owner's alone; an admin reads one that was public (as /content), not as a download.
    const expected: Record<keyof typeof calls, Record<State, Record<Caller, number>>> = {
      list: {
        public: { anonymous: 200, owner: 200, other: 200, admin: 200 },
        private: { anonymous: 403, owner: 200, other: 403, admin: 403 },
        hidden: { anonymous: 404, owner: 200, other: 404, admin: 200 },
        deleted: { anonymous: 404, owner: 404, other: 404, admin: 404 },
      },
      content: {
        public: { anonymous: 200, owner: 200, other: 200, admin: 200 },
        private: { anonymous: 403, owner: 200, other: 403, admin: 403 },
        hidden: { anonymous: 404, owner: 200, other: 404, admin: 200 },
        deleted: { anonymous: 404, owner: 404, other: 404, admin: 404 },
      },
      download: {
        public: { anonymous: 401, owner: 200, other: 200, admin: 200 },
        private: { anonymous: 401, owner: 200, other: 403, admin: 403 },
        hidden: { anonymous: 401, owner: 200, other: 404, admin: 404 },
        deleted: { anonymous: 401, owner: 404, other: 404, admin: 404 },
      },
    };
    const fileIn: Partial<Record<State, string>> = {};

    beforeAll(async () => {
      fileIn.public = (await createZip()).id;
      const privateFile = await createZip();
      await owner.client.request({
        method: 'PATCH',
        url: `/api/v4/files/${privateFile.id}`,
        payload: { isPublic: false },
      });
      fileIn.private = privateFile.id;
      const hidden = await createZip();
      const hide = await admin.request({
        method: 'POST',
        url: `/api/v4/admin/files/${hidden.id}/hide`,
        payload: { reason: 'Vi phạm bản quyền' },
      });
      expect(hide.statusCode).toBe(200);
      fileIn.hidden = hidden.id;
      const deleted = await createZip();
      expect((await owner.client.request({ method: 'DELETE', url: `/api/v4/files/${deleted.id}` })).statusCode).toBe(
        200,
      );
      fileIn.deleted = deleted.id;
    });

    const rows = (Object.keys(calls) as (keyof typeof calls)[]).flatMap((call) =>
      (['public', 'private', 'hidden', 'deleted'] as State[]).flatMap((state) =>
        (['anonymous', 'owner', 'other', 'admin'] as Caller[]).map((caller) => [call, state, caller] as const),
      ),
    );
    it.each(rows)('%s of a %s archive by %s', async (call, state, caller) => {
      const response = await clientOf(caller).get(calls[call](fileIn[state]!));
      expect(response.statusCode, response.body).toBe(expected[call][state][caller]);
      if (response.statusCode === 200 && call !== 'list') expect(response.body).toBe(PDF_BYTES);
      if (response.statusCode !== 200) expect(response.body).not.toContain('%PDF');
    });
  });

  describe("a visitor's download of one entry: the file's switch", () => {
    it('is refused until the owner allows visitors to download the archive, then served; never for a private one', async () => {
      const file = await createZip();
      const url = `/api/v4/files/${file.id}/entries/1/download`;
      expect((await anonymous.get(url)).statusCode).toBe(401);
      const allow = (payload: Record<string, unknown>) =>
        owner.client.request({ method: 'PATCH', url: `/api/v4/files/${file.id}`, payload });
      expect((await allow({ allowVisitorDownload: true })).statusCode).toBe(200);
      const allowed = await anonymous.get(url);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(allowed.body).toBe(PDF_BYTES);
      expect(allowed.headers['content-disposition']).toMatch(/^attachment/);
      // An entry is not the pack: the file's download count stays.
      expect(((await anonymous.get(`/api/v4/files/${file.id}`)).json().file as TFile).downloadCount).toBe(0);
      expect((await allow({ isPublic: false })).statusCode).toBe(200);
      const refused = await anonymous.get(url);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('%PDF');
    });
  });
});

/** The archive without its last 30 bytes: the end of its central directory is gone. */
function cutShort(zip: Buffer): Buffer {
  return zip.subarray(0, zip.length - 30);
}

/** Flips a byte in the middle of the first entry's stored bytes: its CRC-32 no longer matches. */
function damage(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  const nameLength = copy.readUInt16LE(26);
  const at = 30 + nameLength + 100;
  copy[at] = copy[at]! ^ 0xff;
  return copy;
}
