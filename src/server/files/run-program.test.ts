import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_NICENESS, runProgram } from './run-program';

/** The niceness in a /proc/<pid>/stat line (its 19th field, counted after the command's closing parenthesis). */
function nicenessOf(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe('runProgram', () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'run-program-'));
  });
  afterAll(async () => {
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('runs the program, and what it starts, below the server’s priority', async () => {
    const out = path.join(workDir, 'stat');
    // The shell starts `cat` after a moment, as soffice starts soffice.bin: the child inherits the priority.
    await runProgram('/bin/sh', ['-c', `sleep 0.2; cat /proc/self/stat > "${out}"`], { timeoutMs: 10_000 });
    expect(nicenessOf(await fs.readFile(out, 'utf8'))).toBe(Math.min(19, os.getPriority() + BACKGROUND_NICENESS));
  });

  it('passes its input on stdin and reports a failed exit with the end of stderr', async () => {
    await expect(
      runProgram('/bin/sh', ['-c', 'read line; echo "got $line" >&2; exit 3'], { timeoutMs: 10_000, input: 'xin chào\n' }),
    ).rejects.toThrow(/exit 3: got xin chào/);
  });
});
