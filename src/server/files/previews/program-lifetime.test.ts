// The programs the server starts for previews die with it: a server killed outright (kill -9, the kernel's
// OOM killer) cannot kill them itself, and a LibreOffice or a preview worker left behind would keep its
// CPU and memory, and its file, until the machine restarts.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../paths';
import { isRunning } from '../../test/processes';

const tsxLoader = pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const filesDir = path.join(projectRoot, 'src', 'server', 'files', 'previews');

/** Every process whose parent chain leads to `ancestor`, with its command line. */
function descendantsOf(ancestor: number): Map<number, string> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended while the list was read.
    }
  }
  const found = new Map<number, string>();
  for (const pid of parents.keys()) {
    for (let parent = parents.get(pid); parent !== undefined && parent > 1; parent = parents.get(parent)) {
      if (parent !== ancestor) continue;
      try {
        found.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '));
      } catch {
        // Ended meanwhile.
      }
      break;
    }
  }
  return found;
}

describe('programs started for previews', () => {
  let workDir: string;

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'program-lifetime-'));
    // A LibreOffice that never finishes, with a child of its own as soffice's launcher has.
    await fs.mkdir(path.join(workDir, 'program'));
    await fs.writeFile(path.join(workDir, 'program', 'soffice'), '#!/bin/sh\nsleep 300 &\nwait\n', { mode: 0o755 });
    await fs.writeFile(path.join(workDir, 'input.docx'), 'PK not really');
    // A preview worker stuck in a loop that never yields: it cannot notice anything by itself.
    await fs.writeFile(path.join(workDir, 'stuck-worker.mjs'), 'for (;;) {}\n');
    // The server stand-in: starts one program through the product's own code, then waits.
    await fs.writeFile(
      path.join(workDir, 'server.mts'),
      `import { convertOfficeToPdf, createOfficeSetup } from ${JSON.stringify(path.join(filesDir, 'office-preview.ts'))};
import { createOfficeSandbox } from ${JSON.stringify(path.join(filesDir, 'office-sandbox.ts'))};
import { runPreviewWorker } from ${JSON.stringify(path.join(filesDir, 'preview-child.ts'))};
const [what, dir] = process.argv.slice(2);
const timeoutMs = 600_000;
if (what === 'worker') {
  await runPreviewWorker(
    { kind: 'pdf', inputPath: dir + '/input.docx', thumbnailPath: dir + '/thumbnail.webp' },
    { timeoutMs, memoryMb: 512, niceness: 0, entry: { file: dir + '/stuck-worker.mjs', execArgv: [] } },
  );
} else {
  const sofficePath = dir + '/program/soffice';
  const sandbox = what === 'sandboxed-office' ? await createOfficeSandbox(sofficePath, dir, 0) : undefined;
  const workDir = dir + '/' + what;
  await (await import('node:fs/promises')).mkdir(workDir);
  const office = createOfficeSetup({ sofficePath, sandbox, niceness: 0, tempDir: dir });
  await convertOfficeToPdf({ office, input: dir + '/input.docx', workDir, timeoutMs });
}
`,
    );
  });
  afterAll(async () => {
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it.each([
    ['LibreOffice, with the child its launcher starts', 'office', 'sleep 300'],
    ['LibreOffice in its sandbox', 'sandboxed-office', 'sleep 300'],
    ['the preview worker, even stuck in a loop', 'worker', 'stuck-worker.mjs'],
  ])(
    '%s: dies when the server is killed with SIGKILL',
    async (_, what, marker) => {
      const server = spawn(process.execPath, ['--import', tsxLoader, path.join(workDir, 'server.mts'), what, workDir], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const exited = new Promise((resolve) => server.once('exit', resolve));
      let programs = new Map<number, string>();
      try {
        // Started when the program named by `marker` runs under the server.
        await expect
          .poll(
            () => {
              programs = descendantsOf(server.pid!);
              return [...programs.values()].some((command) => command.includes(marker));
            },
            { interval: 100 },
          )
          .toBe(true);
        server.kill('SIGKILL');
        await exited;
        await expect
          .poll(() => [...programs].filter(([pid]) => isRunning(pid)).map(([, command]) => command), { interval: 100 })
          .toEqual([]);
      } finally {
        server.kill('SIGKILL');
        // What a failure leaves behind (a stuck worker takes a whole core) goes with the test.
        for (const pid of programs.keys()) {
          if (isRunning(pid)) process.kill(pid, 'SIGKILL');
        }
      }
    },
    120_000,
  );
});
