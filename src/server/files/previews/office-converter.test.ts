// The warm converter: one LibreOffice for every conversion, one conversion at a time, restarted when it
// dies, hangs or holds too much memory, and ended with the server. A stand-in LibreOffice (test-soffice.ts)
// plays the failures; LibreOffice itself, when installed, shows the same on real documents.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOfficeConverter, OfficeConverterEndedError, type OfficeConverter } from './office-converter';
import { convertOfficeToPdf, createOfficeSetup, findSoffice, prepareOffice, type OfficeSetup } from './office-preview';
import { createConversionProfiles } from './office-profile';
import { extractPreview } from './preview-extract';
import { makeOfficeDocuments } from './test-documents';
import { standInListener, standInListenerStarts, writeStandInSoffice } from './test-soffice';
import { ProgramTimeoutError } from '../../platform/run-program';
import { isRunning, runningInGroup } from '../../test/processes';

/** Limits no conversion reaches on a busy machine: only a hang does. */
const LONG_MS = 10 * 60_000;
const NO_MEMORY_LIMIT = 2 ** 50;

describe('the Office converter, with a stand-in LibreOffice', { timeout: LONG_MS }, () => {
  let dir: string;
  let tempDir: string;
  let converter: OfficeConverter | undefined;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'office-converter-test-'));
    tempDir = path.join(dir, 'temp');
    await fs.mkdir(tempDir);
  });
  afterEach(async () => {
    await converter?.close();
    converter = undefined;
    await fs.rm(dir, { recursive: true, force: true });
  });

  /**
   * A converter on a stand-in whose conversions run `onConvert` (by default: copy the file as its PDF, after
   * noting its start and end in `conversions.log`).
   */
  async function standInConverter({
    onConvert = `echo "start $input" >> "${dir}/conversions.log"; cp "$input" "$outdir/source.pdf"; echo "end $input" >> "${dir}/conversions.log"`,
    memoryLimitBytes = NO_MEMORY_LIMIT,
  }: { onConvert?: string; memoryLimitBytes?: number } = {}): Promise<OfficeConverter> {
    const sofficePath = await writeStandInSoffice(dir, onConvert);
    converter = createOfficeConverter({
      sofficePath,
      sandbox: undefined,
      niceness: 0,
      tempDir,
      profiles: createConversionProfiles({ tempDir, productVersion: undefined, setUp: async () => {} }),
      memoryLimitBytes,
      log: { info: () => {} },
    });
    return converter;
  }

  /** Converts a file holding `text` (its name says what the stand-in does); the PDF's content. */
  async function convert(name: string, text: string, timeoutMs = LONG_MS): Promise<string> {
    const input = path.join(dir, name);
    const output = path.join(dir, `${name}.pdf`);
    await fs.writeFile(input, text);
    await converter!.convert({ input, filter: 'MS Word 2007 XML', output, timeoutMs });
    return fs.readFile(output, 'utf8');
  }

  /** The converters' folders (besides it, tempDir holds the profile they copy). */
  const converterFolders = async () =>
    (await fs.readdir(tempDir)).filter((name) => name.startsWith('office-converter-'));

  /** What the converter's folder holds between conversions. */
  async function converterFolder(): Promise<string[]> {
    const [folder, ...others] = await converterFolders();
    expect(others).toEqual([]);
    return fs.readdir(path.join(tempDir, folder!));
  }

  it('keeps one LibreOffice for every conversion, each in a folder of its own removed before the next', async () => {
    await standInConverter();
    expect(converter!.processGroup()).toBeUndefined();
    expect(await convert('a.docx', 'first')).toBe('first');
    const group = converter!.processGroup();
    expect(group).toBeDefined();
    expect(await converterFolder()).toEqual(['profile']);
    expect(await convert('b.docx', 'second')).toBe('second');
    expect(await convert('c.docx', 'third')).toBe('third');
    expect(converter!.processGroup()).toBe(group);
    expect(await standInListenerStarts(dir)).toBe(1);
    expect(await converterFolder()).toEqual(['profile']);
  });

  it('takes conversions asked for at once one after the other, each with its own file', async () => {
    await standInConverter();
    const texts = ['un', 'deux', 'trois', 'quatre'];
    expect(await Promise.all(texts.map((text) => convert(`${text}.docx`, text)))).toEqual(texts);
    const log = (await fs.readFile(path.join(dir, 'conversions.log'), 'utf8')).trim().split('\n');
    // Each conversion ends before the next starts.
    expect(log.map((line) => line.split(' ')[0])).toEqual(texts.flatMap(() => ['start', 'end']));
    expect(await standInListenerStarts(dir)).toBe(1);
  });

  it('starts another LibreOffice after it is killed', async () => {
    await standInConverter();
    await convert('a.docx', 'before');
    const group = converter!.processGroup();
    process.kill(await standInListener(dir), 'SIGKILL');
    // Whether or not the converter has seen the end yet, the next conversion is done.
    expect(await convert('b.docx', 'after')).toBe('after');
    expect(converter!.processGroup()).not.toBe(group);
    expect(runningInGroup(group!)).toEqual([]);
    expect(await standInListenerStarts(dir)).toBe(2);
  });

  it('kills a conversion that hangs at the time limit, with LibreOffice and its children; the next one starts another', async () => {
    await standInConverter({
      onConvert: `case $input in
        *.doc) sleep 3600 & wait ;;
        *) cp "$input" "$outdir/source.pdf" ;;
      esac`,
    });
    await convert('a.docx', 'before');
    const group = converter!.processGroup()!;
    // The stand-in would sleep for an hour: a rejection within the test's time means it was killed.
    await expect(convert('treo.doc', 'hangs', 1_000)).rejects.toThrow(ProgramTimeoutError);
    expect(converter!.processGroup()).toBeUndefined();
    // The listener, the conversion and its child were all in the group.
    expect(runningInGroup(group)).toEqual([]);
    expect(await convert('b.docx', 'after')).toBe('after');
    expect(await standInListenerStarts(dir)).toBe(2);
  });

  it('fails a file during which LibreOffice crashes (on a second try too), saying so, and does the next one', async () => {
    await standInConverter({
      onConvert: `case $input in
        *.doc) kill -KILL "$(cat "${dir}/listener.pid")"; sleep 3600 ;;
        *) cp "$input" "$outdir/source.pdf" ;;
      esac`,
    });
    await convert('a.docx', 'before');
    const failure = convert('vo.doc', 'crashes');
    await expect(failure).rejects.toThrow(OfficeConverterEndedError);
    await expect(failure).rejects.toThrow(/LibreOffice ended during the conversion/);
    expect(await convert('b.docx', 'after')).toBe('after');
    // The first, the one that tried the file again, the one after.
    expect(await standInListenerStarts(dir)).toBe(3);
  });

  it('ends LibreOffice after a conversion that leaves it over its memory limit; the next one starts another', async () => {
    // A limit any process passes.
    await standInConverter({ memoryLimitBytes: 1 });
    expect(await convert('a.docx', 'first')).toBe('first');
    expect(converter!.processGroup()).toBeUndefined();
    expect(await convert('b.docx', 'second')).toBe('second');
    expect(await standInListenerStarts(dir)).toBe(2);
  });

  it('ends LibreOffice on close: nothing of its process group is left, nor its folder', async () => {
    await standInConverter();
    await convert('a.docx', 'first');
    const group = converter!.processGroup()!;
    const listener = await standInListener(dir);
    await converter!.close();
    expect(runningInGroup(group)).toEqual([]);
    expect(isRunning(listener)).toBe(false);
    expect(await converterFolders()).toEqual([]);
    await expect(convert('b.docx', 'too late')).rejects.toThrow(/closed/);
  });
});

const sofficePath = findSoffice(undefined);

describe.runIf(sofficePath)('the Office converter on LibreOffice', { timeout: LONG_MS }, () => {
  const markers = { docx: 'Bài đọc bản Word', xlsx: 'Bảng từ vựng bản Excel', pptx: 'Bài giảng bản PowerPoint' };
  let dir: string;
  let documents: Awaited<ReturnType<typeof makeOfficeDocuments>>;
  let office: OfficeSetup | undefined;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'office-converter-lo-'));
    documents = await makeOfficeDocuments(sofficePath!, markers);
  }, LONG_MS);
  afterEach(async () => {
    await office?.close();
    office = undefined;
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  /** LibreOffice in its sandbox where this system allows it (as the server runs it), else without. */
  async function setUp(memoryLimitBytes = NO_MEMORY_LIMIT): Promise<OfficeSetup> {
    const tempDir = await fs.mkdtemp(path.join(dir, 'temp-'));
    const options = { tempDir, niceness: 0, memoryLimitBytes };
    const log = { info: () => {}, warn: () => {} };
    office =
      (await prepareOffice({ sofficePath, sandboxMode: 'required', log, ...options })) ??
      createOfficeSetup({ sofficePath: sofficePath!, sandbox: undefined, log, ...options });
    return office;
  }

  /** The text of the PDF of one of the documents. */
  async function convertedText(format: keyof typeof markers): Promise<string> {
    const workDir = await fs.mkdtemp(path.join(dir, 'conversion-'));
    const input = path.join(workDir, `tai-lieu.${format}`);
    await fs.writeFile(input, documents[format]);
    const pdf = await convertOfficeToPdf({ office: office!, input, workDir, timeoutMs: LONG_MS });
    const { pages } = await extractPreview({
      kind: 'pdf',
      inputPath: pdf,
      thumbnailPath: path.join(workDir, 'thumbnail.webp'),
    });
    return pages.join('\n');
  }

  /** LibreOffice's own process (soffice.bin) in the converter's group. */
  async function libreOfficeProcess(group: number): Promise<number> {
    for (const pid of runningInGroup(group)) {
      if ((await fs.readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).trim() === 'soffice.bin') return pid;
    }
    throw new Error(`no soffice.bin in process group ${group}`);
  }

  it('converts documents asked for at once, each to its own PDF, on one LibreOffice', async () => {
    await setUp();
    const formats = ['docx', 'xlsx', 'pptx'] as const;
    const texts = await Promise.all(formats.map((format) => convertedText(format)));
    formats.forEach((format, index) => expect(texts[index]).toContain(markers[format]));
    const group = office!.converter.processGroup()!;
    expect(await convertedText('docx')).toContain(markers.docx);
    expect(office!.converter.processGroup()).toBe(group);
  });

  it('starts another LibreOffice after LibreOffice is killed', async () => {
    await setUp();
    expect(await convertedText('docx')).toContain(markers.docx);
    const group = office!.converter.processGroup()!;
    process.kill(await libreOfficeProcess(group), 'SIGKILL');
    expect(await convertedText('xlsx')).toContain(markers.xlsx);
    expect(office!.converter.processGroup()).not.toBe(group);
    expect(runningInGroup(group)).toEqual([]);
  });

  it('counts LibreOffice’s own memory against the limit (in its sandbox too)', async () => {
    // The shells and launchers around LibreOffice hold a few megabytes; LibreOffice itself, a hundred or more.
    await setUp(50 * 2 ** 20);
    expect(await convertedText('docx')).toContain(markers.docx);
    expect(office!.converter.processGroup()).toBeUndefined();
    expect(await convertedText('pptx')).toContain(markers.pptx);
  });

  it('leaves no process behind when closed', async () => {
    await setUp();
    expect(await convertedText('docx')).toContain(markers.docx);
    const group = office!.converter.processGroup()!;
    await office!.close();
    office = undefined;
    expect(runningInGroup(group)).toEqual([]);
  });
});
