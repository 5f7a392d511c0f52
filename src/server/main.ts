// Runs the server process: configuration, logger, listen, graceful close.
import 'dotenv/config';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { OPERATOR_MESSAGES } from './operator-messages';

async function main(): Promise<void> {
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
