import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundPriority, processGroupResidentBytes, runProgram, startProgram } from './run-program';
import { isRunning, runningInGroup } from '../test/processes';

/** The niceness in a /proc/<pid>/stat line (its 19th field, counted after the command's closing parenthesis). */
function nicenessOf(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/** What the kernel gives a process `niceness` below this one: nice(1) stops at 19. */
const expectedNiceness = (niceness: number) => Math.min(19, os.getPriority() + niceness);

describe('runProgram', () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'run-program-'));
  });
  afterAll(async () => {
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it.each([7, 0])('runs the program, and what it starts, %i below the server’s priority', async (niceness) => {
    const out = path.join(workDir, `stat-${niceness}`);
    // The shell starts `cat` after a moment, as soffice starts soffice.bin: the child inherits the priority.
    await runProgram('/bin/sh', ['-c', `sleep 0.2; cat /proc/self/stat > "${out}"`], {
      timeoutMs: 120_000,
      niceness,
    });
    expect(nicenessOf(await fs.readFile(out, 'utf8'))).toBe(expectedNiceness(niceness));
  });

  it('refuses a niceness nice(1) does not take, before starting anything', async () => {
    const out = path.join(workDir, 'never');
    for (const niceness of [-1, 20, 2.5, Number.NaN]) {
      await expect(runProgram('/bin/sh', ['-c', `touch "${out}"`], { timeoutMs: 120_000, niceness })).rejects.toThrow(
        RangeError,
      );
    }
    await expect(fs.access(out)).rejects.toThrow();
  });

  it('passes its input on stdin and reports a failed exit with the end of stderr', async () => {
    await expect(
      runProgram('/bin/sh', ['-c', 'read line; echo "got $line" >&2; exit 3'], {
        timeoutMs: 120_000,
        niceness: 0,
        input: 'xin chào\n',
      }),
    ).rejects.toThrow(/exit 3: got xin chào/);
  });
});

describe('startProgram', () => {
  it('talks with the program through its stdin and stdout, and kills what it leaves in its group when it ends', async () => {
    // A child in the background, as the converter's shell leaves a listener, then an answer per line read.
    const program = startProgram(
      '/bin/sh',
      ['-c', 'sleep 3600 & echo "child $!"; read -r line; echo "got $line"; exit 3'],
      { niceness: 0 },
    );
    const nextLine = () =>
      new Promise<string>((resolve) => {
        program.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      });
    const child = Number((await nextLine()).split(' ')[1]);
    expect(runningInGroup(program.groupId)).toContain(child);
    expect(processGroupResidentBytes(program.groupId)).toBeGreaterThan(0);
    program.stdin.write('xin chào\n');
    expect(await nextLine()).toBe('got xin chào');
    await program.ended;
    expect(isRunning(child)).toBe(false);
    expect(runningInGroup(program.groupId)).toEqual([]);
    expect(processGroupResidentBytes(program.groupId)).toBe(0);
  });
});

describe('backgroundPriority', () => {
  it.each([5, 0])('puts a started process %i below the server’s priority', async (niceness) => {
    const child = spawn('/bin/sleep', ['60'], { stdio: 'ignore' });
    try {
      backgroundPriority(child, niceness);
      expect(nicenessOf(await fs.readFile(`/proc/${child.pid}/stat`, 'utf8'))).toBe(expectedNiceness(niceness));
    } finally {
      child.kill('SIGKILL');
    }
  });
});
