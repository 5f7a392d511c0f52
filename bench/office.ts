// office: LibreOffice's start on a one-line .docx, through the product's conversion (in its sandbox when
// this system allows it, at the server's own priority), RUNS times on each kind of profile:
// - new: a new profile holding the settings only (each start sets the profile up, restarts, and runs the
//   graphics self-tests);
// - new_with_version: a new profile whose settings name LibreOffice's version (no self-tests);
// - prepared: a copy of the profile set up once, as the server does (the setting up, at its first
//   conversion, is printed on its own).
// Median wall seconds and CPU seconds (LibreOffice's processes, counted when they end) of each.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  convertOfficeToPdf,
  createOfficeSetup,
  findSoffice,
  prepareOffice,
  type OfficeSetup,
} from '../src/server/files/previews/office-preview.ts';
import { profileSettingsXml, readProductVersion } from '../src/server/files/previews/office-profile.ts';
import { makeOfficeDocuments } from '../src/server/files/previews/test-documents.ts';
import { printFigure } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds of this process's children that have ended (and of their own ended children). */
function childrenCpuSeconds(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

const sofficePath = findSoffice(undefined);
if (!sofficePath) {
  console.log('office: skipped (no LibreOffice: install libreoffice-writer-nogui)');
  process.exit(0);
}
const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'bench-office-'));
const log = { info: () => {}, warn: () => {} };
const office =
  (await prepareOffice({ sofficePath, sandboxMode: 'required', tempDir: workDir, niceness: 0, log })) ??
  createOfficeSetup({ sofficePath, sandbox: undefined, niceness: 0, tempDir: workDir });
try {
  const { docx } = await makeOfficeDocuments(sofficePath, { docx: 'Xin chào', xlsx: '-', pptx: '-' });
  const newProfiles = (productVersion: string | undefined): OfficeSetup => ({
    ...office,
    profiles: {
      async makeProfile(profile) {
        await fsp.mkdir(path.join(profile, 'user'), { recursive: true });
        await fsp.writeFile(
          path.join(profile, 'user', 'registrymodifications.xcu'),
          profileSettingsXml(productVersion),
        );
      },
      async close() {},
    },
  });

  let conversions = 0;
  async function convert(setup: OfficeSetup): Promise<{ wall: number; cpu: number }> {
    const conversionDir = path.join(workDir, `conversion-${(conversions += 1)}`);
    await fsp.mkdir(conversionDir);
    const input = path.join(conversionDir, 'bai.docx');
    await fsp.writeFile(input, docx);
    const cpuBefore = childrenCpuSeconds();
    const started = performance.now();
    await convertOfficeToPdf({ office: setup, input, workDir: conversionDir, timeoutMs: 600_000 });
    const figures = { wall: (performance.now() - started) / 1000, cpu: childrenCpuSeconds() - cpuBefore };
    await fsp.rm(conversionDir, { recursive: true, force: true });
    return figures;
  }
  async function measure(name: string, setup: OfficeSetup) {
    const runs: Array<{ wall: number; cpu: number }> = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await convert(setup));
    const median = (pick: (run: { wall: number; cpu: number }) => number) =>
      runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    printFigure(`office ${name}`, {
      runs: RUNS,
      median_s: median((run) => run.wall).toFixed(2),
      median_cpu_s: median((run) => run.cpu).toFixed(2),
      sandbox: office.sandbox ? 'yes' : 'no',
    });
  }

  await measure('new', newProfiles(undefined));
  await measure('new_with_version', newProfiles(readProductVersion(sofficePath)));
  const settingUp = await convert(office);
  printFigure('office prepared_first', {
    note: 'sets the profile up, then converts',
    s: settingUp.wall.toFixed(2),
    cpu_s: settingUp.cpu.toFixed(2),
  });
  await measure('prepared', office);
} finally {
  await office.close();
  await fsp.rm(workDir, { recursive: true, force: true });
}
