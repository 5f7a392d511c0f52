// Runs an outside program (LibreOffice, ffmpeg) on a file with a wall-clock limit. The program
// starts in a process group of its own and the whole group is killed at the limit or on abort: LibreOffice's
// `soffice` is a launcher whose real work happens in a child (soffice.bin), which a kill of the launcher
// alone would leave running. The group also dies with the server, however the server ends (a kill -9
// leaves it no chance to kill anything itself): see GROUP_GUARD_SCRIPT. Every such program runs at the
// lower priority its caller passes (BACKGROUND_NICENESS of the configuration).
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The highest niceness Linux gives (the lowest priority). */
const LOWEST_PRIORITY = 19;

/**
 * Lowers a just-started child's priority, `niceness` below the server's own: for the preview worker, a
 * single process (runProgram's programs get theirs from GROUP_GUARD_SCRIPT, before they start children of
 * their own). A child that has already ended, or a system that refuses, keeps running as it is.
 */
export function backgroundPriority(child: ChildProcess, niceness: number): void {
  if (child.pid === undefined || niceness === 0) return;
  try {
    os.setPriority(child.pid, Math.min(LOWEST_PRIORITY, os.getPriority() + niceness));
  } catch {
    // Gone already, or not permitted: the program runs at the server's priority.
  }
}

/** util-linux's setpriv, which sets the parent-death signal of the program it starts; found once. */
let setprivPath: string | null | undefined;
function findSetpriv(): string | undefined {
  setprivPath ??= findProgram(undefined, ['setpriv']) ?? null;
  return setprivPath ?? undefined;
}

/**
 * Prefixes `command` so that the kernel kills it with SIGKILL when the server (its parent) ends, however it
 * ends: a single process (the preview worker) needs nothing more. Unchanged without setpriv (the start-up
 * log says so, supervisionWarnings).
 */
export function dyingWithServer(command: string[]): string[] {
  const setpriv = findSetpriv();
  return setpriv ? [setpriv, '--pdeathsig', 'KILL', '--', ...command] : command;
}

/**
 * Runs in front of every program of runProgram, as the leader of its process group: the kernel sends it
 * SIGTERM when the server ends (setpriv --pdeathsig), and it kills the whole group, the program and what it
 * started (soffice.bin), which a parent-death signal alone would not reach. `$1` is the server's process id:
 * a server that ended before the signal was armed is noticed here. It starts the program `$2` below its own
 * priority (what the program starts inherits it), in the background so the shell can act on the signal at
 * once, with the shell's stdin through fd 3 (a background command's own stdin would be /dev/null).
 */
const GROUP_GUARD_SCRIPT = `[ "$PPID" = "$1" ] || exit 1
niceness=$2
shift 2
trap 'kill -KILL 0' TERM
exec 3<&0
nice -n "$niceness" "$@" <&3 3<&- &
wait $!
`;

function guardedCommand(command: string[], niceness: number): string[] {
  const guard = ['/bin/sh', '-c', GROUP_GUARD_SCRIPT, 'guard', String(process.pid), String(niceness), ...command];
  const setpriv = findSetpriv();
  return setpriv ? [setpriv, '--pdeathsig', 'TERM', '--', ...guard] : guard;
}

/** util-linux's prlimit, which starts a program under resource limits; found once. */
let prlimitPath: string | null | undefined;

/**
 * Prefixes `command` so that its data (heap, array buffers, native allocations: RLIMIT_DATA) cannot grow
 * past `bytes`; an allocation beyond fails, which ends a Node process. Unchanged without prlimit.
 */
export function withDataLimit(command: string[], bytes: number): string[] {
  prlimitPath ??= findProgram(undefined, ['prlimit']) ?? null;
  return prlimitPath ? [prlimitPath, `--data=${bytes}`, '--', ...command] : command;
}

/** What the start-up log says when this system lacks the tools that keep programs in bounds. */
export function supervisionWarnings(): string[] {
  const warnings: string[] = [];
  if (!findSetpriv()) {
    warnings.push(
      'setpriv (util-linux) is not installed: LibreOffice, ffmpeg and the preview worker may outlive a crash of the server',
    );
  }
  prlimitPath ??= findProgram(undefined, ['prlimit']) ?? null;
  if (!prlimitPath) {
    warnings.push(
      'prlimit (util-linux) is not installed: the preview worker is bounded by its heap limit only, not its whole memory',
    );
  }
  return warnings;
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

/** Checks `niceness` and the program before anything starts (see runProgram). */
function startCheck(program: string, niceness: number, env: NodeJS.ProcessEnv | undefined): Error | undefined {
  if (!Number.isInteger(niceness) || niceness < 0 || niceness > LOWEST_PRIORITY) {
    return new RangeError(`niceness must be a whole number from 0 to ${LOWEST_PRIORITY}, not ${niceness}`);
  }
  // The guard shell would start a missing program as any other and end with 127: callers tell a missing
  // program from a failing one (a speech build stops for the first), as they did when Node started it.
  if (!isExecutable(program, env?.PATH ?? process.env.PATH)) return programNotFound(program);
  return undefined;
}

/** Starts `program` behind the group guard, leader of a process group of its own, and keeps its stderr's end. */
function spawnGuarded(
  program: string,
  args: string[],
  { niceness, env, stdin, stdout }: { niceness: number; env?: NodeJS.ProcessEnv; stdin: boolean; stdout: boolean },
) {
  const [command, ...commandArgs] = guardedCommand([program, ...args], niceness);
  const child = spawn(command!, commandArgs, {
    detached: true,
    stdio: [stdin ? 'pipe' : 'ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
    env,
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const killGroup = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  return { child, killGroup, lastLines: () => stderr.trim().split('\n').slice(-3).join(' ') };
}

/**
 * Resolves when the program exits with 0; rejects on another exit, the time limit or an abort. `niceness` is
 * added to the server's own for the program and what it starts (0 to 19; nice(1) stops at the lowest
 * priority). `input`, when given, is written to the program's stdin (speech programs read their text
 * there); `env`, when given, is the program's whole environment (else it inherits the server's).
 */
export function runProgram(
  program: string,
  args: string[],
  {
    timeoutMs,
    niceness,
    signal,
    input,
    env,
  }: { timeoutMs: number; niceness: number; signal?: AbortSignal; input?: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const refusal = startCheck(program, niceness, env);
    if (refusal) return reject(refusal);
    if (signal?.aborted) return reject(signal.reason as Error);
    const { child, killGroup, lastLines } = spawnGuarded(program, args, {
      niceness,
      env,
      stdin: input !== undefined,
      stdout: false,
    });
    if (input !== undefined && child.stdin) {
      // A program that exits without reading its input closes the pipe: that is its exit's business.
      child.stdin.on('error', () => {});
      child.stdin.end(input);
    }
    let failure: Error | undefined;
    const stop = (reason: Error) => {
      failure ??= reason;
      killGroup();
    };
    const timer = setTimeout(() => stop(new ProgramTimeoutError(program, timeoutMs)), timeoutMs);
    const onAbort = () => stop(signal!.reason as Error);
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      failure ??= error;
    });
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) return reject(failure);
      if (code === 0) return resolve();
      reject(new ProgramFailedError(program, `exit ${code ?? exitSignal}: ${lastLines()}`));
    });
  });
}

/** A long-lived program started by startProgram. */
export interface StartedProgram {
  /** Its process group (every process it starts is in it, unless it leaves): what kill() ends. */
  groupId: number;
  /** Its stdin and stdout. */
  stdin: Writable;
  stdout: Readable;
  /** The last lines it wrote on stderr. */
  lastLines(): string;
  /**
   * Resolves once it has ended, however (a spawn failure too), and the rest of its group has been killed:
   * what it started in the background does not outlive it.
   */
  ended: Promise<void>;
  /** Kills the whole group at once. */
  kill(): void;
}

/**
 * Starts a program that serves many requests (LibreOffice's converter) in a process group of its own that
 * dies with the server, as runProgram does, with pipes to its stdin and stdout. Throws what runProgram
 * rejects with before starting anything.
 */
export function startProgram(
  program: string,
  args: string[],
  { niceness, env }: { niceness: number; env?: NodeJS.ProcessEnv },
): StartedProgram {
  const refusal = startCheck(program, niceness, env);
  if (refusal) throw refusal;
  const { child, killGroup, lastLines } = spawnGuarded(program, args, { niceness, env, stdin: true, stdout: true });
  // Writing to a program that has just ended fails: its end is what the caller acts on.
  child.stdin!.on('error', () => {});
  // The guard ends with the program: what the program left running in the group goes with it.
  child.on('exit', killGroup);
  const ended = new Promise<void>((resolve) => {
    child.on('close', () => resolve());
  });
  child.on('error', () => {});
  return {
    groupId: child.pid ?? -1,
    stdin: child.stdin!,
    stdout: child.stdout!,
    lastLines,
    ended,
    kill: killGroup,
  };
}

/** Resident memory of every process in the process group `groupId`, in bytes (0 when none is left). */
export function processGroupResidentBytes(groupId: number): number {
  let kilobytes = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command's closing parenthesis: state, parent, process group, ...
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== groupId) continue;
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'));
      kilobytes += Number(rss?.[1] ?? 0);
    } catch {
      // Ended while being read.
    }
  }
  return kilobytes * 1024;
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

function isExecutable(program: string, searchPath = ''): boolean {
  const candidates = program.includes('/')
    ? [program]
    : searchPath
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, program));
  return candidates.some((candidate) => {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return fs.statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

/** The error Node gives when it cannot find a program to start. */
function programNotFound(program: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`spawn ${program} ENOENT`), {
    code: 'ENOENT',
    syscall: `spawn ${program}`,
    path: program,
  });
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
