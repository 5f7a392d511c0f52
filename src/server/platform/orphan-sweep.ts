// The sweep for stored bytes without a record, at start-up and then periodically, on every
// instance. Each domain that stores bytes brings its own sweep (a file's bytes, practice audio, avatars,
// unfinished resumable uploads); they run one after the other and their counts add up.
//
// A sweep removes only objects older than ORPHAN_MIN_AGE_MS: whatever writes bytes names them in a record
// within moments, so bytes that old without a record will never get one, and an upload in flight is never
// taken from under its request.
import type { Log } from './log';

export const ORPHAN_MIN_AGE_MS = 60 * 60_000;
export const ORPHAN_SWEEP_INTERVAL_MS = 6 * 60 * 60_000;
/** After start-up, so a restart loop never spends its time listing the stores. */
export const ORPHAN_SWEEP_FIRST_DELAY_MS = 30_000;

export interface SweepResult {
  examined: number;
  removed: number;
}

export type Sweep = () => Promise<SweepResult>;

/** Runs every sweep once, in turn; the first failure ends the round (the next round tries again). */
export async function sweepAll(sweeps: Sweep[]): Promise<SweepResult> {
  const total: SweepResult = { examined: 0, removed: 0 };
  for (const sweep of sweeps) {
    const result = await sweep();
    total.examined += result.examined;
    total.removed += result.removed;
  }
  return total;
}

/** Runs the sweeps after start-up and then every interval, until stopped; failures are logged only. */
export function scheduleOrphanSweeps({
  sweeps,
  log,
  firstDelayMs = ORPHAN_SWEEP_FIRST_DELAY_MS,
  intervalMs = ORPHAN_SWEEP_INTERVAL_MS,
}: {
  sweeps: Sweep[];
  log: Log;
  firstDelayMs?: number;
  intervalMs?: number;
}): () => void {
  let timer: NodeJS.Timeout;
  let stopped = false;
  const run = async () => {
    try {
      log.info(await sweepAll(sweeps), 'swept stored bytes without a record');
    } catch (error) {
      log.warn({ err: error }, 'the sweep for stored bytes without a record failed');
    }
    if (stopped) return;
    timer = setTimeout(() => void run(), intervalMs);
    timer.unref();
  };
  timer = setTimeout(() => void run(), firstDelayMs);
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
