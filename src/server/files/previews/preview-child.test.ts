// The preview worker's memory is bounded as a whole, not only its JavaScript heap: what pdf.js decodes
// and what the canvas draws live outside the heap.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPreviewWorker } from './preview-child';
import { buildFlateBombPdf } from './test-documents';

const MEMORY_MB = 512;

describe('the preview worker', () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'preview-child-'));
  });
  afterAll(async () => {
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('reads a PDF whose page image inflates to 512 MB without decoding that image', async () => {
    const input = path.join(workDir, 'bom-anh.pdf');
    await fs.writeFile(input, buildFlateBombPdf({ decodedMb: 512, where: 'image' }));
    const { result, maxRssKb } = await runPreviewWorker(
      { kind: 'pdf', inputPath: input, thumbnailPath: path.join(workDir, 'thumbnail.webp') },
      { timeoutMs: 600_000, memoryMb: MEMORY_MB, niceness: 0 },
    );
    expect(result).toEqual({ pageCount: 1, pages: ['Bom nen'], hasThumbnail: true });
    // Decoded, the image alone would take 512 MB, and as many again as the canvas's RGBA.
    expect(maxRssKb).toBeLessThan(2 * MEMORY_MB * 1024);
  }, 600_000);
});
