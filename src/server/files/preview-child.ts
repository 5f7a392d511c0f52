// Runs preview-worker.ts in a child Node process for one file (issue 12): a V8 heap limit, a wall-clock
// limit after which the child is killed, an abort for shutdowns, and the kernel's kill when the server
// ends. The server never loads pdf.js, the canvas or sharp itself, and stays responsive whatever the
// document does to the child.
import { spawn } from 'node:child_process';
import { previewWorkerEntry } from '../paths';
import { UnreadableFileError, type ExtractRequest, type ExtractResult, type WorkerReply } from './preview-extract';
import { backgroundPriority, dyingWithServer } from './run-program';

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
    signal,
    entry = previewWorkerEntry,
  }: {
    timeoutMs: number;
    memoryMb: number;
    signal?: AbortSignal;
    /** Another build of the worker (the previews bench runs the built one from the sources). */
    entry?: { file: string; execArgv: string[] };
  },
): Promise<WorkerOutcome> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    // Node through setpriv, which makes the kernel kill it with the server: fork() starts Node itself.
    const [program, ...args] = dyingWithServer([
      process.execPath,
      ...entry.execArgv,
      `--max-old-space-size=${memoryMb}`,
      entry.file,
      JSON.stringify(request),
    ]);
    const child = spawn(program!, args, { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    backgroundPriority(child);
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
      // Killed by the kernel or out of heap on this file: the same file would do it again.
      const lastLines = stderr.trim().split('\n').slice(-3).join(' ');
      reject(new UnreadableFileError(`the preview worker died (${code ?? exitSignal}): ${lastLines}`));
    });
  });
}
