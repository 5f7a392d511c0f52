// office: LibreOffice's conversion of a one-line .docx through the product's converter (in its sandbox when
// this system allows it, at the server's own priority), the PDF only (the previews bench times the whole
// preview):
// - first: the server's first conversion (LibreOffice sets the profile up, the converter starts, converts);
// - warm: RUNS conversions on the running converter (median and worst);
// - restart: RUNS times, the converter's process group killed, then a conversion (a new converter starts on
//   a copy of the profile set up at the first).
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { convertOfficeToPdf } from '../src/server/files/previews/office-preview.ts';
import { printFigure } from './lib.mjs';
import { benchOffice, killConverter } from './office-setup.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'bench-office-'));
const prepared = await benchOffice('office', workDir, 2 ** 30);
if (!prepared) {
  await fsp.rm(workDir, { recursive: true, force: true });
  process.exit(0);
}
const { office, docx } = prepared;
try {
  let conversions = 0;
  /** Wall seconds of one conversion, in a folder of its own as the preview job's. */
  async function convert(): Promise<number> {
    const conversionDir = path.join(workDir, `conversion-${(conversions += 1)}`);
    await fsp.mkdir(conversionDir);
    const input = path.join(conversionDir, 'bai.docx');
    await fsp.writeFile(input, docx);
    const started = performance.now();
    await convertOfficeToPdf({ office, input, workDir: conversionDir, timeoutMs: 600_000 });
    const seconds = (performance.now() - started) / 1000;
    await fsp.rm(conversionDir, { recursive: true, force: true });
    return seconds;
  }
  const sandbox = office.sandbox ? 'yes' : 'no';
  async function measure(name: string, before: () => Promise<void>) {
    const seconds: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await before();
      seconds.push(await convert());
    }
    seconds.sort((a, b) => a - b);
    printFigure(`office ${name}`, {
      runs: RUNS,
      median_s: seconds[Math.floor(RUNS / 2)]!.toFixed(2),
      worst_s: seconds.at(-1)!.toFixed(2),
      sandbox,
    });
  }

  printFigure('office first', {
    note: 'sets the profile up, starts, converts',
    s: (await convert()).toFixed(2),
    sandbox,
  });
  await measure('warm', async () => {});
  await measure('restart', () => killConverter(office));
} finally {
  await office.close();
  await fsp.rm(workDir, { recursive: true, force: true });
}
