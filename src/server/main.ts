// Runs the server process: configuration, logger, listen, graceful close.
import 'dotenv/config';
import v8 from 'node:v8';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { OPERATOR_MESSAGES } from './operator-messages';

/**
 * The old generation may grow to twice what the last full collection left before the next one starts.
 * V8 otherwise sizes that room from how busy the process was: after a few collections in a row (an upload
 * frees a socket buffer every 64 KiB) it leaves less room than the young generation holds, so each full
 * collection starts the next one at once. The app's heap (about 50 MB, more with the embedded PGlite)
 * then spent most of an upload being marked: up to 3 times the CPU of a plain pipe to disk.
 */
const HEAP_GROWING_PERCENT = 100;

async function main(): Promise<void> {
  // Read by V8 at each full collection, so setting it before the app allocates is enough.
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Start-up waits for PostgreSQL as long as it takes (db/connect.ts), logging each retry.
  const { app } = await buildApp(config);

  // No error ends the process: every database error is handled where it arises; this only makes sure a
  // promise someone forgot is logged instead of killing every request in flight.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Stop accepting, end live-event streams at once, let requests in flight finish within the grace
    // period (app.ts, live/routes.ts), then exit; past the grace period, exit anyway.
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.warn('the grace period is over: exiting with requests still open');
      process.exit(1);
    }, config.shutdownGraceMs);
    deadline.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(OPERATOR_MESSAGES.ready(config.publicUrl, config.dataDir));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
