// Runs preview-worker.ts in a child Node process for one file: a V8 heap limit and a limit of
// its whole memory, a wall-clock limit after which the child is killed, an abort for shutdowns, and the
// kernel's kill when the server ends. The server never loads pdf.js, the canvas or sharp itself, and stays
// responsive whatever the document does to the child.
import { spawn } from 'node:child_process';
import { previewWorkerEntry } from '../../paths';
import { UnreadableFileError, type ExtractRequest, type ExtractResult, type WorkerReply } from './preview-extract';
import { backgroundPriority, dyingWithServer, withDataLimit } from '../../platform/run-program';

/**
 * The worker's whole memory (RLIMIT_DATA: heap, array buffers, native allocations): its heap limit and as
 * much again for what lives outside the heap. The worker needs about 130 MB for an ordinary document (about
 * 470 MB when it runs from the TypeScript sources, in tests); a 40-megapixel page image about 600 MB.
 */
export function workerDataLimitBytes(memoryMb: number): number {
  return 2 * memoryMb * 1024 * 1024;
}

export interface WorkerOutcome {
  result: ExtractResult;
  /** Peak resident memory of the child (the previews bench). */
  maxRssKb: number;
}

/**
 * Resolves with the child's result. Rejects with UnreadableFileError when the file cannot be read, the
 * child ran out of its time or memory, or died another way on this file (trying again would do the
 * same); with another error when the child could not be started or the run was aborted.
 */
export function runPreviewWorker(
  request: ExtractRequest,
  {
    timeoutMs,
    memoryMb,
    niceness,
    signal,
    entry = previewWorkerEntry,
  }: {
    timeoutMs: number;
    memoryMb: number;
    /** Added to the server's niceness for the worker (BACKGROUND_NICENESS). */
    niceness: number;
    signal?: AbortSignal;
    /** Another build of the worker (the previews bench runs the built one from the sources). */
    entry?: { file: string; execArgv: string[] };
  },
): Promise<WorkerOutcome> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    // Node through setpriv, which makes the kernel kill it with the server, and prlimit, which bounds its
    // whole memory (fork() starts Node itself). The heap limit alone leaves out what pdf.js decodes (array
    // buffers), the canvas and sharp: a 0.5 MB PDF inflating to 500 MB held 700 MB within a 512 MB heap.
    const [program, ...args] = dyingWithServer(
      withDataLimit(
        [process.execPath, ...entry.execArgv, `--max-old-space-size=${memoryMb}`, entry.file, JSON.stringify(request)],
        workerDataLimitBytes(memoryMb),
      ),
    );
    const child = spawn(program!, args, { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    backgroundPriority(child, niceness);
    let stderr = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    let reply: WorkerReply | undefined;
    let failure: Error | undefined;
    const stop = (reason: Error) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new UnreadableFileError(`the preview worker did not finish within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onAbort = () => stop(signal!.reason as Error);
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('message', (message: WorkerReply) => {
      reply = message;
    });
    child.on('error', (error) => {
      failure ??= error;
    });
    child.on('exit', (code, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) return reject(failure);
      if (reply?.ok) return resolve({ result: reply.result, maxRssKb: reply.maxRssKb });
      if (reply) return reject(reply.isUnreadable ? new UnreadableFileError(reply.message) : new Error(reply.message));
      // Killed by the kernel, out of heap or past its memory limit on this file: the same file would do it again.
      const lastLines = stderr.trim().split('\n').slice(-3).join(' ');
      reject(new UnreadableFileError(`the preview worker died (${code ?? exitSignal}): ${lastLines}`));
    });
  });
}
