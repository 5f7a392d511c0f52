// Issue 12 §1, §4, §7 and "Bad input": after an upload, the background job reads the document's text
// per page and draws its thumbnail in a worker process; the thumbnail is served under the file's own
// access rule and removed with the file; files that cannot be read end 'failed' and stay downloadable.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_LIMITS } from '../../shared/constants';
import type { TFile, TSearchResponse } from '../../shared/files/contract';
import { FILE_ERRORS } from '../../shared/files/messages';
import { fileJobs, filePages } from '../db/main-schema';
import type { FileChange } from '../live/event-bus';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';
import { findSoffice } from './office-preview';
import { previewPlanOf } from './preview-build';
import { splitTextPages } from './preview-extract';
import { buildFlateBombPdf, buildPngBomb, buildTestPdf, makeOfficeDocuments, sampleLines } from './test-documents';
import { createTestFile, filesUnder, signUpUser, type SignedInUser } from './test-support';
import { isRunning } from '../test/processes';

const PDF_TYPE = 'application/pdf';

describe('preview rules', () => {
  it('cuts plain text into pages of about the page size, at spaces, whitespace collapsed', () => {
    const words = Array.from({ length: 2000 }, (_, index) => `từ${index}`).join(' \n\t ');
    const pages = splitTextPages(words, 3000);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(3000);
      expect(page).not.toMatch(/\s{2}|^\s|\s$/);
    }
    expect(pages.join(' ')).toBe(words.replace(/\s+/g, ' '));
    expect(splitTextPages('  \n ')).toEqual([]);
  });

  it('chooses the work by format', () => {
    expect(previewPlanOf('De thi.PDF')).toBe('pdf');
    expect(previewPlanOf('bai.docx')).toBe('office');
    expect(previewPlanOf('anh.jpeg')).toBe('image');
    expect(previewPlanOf('ghi-chu.md')).toBe('text');
    expect(previewPlanOf('bai-giang.mp4')).toBe('video');
    // No thumbnail and no text: ready at once, the card shows the format badge.
    expect(previewPlanOf('nhac.mp3')).toBe('none');
    expect(previewPlanOf('ban-ve.svg')).toBe('none');
    expect(previewPlanOf('goi.zip')).toBe('none');
  });
});

describeEachDatabase('preview jobs', (kind) => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let reader: SignedInUser;
  let anonymous: TestClient;
  const events: FileChange[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    owner = await signUpUser(testApp.app, 'Chủ Tài Liệu');
    reader = await signUpUser(testApp.app, 'Người Đọc');
    anonymous = new TestClient(testApp.app);
    testApp.ctx.events.subscribe((change) => events.push(change));
  });
  afterAll(() => testApp.close());

  const getFile = async (client: TestClient, id: string) =>
    (await client.get(`/api/v4/files/${id}`)).json().file as TFile;
  const pagesOf = (fileId: string) =>
    testApp.ctx.databases.main
      .select({ page: filePages.page, text: filePages.text })
      .from(filePages)
      .where(eq(filePages.fileId, fileId))
      .orderBy(asc(filePages.page));

  /** Uploads, runs the job of that file (jobs run oldest first), and returns the file after it. */
  async function uploadAndProcess(name: string, content: Buffer | string, type = PDF_TYPE) {
    const file = await createTestFile(owner.client, { name, content, type });
    expect(file.previewState).toBe('pending');
    const run = await testApp.previewJobs.runOnce();
    expect(run?.fileId).toBe(file.id);
    return { file: await getFile(owner.client, file.id), outcome: run?.outcome };
  }

  it('reads a PDF page by page, draws page 1, and serves the thumbnail under the file access rule', async () => {
    const pdf = buildTestPdf({ pages: [['Bài 1: Ngữ pháp cơ bản'], ['Đề thi thử TOEIC']] });
    const { file, outcome } = await uploadAndProcess('de-thi-thu.pdf', pdf);
    expect(outcome).toBe('ready');
    expect(file).toMatchObject({
      previewState: 'ready',
      pageCount: 2,
      thumbnailUrl: `/api/v4/files/${file.id}/thumbnail`,
    });
    expect(await pagesOf(file.id)).toEqual([
      { page: 1, text: 'Bài 1: Ngữ pháp cơ bản' },
      { page: 2, text: 'Đề thi thử TOEIC' },
    ]);
    // Lists refresh: the change is published like any other.
    // On PostgreSQL events travel through LISTEN/NOTIFY: they arrive a moment later.
    await expect
      .poll(() => events)
      .toContainEqual({ type: 'file.updated', fileId: file.id, ownerId: owner.id, isPublic: true });
    // The job is done: its row is gone.
    expect(await testApp.ctx.databases.main.select().from(fileJobs).where(eq(fileJobs.fileId, file.id))).toEqual([]);
    // Search finds the text of page 2, typed without diacritics (issue 12).
    const found = (await reader.client.get('/api/v4/files/search?q=de%20thi%20thu%20toeic')).json() as TSearchResponse;
    expect(found.hits.find((hit) => hit.file.id === file.id)).toMatchObject({ page: 2 });

    const thumbnail = await anonymous.get(file.thumbnailUrl!);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    const image = await sharp(thumbnail.rawPayload).metadata();
    expect(image).toMatchObject({ format: 'webp', width: PREVIEW_LIMITS.thumbnailWidth });
    // A4 portrait keeps its proportions.
    expect(image.height).toBe(Math.round((PREVIEW_LIMITS.thumbnailWidth * 842) / 595));

    // Private: the owner's browser alone may keep it, for an hour; others are refused like for the file.
    await owner.client.request({ method: 'PATCH', url: `/api/v4/files/${file.id}`, payload: { isPublic: false } });
    const own = await owner.client.get(file.thumbnailUrl!);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
    for (const client of [reader.client, anonymous]) {
      const refused = await client.get(file.thumbnailUrl!);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FILE_ERRORS.fileForbidden);
    }

    // Removed with the file.
    const mediaDir = path.join(testApp.dataDir, 'storage', 'media');
    expect(await filesUnder(mediaDir)).toContain(`thumbnails/${file.id}.webp`);
    expect((await owner.client.request({ method: 'DELETE', url: `/api/v4/files/${file.id}` })).statusCode).toBe(200);
    expect(await filesUnder(mediaDir)).not.toContain(`thumbnails/${file.id}.webp`);
    expect((await owner.client.get(file.thumbnailUrl!)).statusCode).toBe(404);
    expect(await pagesOf(file.id)).toEqual([]);
  });

  it('answers 404 for a file without a thumbnail, and for ids that name no file', async () => {
    const text = await uploadAndProcess('on-tap.txt', `Ôn tập ${'từ vựng '.repeat(800)}cuối trang`, 'text/plain');
    // Text: searchable pages, no page count and no picture (the card shows the badge).
    expect(text.file).toMatchObject({ previewState: 'ready', pageCount: null, thumbnailUrl: null });
    const pages = await pagesOf(text.file.id);
    expect(pages.length).toBe(3);
    expect(pages[0]!.text.startsWith('Ôn tập từ vựng')).toBe(true);
    expect(pages.at(-1)!.text.endsWith('cuối trang')).toBe(true);

    const archive = await uploadAndProcess('bai-nghe.mp3', Buffer.from('ID3 not really audio'), 'audio/mpeg');
    expect(archive.file).toMatchObject({ previewState: 'ready', pageCount: null, thumbnailUrl: null });

    for (const id of [text.file.id, archive.file.id]) {
      const response = await anonymous.get(`/api/v4/files/${id}/thumbnail`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(FILE_ERRORS.thumbnailNotFound);
    }
    expect((await anonymous.get('/api/v4/files/not-a-uuid/thumbnail')).statusCode).toBe(404);
    expect((await anonymous.get('/api/v4/files/00000000-0000-4000-8000-000000000000/thumbnail')).statusCode).toBe(404);
  });

  it('scales an image down to a WebP thumbnail', async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const { file } = await uploadAndProcess('so-do.png', png, 'image/png');
    expect(file).toMatchObject({ previewState: 'ready', pageCount: null });
    const thumbnail = await anonymous.get(file.thumbnailUrl!);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 });
  });

  it('keeps the text of the first pages of a very long PDF', async () => {
    const pdf = buildTestPdf({ pages: Array.from({ length: 5000 }, (_, index) => sampleLines(index + 1, 1)) });
    const { file } = await uploadAndProcess('5000-trang.pdf', pdf);
    expect(file).toMatchObject({ previewState: 'ready', pageCount: 5000 });
    const pages = await pagesOf(file.id);
    expect(pages.length).toBe(PREVIEW_LIMITS.maxPages);
    expect(pages.at(-1)).toMatchObject({ page: PREVIEW_LIMITS.maxPages });
  });

  it.each([
    ['encrypted', 'ma-hoa.pdf', () => buildTestPdf({ pages: [['bí mật']], encrypted: true }), PDF_TYPE],
    ['corrupt', 'hong.pdf', () => Buffer.from('%PDF-1.7\nkhông phải PDF thật\n'), PDF_TYPE],
    ['zero-page', 'trong.pdf', () => buildTestPdf({ pages: [] }), PDF_TYPE],
    ['PNG bomb', 'bom.png', () => buildPngBomb(), 'image/png'],
    // Under a megabyte, whose page content inflates to 768 MB: the worker's memory limit ends it.
    ['Flate bomb', 'bom-nen.pdf', () => buildFlateBombPdf({ decodedMb: 768, where: 'content' }), PDF_TYPE],
  ])('%s: the file ends failed at once and stays whole and downloadable', async (_, name, make, type) => {
    const content = make();
    const { file, outcome } = await uploadAndProcess(name, content, type);
    expect(outcome).toBe('failed');
    expect(file).toMatchObject({ previewState: 'failed', pageCount: null, thumbnailUrl: null });
    // On PostgreSQL events travel through LISTEN/NOTIFY: they arrive a moment later.
    await expect
      .poll(() => events)
      .toContainEqual({ type: 'file.updated', fileId: file.id, ownerId: owner.id, isPublic: true });
    const download = await owner.client.get(`/api/v4/files/${file.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(await testApp.previewJobs.runOnce()).toBeUndefined();
  });
});

// LibreOffice conversions take a second or two each: the documents are made once, and converted on one
// database (the job's database work is the PDF path's, tested on both above).
describe.runIf(findSoffice(undefined))('Office previews through LibreOffice', () => {
  const markers = {
    docx: 'Đề thi thử TOEIC bản Word',
    xlsx: 'Bảng điểm TOEIC bản Excel',
    pptx: 'Bài giảng TOEIC bản PowerPoint',
  };
  let testApp: TestApp;
  let owner: SignedInUser;
  let documents: Awaited<ReturnType<typeof makeOfficeDocuments>>;

  beforeAll(async () => {
    [testApp, documents] = await Promise.all([
      createTestApp('pglite'),
      makeOfficeDocuments(findSoffice(undefined)!, markers),
    ]);
    owner = await signUpUser(testApp.app);
  });
  afterAll(() => testApp.close());

  it('converts a .docx, .xlsx and .pptx, reads their text, draws their thumbnails and caches the PDF', async () => {
    const uploaded = [];
    for (const format of ['docx', 'xlsx', 'pptx'] as const) {
      uploaded.push({
        format,
        file: await createTestFile(owner.client, { name: `tai-lieu.${format}`, content: documents[format] }),
      });
    }
    for (let index = 0; index < uploaded.length; index += 1) {
      expect((await testApp.previewJobs.runOnce())?.outcome).toBe('ready');
    }
    for (const { format, file } of uploaded) {
      const after = (await owner.client.get(`/api/v4/files/${file.id}`)).json().file as TFile;
      expect(after).toMatchObject({ previewState: 'ready', pageCount: 1 });
      const [page] = await testApp.ctx.databases.main
        .select({ text: filePages.text })
        .from(filePages)
        .where(eq(filePages.fileId, file.id));
      expect(page?.text).toContain(markers[format]);
      const thumbnail = await owner.client.get(after.thumbnailUrl!);
      expect(thumbnail.statusCode).toBe(200);
      expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('webp');
      // The viewer's preview.pdf is the PDF the job made: no second conversion.
      const mediaFiles = await filesUnder(path.join(testApp.dataDir, 'storage', 'media'));
      expect(mediaFiles).toContain(`previews/${file.id}.pdf`);
      const preview = await owner.client.get(`/api/v4/files/${file.id}/preview.pdf`);
      expect(preview.statusCode).toBe(200);
      expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('an Office file that hangs LibreOffice', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let workDir: string;

  beforeAll(async () => {
    // A stand-in for a LibreOffice that never finishes: it notes its process id and sleeps, with a
    // child of its own, as soffice's launcher has.
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanging-soffice-'));
    const soffice = path.join(workDir, 'soffice');
    await fs.writeFile(soffice, `#!/bin/sh\nsleep 300 &\necho $! > "${workDir}/child.pid"\nwait\n`, { mode: 0o755 });
    // Without the sandbox: the stand-in writes beside itself, which the sandbox shows read-only.
    testApp = await createTestApp('pglite', { SOFFICE_PATH: soffice, PREVIEW_TIMEOUT_S: '1', OFFICE_SANDBOX: 'off' });
    owner = await signUpUser(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('is killed at the time limit with its children, and the file ends failed', async () => {
    const file = await createTestFile(owner.client, { name: 'treo.docx', content: Buffer.from('PK not really') });
    const started = Date.now();
    expect((await testApp.previewJobs.runOnce())?.outcome).toBe('failed');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(((await owner.client.get(`/api/v4/files/${file.id}`)).json().file as TFile).previewState).toBe('failed');
    const childPid = Number(await fs.readFile(path.join(workDir, 'child.pid'), 'utf8'));
    await expect.poll(() => isRunning(childPid)).toBe(false);
    expect((await owner.client.get(`/api/v4/files/${file.id}/download`)).statusCode).toBe(200);
  });
});

describe('the viewer’s preview.pdf of an Office file', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let anonymous: TestClient;
  let workDir: string;
  /** The niceness of each conversion, in the order they ran. */
  const runs = async () =>
    (await fs.readFile(path.join(workDir, 'runs.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean).map(Number);
  const runsOf = async () => (await runs()).length;

  beforeAll(async () => {
    // A stand-in for a LibreOffice that cannot open the file: it notes each conversion with its niceness
    // (the 19th field of its /proc stat line) and writes no PDF, after a moment (a real one takes seconds).
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'failing-soffice-'));
    const soffice = path.join(workDir, 'soffice');
    await fs.writeFile(
      soffice,
      `#!/bin/sh
case " $* " in *" --convert-to "*)
  read -r stat < /proc/$$/stat
  echo "\${stat##*) }" | cut -d' ' -f17 >> "${workDir}/runs.log" ;;
esac
sleep 0.2
`,
      { mode: 0o755 },
    );
    // Without the sandbox: the stand-in writes beside itself, which the sandbox shows read-only.
    testApp = await createTestApp('pglite', {
      SOFFICE_PATH: soffice,
      OFFICE_SANDBOX: 'off',
      BACKGROUND_NICENESS: '3',
    });
    owner = await signUpUser(testApp.app);
    anonymous = new TestClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('never converts in a request: "being made" until the job ends, then its failure is remembered', async () => {
    const file = await createTestFile(owner.client, {
      name: 'khong-mo-duoc.docx',
      content: Buffer.from('PK not a document'),
    });
    const preview = () => anonymous.get(`/api/v4/files/${file.id}/preview.pdf`);

    const pending = await preview();
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual(FILE_ERRORS.previewPending);
    expect(await runsOf()).toBe(0);

    expect((await testApp.previewJobs.runOnce())?.outcome).toBe('failed');
    expect(await runsOf()).toBe(1);
    for (let request = 0; request < 3; request += 1) {
      const failed = await preview();
      expect(failed.statusCode).toBe(422);
      expect(failed.json()).toEqual(FILE_ERRORS.previewFailed);
    }
    expect(await runsOf()).toBe(1);
  });

  it('runs LibreOffice BACKGROUND_NICENESS below the server’s priority', async () => {
    await createTestFile(owner.client, { name: 'uu-tien.docx', content: Buffer.from('PK not a document') });
    expect((await testApp.previewJobs.runOnce())?.outcome).toBe('failed');
    expect((await runs()).at(-1)).toBe(Math.min(19, os.getPriority() + 3));
  });
});
