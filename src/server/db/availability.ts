// Whether the database answers. A request that fails because the database cannot be reached
// answers 503 in the catalogue's shape (http/error-handler.ts); the first such failure (or a failed
// readiness check) starts a probe, and while the probe fails every further API request is answered 503 at once instead of queueing for
// a connection. The probe runs every PROBE_INTERVAL_MS until the database answers again, so service
// resumes within that interval of its return.

/** Node's socket errors of a connection that cannot be made or was cut. */
const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that went away or cannot take connections: class 08 (connection
 * exception), 57P01-57P03 (administrator / crash shutdown, cannot connect now), 53300 (too many
 * connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

const MAX_CAUSE_DEPTH = 5;

/** True for an error (or one of its causes: Drizzle and better-auth wrap them) of an unreachable database. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** True for a write refused because a row it names is gone (SQLSTATE 23503), e.g. an account deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = current.cause;
  }
  return false;
}

export interface DatabaseAvailability {
  /** False from a failed probe until a probe succeeds. */
  isAvailable(): boolean;
  /** A request met an unreachable database: check at once (one probe at a time). */
  reportFailure(error: unknown): void;
  /** Asks the database now; resolves true when it answers. Used by /ready. */
  check(): Promise<boolean>;
  close(): void;
}

export const PROBE_INTERVAL_MS = 500;

export function createDatabaseAvailability({
  probe,
  onChange,
  intervalMs = PROBE_INTERVAL_MS,
}: {
  /** Resolves when every store answers a trivial query; rejects otherwise. */
  probe: () => Promise<void>;
  onChange?: (available: boolean, error?: unknown) => void;
  intervalMs?: number;
}): DatabaseAvailability {
  let available = true;
  let probing = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const setAvailable = (next: boolean, error?: unknown) => {
    if (next === available) return;
    available = next;
    // Whoever found it away (a request, the readiness probe), API requests are now refused at once and
    // report nothing more: only the probe can notice the return.
    if (!next && !probing && !closed) scheduleProbe();
    onChange?.(next, error);
  };

  const scheduleProbe = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void probeUntilAvailable(), intervalMs);
    timer.unref();
  };

  const check = async (): Promise<boolean> => {
    try {
      await probe();
      setAvailable(true);
      return true;
    } catch (error) {
      setAvailable(false, error);
      return false;
    }
  };

  const probeUntilAvailable = async () => {
    if (probing || closed) return;
    probing = true;
    const ok = await check();
    probing = false;
    if (!ok && !closed) scheduleProbe();
  };

  return {
    isAvailable: () => available,
    reportFailure(error) {
      if (isDatabaseUnavailableError(error)) void probeUntilAvailable();
    },
    check,
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
