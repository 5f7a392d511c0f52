// The server's warm LibreOffice: one long-lived instance per server process converts every Office file, one
// at a time, so that a conversion no longer pays LibreOffice's start (seconds on a busy machine).
//
// LibreOffice hands a command line to an instance already running on the same profile (through a pipe named
// after the profile) and waits until that instance has done the work. The converter keeps such an instance
// (the listener) running, holding an empty hidden document (an instance ends when its last document closes),
// and for each file runs `soffice --convert-to` on that profile: a start of a second or two becomes one of a
// tenth. A small shell (DISPATCHER_SCRIPT) runs beside the listener, inside the same sandbox (office-sandbox.ts),
// reads one conversion a line from the server and answers when it has started and ended it.
//
// Protections, as when each conversion started its own LibreOffice:
// - the sandbox: no network, no file but the converter's own folder, which holds its profile and the folder of
//   the one conversion in progress: conversions run one at a time, and each one's folder is removed before
//   the next starts, so a document never sees another's files;
// - the time limit: a conversion that does not end in time (or a start that does not) kills the converter's
//   whole process group, and the next conversion starts a new one;
// - its own process group, below the server's priority, dying with the server (run-program.ts);
// - a memory limit: after each conversion, a converter holding more than the limit is ended (LibreOffice's
//   memory grows with the documents it has opened), and the next conversion starts a new one;
// - a converter that dies during a conversion (killed, crashed on the document) is replaced, and the new one
//   tries the conversion once more: a file that ends LibreOffice twice fails, saying so.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { OfficeSandbox } from './office-sandbox';
import type { ConversionProfiles } from './office-profile';
import {
  ProgramTimeoutError,
  processGroupResidentBytes,
  programEnvironment,
  startProgram,
  type StartedProgram,
} from '../../platform/run-program';

/**
 * Runs as the converter, in the sandbox when there is one: `$1` LibreOffice's launcher, `$2` the profile's
 * URL, `$3` the converter's folder, `$4` the hash in the name of the profile's pipe (officePipeHash), `$5`
 * the program each conversion runs to hand its file to the listener (clientProgram). It
 * starts the listener, says `ready` once the listener's pipe exists, then reads `job<TAB>filter<TAB>input`
 * lines (the input in the folder `$3/job`, its PDF written there under the input's name), answering
 * `started job` and `done job`. It ends with the listener: in the sandbox, the kernel then ends everything
 * in it; else the server kills the process group when it sees the end.
 */
const DISPATCHER_SCRIPT = `set -u
soffice=$1 profile=$2 folder=$3 client=$5
listening() {
  for pipe in /tmp/OSL_PIPE_*SingleOfficeIPC_"$1"; do [ -e "$pipe" ] && return 0; done
  return 1
}
"$soffice" --headless --norestore "-env:UserInstallation=$profile" private:factory/swriter </dev/null >/dev/null &
listener=$!
until listening "$4"; do
  kill -0 "$listener" 2>/dev/null || { echo "LibreOffice ended as it started" >&2; exit 1; }
  sleep 0.05
done
echo ready
exec 3<&0 0</dev/null
while IFS='	' read -r job filter input <&3; do
  kill -0 "$listener" 2>/dev/null || exit 0
  echo "started $job"
  "$client" --headless --norestore "-env:UserInstallation=$profile" "--infilter=$filter" \\
    --convert-to pdf --outdir "$folder/$job" "$folder/$job/$input" </dev/null >/dev/null 2>&1
  echo "done $job"
done &
exec 3<&-
wait "$listener"
echo "LibreOffice ended (status $?)" >&2
`;

/**
 * The end of the name of the pipe LibreOffice opens in /tmp for an instance on the profile at `profileUrl`:
 * the MD5 of the URL's UTF-16 code units, each byte in hexadecimal without its leading zero. The whole name is
 * OSL_PIPE_<user id>_SingleOfficeIPC_<hash>, without the user id where the user has no name (the sandbox).
 */
export function officePipeHash(profileUrl: string): string {
  const digest = createHash('md5').update(Buffer.from(profileUrl, 'utf16le')).digest();
  return [...digest].map((byte) => byte.toString(16)).join('');
}

/**
 * What a conversion runs: LibreOffice's own program (soffice.bin) beside the launcher when it is there. The
 * launcher's start (its shell script, then oosplash looking for Java) costs a conversion in the sandbox
 * several times what the hand-over itself does (0.3-0.9 s against 0.1 s), for a process that only passes its
 * command line on. The listener keeps the launcher, which restarts LibreOffice when it asks to be.
 */
export function clientProgram(soffice: string): string {
  const program = path.join(path.dirname(soffice), 'soffice.bin');
  return fs.existsSync(program) ? program : soffice;
}

export class OfficeConverterEndedError extends Error {
  constructor(detail: string) {
    super(`LibreOffice ended during the conversion${detail ? ` (${detail})` : ''}`);
    this.name = 'OfficeConverterEndedError';
  }
}

export interface OfficeConversion {
  /** The Office file; its copy in the converter's folder keeps its extension. */
  input: string;
  /** LibreOffice's import filter for it. */
  filter: string;
  /** Where the PDF goes; nothing is written there when LibreOffice made none. */
  output: string;
  /** The limit of the conversion, and, on its own, of the converter's start when one is needed. */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface OfficeConverter {
  /**
   * Converts one file after those before it; resolves whether or not LibreOffice made a PDF (it makes none of
   * a file it cannot read). Rejects with ProgramTimeoutError at the time limit, OfficeConverterEndedError when
   * LibreOffice ended during the conversion, or the signal's reason.
   */
  convert(conversion: OfficeConversion): Promise<void>;
  /** The running converter's process group; undefined when none runs (before the first conversion, after an end). */
  processGroup(): number | undefined;
  /** Ends the converter and removes its folder; conversions waiting fail. */
  close(): Promise<void>;
}

/** One running converter: its program, folder and answers. */
interface Instance {
  program: StartedProgram;
  folder: string;
  /** The names LibreOffice's pipe may have when it is in the system's /tmp (without the sandbox). */
  sharedPipes: string[];
  /** The next line it writes; undefined once it has ended. */
  nextLine(): Promise<string | undefined>;
  hasEnded: boolean;
}

export function createOfficeConverter({
  sofficePath,
  sandbox,
  niceness,
  tempDir,
  profiles,
  memoryLimitBytes,
  log,
}: {
  sofficePath: string;
  /** Undefined only when OFFICE_SANDBOX=off. */
  sandbox: OfficeSandbox | undefined;
  niceness: number;
  /** Where the converter's folder is made (private to the server's user). */
  tempDir: string;
  profiles: ConversionProfiles;
  /** The converter is ended after a conversion that leaves it holding more than this. */
  memoryLimitBytes: number;
  log: { info: (message: string) => void };
}): OfficeConverter {
  // In the sandbox only the installation's folders are there, not a link to it elsewhere (/usr/local/bin).
  const soffice = fs.realpathSync(sofficePath);
  const client = clientProgram(soffice);
  let current: Instance | undefined;
  let starting: Promise<Instance> | undefined;
  let closed = false;
  /** The end of the last conversion queued: each waits for the one before. */
  let queue: Promise<unknown> = Promise.resolve();

  async function start(timeoutMs: number, signal: AbortSignal | undefined): Promise<Instance> {
    // Private to the server's user (mkdtemp makes it 0700); the sandbox shows LibreOffice this folder only.
    const folder = await fsp.mkdtemp(path.join(tempDir, 'office-converter-'));
    try {
      const profile = path.join(folder, 'profile');
      await profiles.makeProfile(profile, { timeoutMs, signal });
      const profileUrl = pathToFileURL(profile).href;
      const pipeHash = officePipeHash(profileUrl);
      const script = ['-c', DISPATCHER_SCRIPT, 'office-converter', soffice, profileUrl, folder, pipeHash, client];
      const command = sandbox?.command('/bin/sh', script, folder) ?? { program: '/bin/sh', args: script };
      const program = startProgram(command.program, command.args, { niceness, env: programEnvironment(folder) });
      // A LibreOffice killed leaves its pipe behind.
      const sharedPipes = sandbox
        ? []
        : [`OSL_PIPE_${process.getuid?.()}_`, 'OSL_PIPE_'].map((prefix) => `/tmp/${prefix}SingleOfficeIPC_${pipeHash}`);
      const instance = watch(program, folder, sharedPipes);
      const limit = limitOf(instance, timeoutMs, signal);
      try {
        if ((await limit.next()) !== 'ready') {
          throw new Error(`LibreOffice did not start: ${program.lastLines() || 'no message'}`);
        }
      } catch (error) {
        await stop(instance);
        throw error;
      } finally {
        limit.dispose();
      }
      return instance;
    } catch (error) {
      await fsp.rm(folder, { recursive: true, force: true, maxRetries: 5 });
      throw error;
    }
  }

  /** Reads the converter's lines as they come, and notes its end (then removes what it leaves). */
  function watch(program: StartedProgram, folder: string, sharedPipes: string[]): Instance {
    const lines: string[] = [];
    const waiting: Array<(line: string | undefined) => void> = [];
    const instance: Instance = {
      program,
      folder,
      sharedPipes,
      hasEnded: false,
      nextLine: () =>
        new Promise((resolve) => {
          if (lines.length > 0) resolve(lines.shift());
          else if (instance.hasEnded) resolve(undefined);
          else waiting.push(resolve);
        }),
    };
    createInterface({ input: program.stdout }).on('line', (line) => {
      const waiter = waiting.shift();
      if (waiter) waiter(line);
      else lines.push(line);
    });
    void program.ended.then(async () => {
      instance.hasEnded = true;
      for (const waiter of waiting.splice(0)) waiter(undefined);
      if (current === instance) {
        current = undefined;
        log.info(
          `LibreOffice's converter ended (${program.lastLines() || 'no message'}); the next conversion starts another`,
        );
      }
      await removeLeftovers(instance);
    });
    return instance;
  }

  async function removeLeftovers(instance: Instance): Promise<void> {
    await fsp.rm(instance.folder, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
    for (const pipe of instance.sharedPipes) await fsp.rm(pipe, { force: true }).catch(() => undefined);
  }

  /** Ends `instance` and waits until its group is gone and its folder removed. */
  async function stop(instance: Instance): Promise<void> {
    if (current === instance) current = undefined;
    instance.program.kill();
    await instance.program.ended;
    await removeLeftovers(instance);
  }

  /**
   * The converter's lines within `timeoutMs` from now: at the limit or on abort, the converter is killed and
   * `next` rejects with the reason.
   */
  function limitOf(instance: Instance, timeoutMs: number, signal: AbortSignal | undefined) {
    let failure: Error | undefined;
    const end = (reason: Error) => {
      failure ??= reason;
      instance.program.kill();
    };
    const timer = setTimeout(() => end(new ProgramTimeoutError(soffice, timeoutMs)), timeoutMs);
    const onAbort = () => end(signal!.reason as Error);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    return {
      async next(): Promise<string | undefined> {
        const line = await instance.nextLine();
        if (failure) throw failure;
        return line;
      },
      dispose() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      },
    };
  }

  /** The running converter, else a new one. */
  async function running(timeoutMs: number, signal: AbortSignal | undefined): Promise<Instance> {
    if (current && !current.hasEnded) return current;
    starting = start(timeoutMs, signal);
    const instance = await starting.finally(() => (starting = undefined));
    if (closed) {
      await stop(instance);
      throw new Error('the converter is closed');
    }
    current = instance;
    return instance;
  }

  /**
   * One conversion on the running converter; rejects with OfficeConverterEndedError when the converter ended
   * before it answered (before it took the conversion, when it was killed between two).
   */
  async function convertOn(instance: Instance, conversion: OfficeConversion): Promise<void> {
    const { input, filter, output, timeoutMs, signal } = conversion;
    // A name no document can guess, in case one ever looked beside itself.
    const job = randomBytes(12).toString('hex');
    const jobDir = path.join(instance.folder, job);
    const source = `source${path.extname(input).toLowerCase()}`;
    await fsp.mkdir(jobDir);
    const limit = limitOf(instance, timeoutMs, signal);
    const expect = async (answer: string) => {
      const line = await limit.next();
      if (line === undefined) throw new OfficeConverterEndedError(instance.program.lastLines());
      if (line !== answer) throw new Error(`the converter answered ${line.slice(0, 200)}`);
    };
    try {
      await fsp.copyFile(input, path.join(jobDir, source));
      instance.program.stdin.write(`${job}\t${filter}\t${source}\n`);
      await expect(`started ${job}`);
      await expect(`done ${job}`);
      await fsp.copyFile(path.join(jobDir, 'source.pdf'), output).catch((error: NodeJS.ErrnoException) => {
        // LibreOffice writes nothing of a file it cannot read: the caller says so.
        if (error.code !== 'ENOENT') throw error;
      });
    } finally {
      limit.dispose();
      // Before the next conversion starts: no document sees another's files.
      await fsp.rm(jobDir, { recursive: true, force: true, maxRetries: 5 });
    }
  }

  /** Ends a converter that holds more memory than its limit after a conversion. */
  async function checkMemory(instance: Instance): Promise<void> {
    const bytes = processGroupResidentBytes(instance.program.groupId);
    if (bytes <= memoryLimitBytes || instance.hasEnded) return;
    const mb = (value: number) => Math.round(value / 2 ** 20);
    log.info(
      `LibreOffice's converter holds ${mb(bytes)} MB, over its limit of ${mb(memoryLimitBytes)} MB: it is ended, and the next conversion starts another`,
    );
    await stop(instance);
  }

  async function convert(conversion: OfficeConversion): Promise<void> {
    const { timeoutMs, signal } = conversion;
    for (let attempt = 1; ; attempt += 1) {
      if (closed) throw new Error('the converter is closed');
      if (signal?.aborted) throw signal.reason as Error;
      const instance = await running(timeoutMs, signal);
      try {
        await convertOn(instance, conversion);
      } catch (error) {
        // A time limit, an abort, an end: this converter is not trusted with another conversion.
        await stop(instance);
        // LibreOffice ended under this conversion: killed from outside (between two conversions, or by the
        // kernel short of memory), or by this file. A new one tries once more; a file that ends it twice fails.
        if (error instanceof OfficeConverterEndedError && attempt === 1 && !closed) {
          log.info(`${error.message}; a new converter tries it once more`);
          continue;
        }
        throw error;
      }
      return checkMemory(instance);
    }
  }

  return {
    convert(conversion) {
      const turn = queue.then(() => convert(conversion));
      queue = turn.catch(() => undefined);
      return turn;
    },
    processGroup: () => (current && !current.hasEnded ? current.program.groupId : undefined),
    async close() {
      closed = true;
      const instance = current ?? (await starting?.catch(() => undefined));
      if (instance) await stop(instance);
      await queue;
    },
  };
}
