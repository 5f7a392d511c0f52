// Previews, with bad input: after an upload, the background job reads the document's text
// per page and draws its thumbnail in a worker process; the thumbnail is served under the file's own
// access rule and removed with the file; files that cannot be read end 'failed' and stay downloadable.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_LIMITS } from '../../../shared/constants';
import type { TFile, TSearchResponse } from '../../../shared/files/contract';
import { FILE_ERRORS } from '../../../shared/files/messages';
import { fileJobs, filePages } from '../../db/main-schema';
import type { FileChange } from '../../live';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app';
import { findSoffice } from './office-preview';
import { createOfficeSandbox } from './office-sandbox';
import { previewPlanOf } from './preview-build';
import { splitTextPages } from './preview-extract';
import { buildFlateBombPdf, buildPngBomb, buildTestPdf, makeOfficeDocuments, sampleLines } from './test-documents';
import { createTestFile, filesUnder, signUpUser, type SignedInUser } from '../../test/users-and-files';
import { isRunning, runningInGroup } from '../../test/processes';
import { standInListener, writeStandInSoffice } from './test-soffice';

const PDF_TYPE = 'application/pdf';
/**
 * What a test gives outside programs on a busy machine (other test files' workers, a build beside them): a
 * LibreOffice start or a worker process can then take minutes, and the tests wait for them rather than fail.
 */
const SLOW_MACHINE_MS = 10 * 60_000;
/** How long an event of the job may take to arrive (LISTEN/NOTIFY on PostgreSQL). */

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

// What a job makes of each format, and how its outcome is served, on PGlite: the store's part (the job's
// row, its page text, its event, the search of that text) is the same SQL on both databases, and runs on
// PostgreSQL too below.
describe('preview jobs', { timeout: SLOW_MACHINE_MS }, () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let reader: SignedInUser;
  let anonymous: TestClient;
  const events: FileChange[] = [];

  beforeAll(async () => {
    testApp = await createTestApp('pglite', { PREVIEW_TIMEOUT_S: String(SLOW_MACHINE_MS / 1000) });
    owner = await signUpUser(testApp.app, 'Chủ Tài Liệu');
    reader = await signUpUser(testApp.app, 'Người Đọc');
    anonymous = new TestClient(testApp.app);
    testApp.ctx.events.subscribe((change) => events.push(change));
  }, SLOW_MACHINE_MS);
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
    await expect
      .poll(() => events)
      .toContainEqual({ type: 'file.updated', fileId: file.id, ownerId: owner.id, isPublic: true });
    // The job is done: its row is gone.
    expect(await testApp.ctx.databases.main.select().from(fileJobs).where(eq(fileJobs.fileId, file.id))).toEqual([]);
    // Search finds the text of page 2, typed without diacritics.
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
    await expect
      .poll(() => events)
      .toContainEqual({ type: 'file.updated', fileId: file.id, ownerId: owner.id, isPublic: true });
    const download = await owner.client.get(`/api/v4/files/${file.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(await testApp.previewJobs.runOnce()).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'preview jobs on PostgreSQL [postgres]',
  { timeout: SLOW_MACHINE_MS },
  () => {
    let testApp: TestApp;
    let owner: SignedInUser;
    let reader: SignedInUser;
    const events: FileChange[] = [];

    beforeAll(async () => {
      testApp = await createTestApp('postgres', { PREVIEW_TIMEOUT_S: String(SLOW_MACHINE_MS / 1000) });
      owner = await signUpUser(testApp.app, 'Chủ Tài Liệu');
      reader = await signUpUser(testApp.app, 'Người Đọc');
      testApp.ctx.events.subscribe((change) => events.push(change));
    }, SLOW_MACHINE_MS);
    afterAll(() => testApp.close());

    it('ends each job in the store: page text kept and searchable, the job row gone, the end announced', async () => {
      // A text file of two pages (quick to read: the PDF reader is the worker's slowest start) and a picture
      // that cannot be read.
      const lesson = await createTestFile(owner.client, {
        name: 'on-tap.txt',
        content: `Bài 1: Ngữ pháp cơ bản ${'từ vựng '.repeat(400)}Đề thi thử TOEIC`,
        type: 'text/plain',
      });
      const broken = await createTestFile(owner.client, {
        name: 'bom.png',
        content: buildPngBomb(),
        type: 'image/png',
      });
      const jobsOf = () =>
        testApp.ctx.databases.main
          .select({ fileId: fileJobs.fileId, attempts: fileJobs.attempts, lockedUntil: fileJobs.lockedUntil })
          .from(fileJobs)
          .orderBy(asc(fileJobs.runAfter));
      expect(await jobsOf()).toEqual([
        { fileId: lesson.id, attempts: 0, lockedUntil: null },
        { fileId: broken.id, attempts: 0, lockedUntil: null },
      ]);

      // Oldest first; then nothing is due.
      expect(await testApp.previewJobs.runOnce()).toEqual({ fileId: lesson.id, outcome: 'ready' });
      expect(await testApp.previewJobs.runOnce()).toEqual({ fileId: broken.id, outcome: 'failed' });
      expect(await testApp.previewJobs.runOnce()).toBeUndefined();
      expect(await jobsOf()).toEqual([]);

      const stateOf = async (id: string) =>
        ((await owner.client.get(`/api/v4/files/${id}`)).json().file as TFile).previewState;
      expect(await stateOf(lesson.id)).toBe('ready');
      expect(await stateOf(broken.id)).toBe('failed');
      const pages = await testApp.ctx.databases.main
        .select({ page: filePages.page, text: filePages.text })
        .from(filePages)
        .where(eq(filePages.fileId, lesson.id))
        .orderBy(asc(filePages.page));
      expect(pages.map((page) => page.page)).toEqual([1, 2]);
      expect(pages[0]!.text.startsWith('Bài 1: Ngữ pháp cơ bản')).toBe(true);
      expect(pages[1]!.text.endsWith('Đề thi thử TOEIC')).toBe(true);
      // Through LISTEN/NOTIFY.
      for (const file of [lesson, broken]) {
        await expect
          .poll(() => events)
          .toContainEqual({ type: 'file.updated', fileId: file.id, ownerId: owner.id, isPublic: true });
      }
      // PostgreSQL's own unaccent and full-text search find the words of page 2, typed without diacritics
      // (a text file's hit names no page: it has none of its own).
      const found = (
        await reader.client.get('/api/v4/files/search?q=de%20thi%20thu%20toeic')
      ).json() as TSearchResponse;
      const hit = found.hits.find((candidate) => candidate.file.id === lesson.id);
      expect(hit?.snippet?.map((part) => part.text).join('')).toContain('Đề thi thử TOEIC');

      // The pages go with the file.
      expect((await owner.client.request({ method: 'DELETE', url: `/api/v4/files/${lesson.id}` })).statusCode).toBe(
        200,
      );
      expect(await testApp.ctx.databases.main.select().from(filePages).where(eq(filePages.fileId, lesson.id))).toEqual(
        [],
      );
    });
  },
);

// LibreOffice conversions take seconds each: the documents are made once, and converted on one database
// (the job's database work is that of the other formats, tested on both above).
describe.runIf(findSoffice(undefined))('Office previews through LibreOffice', { timeout: SLOW_MACHINE_MS }, () => {
  const markers = {
    docx: 'Đề thi thử TOEIC bản Word',
    xlsx: 'Bảng điểm TOEIC bản Excel',
    pptx: 'Bài giảng TOEIC bản PowerPoint',
  };
  let testApp: TestApp | undefined;
  let owner: SignedInUser;
  let documents: Awaited<ReturnType<typeof makeOfficeDocuments>>;
  /** Why the system cannot give LibreOffice its sandbox; undefined when it can. */
  let noSandbox: string | undefined;

  beforeAll(async () => {
    const sofficePath = findSoffice(undefined)!;
    noSandbox = await createOfficeSandbox(sofficePath, os.tmpdir(), 0).then(
      () => undefined,
      (error: Error) => error.message.split('\n')[0],
    );
    if (noSandbox) return;
    [testApp, documents] = await Promise.all([
      // The conversions and the worker get the time a busy machine needs (the default is 2 minutes each).
      createTestApp('pglite', { PREVIEW_TIMEOUT_S: String(SLOW_MACHINE_MS / 1000) }),
      makeOfficeDocuments(sofficePath, markers),
    ]);
    owner = await signUpUser(testApp.app);
  }, SLOW_MACHINE_MS);
  afterAll(() => testApp?.close());

  it('converts a .docx, .xlsx and .pptx, reads their text, draws their thumbnails and caches the PDF', async ({
    skip,
  }) => {
    // OFFICE_SANDBOX=required (the default) refuses to convert there, as the test below shows.
    if (noSandbox) skip(`LibreOffice’s sandbox (user namespaces through unshare) cannot be made here: ${noSandbox}`);
    const { previewJobs, ctx, dataDir } = testApp!;
    const uploaded = [];
    for (const format of ['docx', 'xlsx', 'pptx'] as const) {
      uploaded.push({
        format,
        file: await createTestFile(owner.client, { name: `tai-lieu.${format}`, content: documents[format] }),
      });
    }
    for (let index = 0; index < uploaded.length; index += 1) {
      expect((await previewJobs.runOnce())?.outcome).toBe('ready');
    }
    for (const { format, file } of uploaded) {
      const after = (await owner.client.get(`/api/v4/files/${file.id}`)).json().file as TFile;
      expect(after).toMatchObject({ previewState: 'ready', pageCount: 1 });
      const [page] = await ctx.databases.main
        .select({ text: filePages.text })
        .from(filePages)
        .where(eq(filePages.fileId, file.id));
      expect(page?.text).toContain(markers[format]);
      const thumbnail = await owner.client.get(after.thumbnailUrl!);
      expect(thumbnail.statusCode).toBe(200);
      expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('webp');
      // The viewer's preview.pdf is the PDF the job made: no second conversion.
      const mediaFiles = await filesUnder(path.join(dataDir, 'storage', 'media'));
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
    // A stand-in for a LibreOffice that never finishes a conversion: it notes its process id and sleeps
    // for an hour, with a child of its own, as soffice's launcher has.
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hanging-soffice-'));
    const soffice = await writeStandInSoffice(workDir, `sleep 3600 & echo $! > "${workDir}/child.pid"; wait`);
    // Without the sandbox: the stand-in writes beside itself, which the sandbox shows read-only. A limit of
    // a few seconds: long enough for the stand-in to start its child on a busy machine.
    testApp = await createTestApp('pglite', { SOFFICE_PATH: soffice, PREVIEW_TIMEOUT_S: '5', OFFICE_SANDBOX: 'off' });
    owner = await signUpUser(testApp.app);
  }, SLOW_MACHINE_MS);
  afterAll(async () => {
    await testApp.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it(
    'is killed at the time limit with its children, and the file ends failed',
    async () => {
      const file = await createTestFile(owner.client, { name: 'treo.docx', content: Buffer.from('PK not really') });
      // The stand-in would sleep for an hour: an outcome within the test's time means it was killed.
      expect((await testApp.previewJobs.runOnce())?.outcome).toBe('failed');
      expect(((await owner.client.get(`/api/v4/files/${file.id}`)).json().file as TFile).previewState).toBe('failed');
      const childPid = Number(await fs.readFile(path.join(workDir, 'child.pid'), 'utf8'));
      await expect.poll(() => isRunning(childPid)).toBe(false);
      expect((await owner.client.get(`/api/v4/files/${file.id}/download`)).statusCode).toBe(200);
    },
    SLOW_MACHINE_MS,
  );
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
    const soffice = await writeStandInSoffice(
      workDir,
      `read -r stat < /proc/$$/stat
    echo "\${stat##*) }" | cut -d' ' -f17 >> "${workDir}/runs.log"
    sleep 0.2`,
    );
    // Without the sandbox: the stand-in writes beside itself, which the sandbox shows read-only.
    testApp = await createTestApp('pglite', {
      SOFFICE_PATH: soffice,
      OFFICE_SANDBOX: 'off',
      BACKGROUND_NICENESS: '3',
    });
    owner = await signUpUser(testApp.app);
    anonymous = new TestClient(testApp.app);
  }, SLOW_MACHINE_MS);
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

describe('LibreOffice’s converter when the server closes', () => {
  let testApp: TestApp | undefined;
  let workDir: string;

  beforeAll(async () => {
    // A stand-in that makes no PDF: the file fails, and the converter keeps running for the next one.
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'closing-soffice-'));
    const soffice = await writeStandInSoffice(workDir, ':');
    testApp = await createTestApp('pglite', { SOFFICE_PATH: soffice, OFFICE_SANDBOX: 'off' });
  }, SLOW_MACHINE_MS);
  afterAll(async () => {
    await testApp?.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('is ended with the server: no process of its group is left', async () => {
    const owner = await signUpUser(testApp!.app);
    await createTestFile(owner.client, { name: 'bai.docx', content: Buffer.from('PK not really') });
    expect((await testApp!.previewJobs.runOnce())?.outcome).toBe('failed');
    const listener = await standInListener(workDir);
    const stat = await fs.readFile(`/proc/${listener}/stat`, 'utf8');
    const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
    expect(runningInGroup(group)).toContain(listener);

    await testApp!.close();
    testApp = undefined;
    expect(runningInGroup(group)).toEqual([]);
  });
});

describe('Office files where LibreOffice’s sandbox cannot be made', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let workDir: string;

  beforeAll(async () => {
    // A LibreOffice that cannot be started fails the start-up probe of its sandbox, as every LibreOffice
    // does on a system that refuses user namespaces; the sandbox is required (the default).
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'unsandboxed-soffice-'));
    const soffice = path.join(workDir, 'soffice');
    await fs.writeFile(soffice, '#!/bin/sh\n', { mode: 0o644 });
    testApp = await createTestApp('pglite', { SOFFICE_PATH: soffice });
    owner = await signUpUser(testApp.app);
  }, SLOW_MACHINE_MS);
  afterAll(async () => {
    await testApp.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('converts nothing: the file is ready without a preview, and keeps its download', async () => {
    const file = await createTestFile(owner.client, { name: 'bai-tap.docx', content: Buffer.from('PK not really') });
    // 'failed' would mean a conversion was tried (and the program refused to start).
    expect((await testApp.previewJobs.runOnce())?.outcome).toBe('ready');
    const after = (await owner.client.get(`/api/v4/files/${file.id}`)).json().file as TFile;
    expect(after).toMatchObject({ previewState: 'ready', pageCount: null, thumbnailUrl: null });
    const preview = await owner.client.get(`/api/v4/files/${file.id}/preview.pdf`);
    expect(preview.statusCode).toBe(404);
    expect(preview.json()).toEqual(FILE_ERRORS.previewUnavailable);
    expect((await owner.client.get(`/api/v4/files/${file.id}/download`)).statusCode).toBe(200);
  });
});
