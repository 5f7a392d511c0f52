// A document converted by LibreOffice reaches nothing outside itself: no request to any address it names
// (a listener on this machine counts them), and no local file it points at ends up in the PDF.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertOfficeToPdf, createOfficeSetup, findSoffice, prepareOffice, type OfficeSetup } from './office-preview';
import { extractPreview } from './preview-extract';
import { buildSolidPng } from './test-documents';
import { buildLinkedDocuments } from './test-linked-documents';

const sofficePath = findSoffice(undefined);
/** Real LibreOffice starts take seconds, ten or more on a busy machine. */
const CONVERSION_TIMEOUT_MS = 120_000;
const MEMORY_LIMIT_BYTES = 1024 * 2 ** 20;
const CANARY_TEXT = 'CANARY-TEXT-4f1d9';
/** The canary picture's size, which nothing else in these documents has. */
const CANARY_IMAGE = /\/Width\s*37\s*\/Height\s*23\b/;

describe.runIf(sofficePath)('LibreOffice conversion of documents that point outside themselves', () => {
  let workDir: string;
  let server: http.Server;
  const requests: string[] = [];
  let connections = 0;
  let documents: Record<string, Buffer>;

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'office-links-'));
    server = http.createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.end();
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const canaryImage = path.join(workDir, 'canary.png');
    const canaryText = path.join(workDir, 'canary.txt');
    await fs.writeFile(canaryImage, buildSolidPng(37, 23, [255, 0, 0]));
    await fs.writeFile(canaryText, `${CANARY_TEXT}\n`);
    const { port } = server.address() as AddressInfo;
    documents = buildLinkedDocuments({ baseUrl: `http://127.0.0.1:${port}`, canaryImage, canaryText });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(workDir, { recursive: true, force: true });
  });

  /** The PDF's bytes and text; empty when LibreOffice refused the file (as it should some). */
  async function convert(office: OfficeSetup, name: string) {
    const conversionDir = await fs.mkdtemp(path.join(workDir, 'conversion-'));
    const input = path.join(conversionDir, `source${path.extname(name)}`);
    await fs.writeFile(input, documents[name]!);
    try {
      const output = await convertOfficeToPdf({
        office,
        input,
        workDir: conversionDir,
        timeoutMs: CONVERSION_TIMEOUT_MS,
      });
      const pdf = await fs.readFile(output);
      const { pages } = await extractPreview({
        kind: 'pdf',
        inputPath: output,
        thumbnailPath: path.join(conversionDir, 'thumbnail.webp'),
      });
      return { converted: true, pdf: pdf.toString('latin1'), text: pages.join('\n') };
    } catch (error) {
      if ((error as Error).message === 'LibreOffice wrote no PDF') return { converted: false, pdf: '', text: '' };
      throw error;
    }
  }

  /** Two at a time: each LibreOffice has its own profile, and the machine has few cores. */
  async function convertAll(office: OfficeSetup) {
    const results: Record<string, Awaited<ReturnType<typeof convert>>> = {};
    const names = Object.keys(documents);
    for (let start = 0; start < names.length; start += 2) {
      await Promise.all(
        names.slice(start, start + 2).map(async (name) => (results[name] = await convert(office, name))),
      );
    }
    return results;
  }

  it(
    'in its sandbox: no request, no local file in the PDF, and HTML or flat XML under an Office name is refused',
    async ({ skip }) => {
      const office = await prepareOffice({
        sofficePath,
        sandboxMode: 'required',
        tempDir: workDir,
        niceness: 0,
        memoryLimitBytes: MEMORY_LIMIT_BYTES,
        log: { info: () => {}, warn: () => {} },
      });
      if (!office) skip('this system cannot make the sandbox');
      expect(office!.sandbox).toBeDefined();
      requests.length = 0;
      connections = 0;

      const results = await convertAll(office!).finally(() => office!.close());
      expect(requests).toEqual([]);
      expect(connections).toBe(0);
      for (const [name, result] of Object.entries(results)) {
        expect(result.text, name).not.toContain(CANARY_TEXT);
        expect(result.pdf, name).not.toMatch(CANARY_IMAGE);
      }
      expect(results['html.docx']?.converted).toBe(false);
      expect(results['flat.odt']?.converted).toBe(false);
      // The documents themselves still convert.
      expect(results['linked.docx']?.text).toContain('Word document with links');
      expect(results['linked.odt']?.text).toContain('OpenDocument with links');
      expect(results['linked.pptx']?.converted).toBe(true);
      expect(results['fields.rtf']?.text).toContain('RTF with fields');
    },
    10 * CONVERSION_TIMEOUT_MS,
  );

  it(
    'without the sandbox, its profile and import filters alone keep every document off the network and its linked pictures out',
    async () => {
      requests.length = 0;
      connections = 0;
      const office = createOfficeSetup({
        sofficePath: sofficePath!,
        sandbox: undefined,
        niceness: 0,
        tempDir: workDir,
        memoryLimitBytes: MEMORY_LIMIT_BYTES,
        log: { info: () => {} },
      });
      const results = await convertAll(office).finally(() => office.close());
      expect(requests).toEqual([]);
      expect(connections).toBe(0);
      // An SVG picture's own images and RTF's INCLUDEPICTURE are read whatever the settings: the sandbox's part.
      for (const name of ['html.docx', 'flat.odt', 'linked.docx', 'linked.pptx']) {
        expect(results[name]!.pdf, name).not.toMatch(CANARY_IMAGE);
        expect(results[name]!.text, name).not.toContain(CANARY_TEXT);
      }
    },
    10 * CONVERSION_TIMEOUT_MS,
  );
});
