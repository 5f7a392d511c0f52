// Locks a resumable upload across instances: while a request writes an upload, it
// holds a PostgreSQL advisory lock on the upload's id on a connection of its own, so an upload started on
// one instance and continued on another is never written by two requests at once. Inside one process a
// MemoryLocker comes first: it asks the request holding the lock to stop (a client that reconnects after a
// cut line takes over at once), which PostgreSQL cannot do across instances; there the new request waits
// until the old one ends (its connection closed, its lock released), up to the timeout.
// PGlite serves a single instance: the memory locker alone is enough there.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, MemoryLocker, type Lock, type Locker } from '@tus/server';
import pg from 'pg';

/** The first key of every upload lock (the second is a hash of the id); migrations use a one-key lock. */
const UPLOAD_LOCK_CLASS = 727_016;
const POLL_MS = 50;

export interface PostgresLocker extends Locker {
  close(): Promise<void>;
}

/** The 32-bit second key of an upload's lock. */
export function uploadLockKey(id: string): number {
  return createHash('sha256').update(id).digest().readInt32BE(0);
}

export function createPostgresLocker(
  connectionString: string,
  options: { acquireLockTimeoutMs?: number; maxConnections?: number } = {},
): PostgresLocker {
  const timeoutMs = options.acquireLockTimeoutMs ?? 30_000;
  // Its own pool: a lock is held for a whole PATCH (minutes on a slow line) and must not take the
  // connections queries need.
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 32,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 3_000,
  });
  // An idle connection that dies is replaced by the pool; one holding a lock ends its request (below).
  pool.on('error', () => undefined);
  const local = new MemoryLocker({ acquireLockTimeout: timeoutMs });

  return {
    newLock(id: string): Lock {
      const localLock = local.newLock(id);
      const key = uploadLockKey(id);
      let client: pg.PoolClient | undefined;
      let onConnectionError: (() => void) | undefined;
      return {
        async lock(signal, requestRelease) {
          await localLock.lock(signal, requestRelease);
          const deadline = Date.now() + timeoutMs;
          try {
            client = await pool.connect();
            for (;;) {
              const { rows } = await client.query<{ locked: boolean }>(
                'SELECT pg_try_advisory_lock($1, $2) AS locked',
                [UPLOAD_LOCK_CLASS, key],
              );
              if (rows[0]?.locked) break;
              if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
              await sleep(POLL_MS);
            }
            // The lock lives as long as the connection: when it dies, the request writing must stop.
            onConnectionError = () => void requestRelease();
            client.on('error', onConnectionError);
          } catch (error) {
            client?.release();
            client = undefined;
            await localLock.unlock();
            throw error;
          }
        },
        async unlock() {
          const held = client;
          client = undefined;
          try {
            if (held) {
              if (onConnectionError) held.off('error', onConnectionError);
              await held.query('SELECT pg_advisory_unlock($1, $2)', [UPLOAD_LOCK_CLASS, key]);
              held.release();
            }
          } catch {
            // A broken connection is dropped, which releases its lock in PostgreSQL.
            held?.release(true);
          } finally {
            await localLock.unlock();
          }
        },
      };
    },
    close: () => pool.end(),
  };
}
