// Runs an outside program (LibreOffice, ffmpeg) on a file with a wall-clock limit (issue 12). The program
// starts in a process group of its own and the whole group is killed at the limit or on abort: LibreOffice's
// `soffice` is a launcher whose real work happens in a child (soffice.bin), which a kill of the launcher
// alone would leave running. Every such program runs at a low priority (backgroundPriority).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The niceness of the server's background programs (LibreOffice, ffmpeg, a speech program, the preview
 * worker): on a busy machine they take the CPU that requests leave. On two cores, ffmpeg evening out the
 * loudness of ~4,000 clips at start had pages answering many times slower until it was done.
 */
export const BACKGROUND_NICENESS = 10;

/**
 * Lowers a just-started child's priority, BACKGROUND_NICENESS below the server's own. Its own children (soffice.bin) inherit it when they are started
 * after this; a child that has already ended, or a system that refuses, keeps running as it is.
 */
export function backgroundPriority(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    os.setPriority(child.pid, Math.min(19, os.getPriority() + BACKGROUND_NICENESS));
  } catch {
    // Gone already, or not permitted: the program runs at the server's priority.
  }
}

export class ProgramTimeoutError extends Error {
  constructor(program: string, timeoutMs: number) {
    super(`${path.basename(program)} did not finish within ${timeoutMs} ms and was killed`);
    this.name = 'ProgramTimeoutError';
  }
}

export class ProgramFailedError extends Error {
  constructor(program: string, detail: string) {
    super(`${path.basename(program)} failed: ${detail}`);
    this.name = 'ProgramFailedError';
  }
}

/**
 * Resolves when the program exits with 0; rejects on another exit, the time limit or an abort. `input`, when
 * given, is written to the program's stdin (speech programs read their text there, issue 13); `env`, when
 * given, is the program's whole environment (else it inherits the server's).
 */
export function runProgram(
  program: string,
  args: string[],
  {
    timeoutMs,
    signal,
    input,
    env,
  }: { timeoutMs: number; signal?: AbortSignal; input?: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const child = spawn(program, args, {
      detached: true,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'ignore', 'pipe'],
      env,
    });
    backgroundPriority(child);
    if (input !== undefined && child.stdin) {
      // A program that exits without reading its input closes the pipe: that is its exit's business.
      child.stdin.on('error', () => {});
      child.stdin.end(input);
    }
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    let failure: Error | undefined;
    const killGroup = (reason: Error) => {
      failure ??= reason;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => killGroup(new ProgramTimeoutError(program, timeoutMs)), timeoutMs);
    const onAbort = () => killGroup(signal!.reason as Error);
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      failure ??= error;
    });
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) return reject(failure);
      if (code === 0) return resolve();
      reject(
        new ProgramFailedError(program, `exit ${code ?? exitSignal}: ${stderr.trim().split('\n').slice(-3).join(' ')}`),
      );
    });
  });
}

/**
 * An environment for a program that must not see the server's (its secrets: database address, keys): the
 * search path and the language settings, and `home` as its home folder.
 */
export function programEnvironment(home: string): NodeJS.ProcessEnv {
  const { PATH, LANG, LC_ALL } = process.env;
  return Object.fromEntries(
    Object.entries({ PATH, LANG, LC_ALL, HOME: home }).filter(([, value]) => value !== undefined),
  ) as NodeJS.ProcessEnv;
}

/** The configured path when it exists, else the first of `names` on PATH. */
export function findProgram(
  configured: string | undefined,
  names: string[],
  searchPath = process.env.PATH ?? '',
): string | undefined {
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  for (const dir of searchPath.split(path.delimiter)) {
    for (const name of names) {
      const candidate = path.join(dir, name);
      if (dir && fs.existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}
