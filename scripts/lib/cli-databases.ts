// Opens the configured stores for a command-line tool (content:import, audio:build). The embedded database
// (no DATABASE_URL) serves one process at a time, so a tool refuses to open it while a server holds it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../src/server/config';
import { connectDatabases, type Databases } from '../../src/server/db/connect';

export class EmbeddedDatabaseBusyError extends Error {
  constructor(pgliteDir: string) {
    super(
      `The embedded database in ${pgliteDir} is open in another process (a running server?).\n` +
        'Stop the server and run this again. If no server runs (it was killed), delete ' +
        `${path.join(pgliteDir, 'postmaster.pid')} first.`,
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

export async function openCliDatabases(config: Config): Promise<Databases> {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  // PGlite keeps postmaster.pid while open; two processes writing one data folder would corrupt it.
  if (!config.database.mainUrl && (await exists(path.join(pgliteDir, 'postmaster.pid')))) {
    throw new EmbeddedDatabaseBusyError(pgliteDir);
  }
  return connectDatabases({
    mainUrl: config.database.mainUrl,
    practiceUrl: config.database.practiceUrl,
    pgliteDir,
  });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
