// A DATA_DIR for a test that starts a server process or a command-line tool on the embedded database.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * Copies the migrated data directory of global-setup.ts to `dataDir/pglite`, where a server or a CLI
 * given that DATA_DIR opens its embedded database: the start skips initdb and the migrations, which are
 * not what such a test is about (the global setup runs both from scratch on every test run).
 */
export async function seedMigratedDatabase(dataDir: string): Promise<void> {
  await fs.cp(inject('pgliteDataDir'), path.join(dataDir, 'pglite'), { recursive: true });
}

/** A new temporary DATA_DIR, named after `prefix`, whose embedded database is already migrated. */
export async function createMigratedDataDir(prefix: string): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await seedMigratedDatabase(dataDir);
  return dataDir;
}
