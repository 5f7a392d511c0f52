// Runs once before the Vitest suites: migrates the stores once, so that each test app starts from the
// result instead of an empty database (an in-memory PGlite from a dump, a PostgreSQL database from a
// template) and pays neither initdb nor the migrations again. The template build is itself the run of
// every migration from scratch, on each database kind.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabases, createMigratedPgliteDir, migratedPgliteImage } from '../db/connect';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated PGlite dump. */
    pgliteImageFile: string;
    /** A migrated PGlite data directory (`DATA_DIR/pglite` of a server that has started once). */
    pgliteDataDir: string;
    /** The migrated PostgreSQL template database, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'test-templates-'));
  const imageFile = path.join(folder, 'pglite.tar');
  const pgliteDataDir = path.join(folder, 'pglite');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [template] = await Promise.all([
    adminUrl ? createPostgresTemplate(adminUrl) : null,
    migratedPgliteImage().then(async (image) => fs.writeFile(imageFile, Buffer.from(await image.arrayBuffer()))),
    createMigratedPgliteDir(pgliteDataDir),
  ]);
  project.provide('pgliteImageFile', imageFile);
  project.provide('pgliteDataDir', pgliteDataDir);
  project.provide('postgresTemplate', template?.name ?? null);

  return async () => {
    await template?.drop();
    await fs.rm(folder, { recursive: true, force: true });
  };
}

async function createPostgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `test_template_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databases = await connectDatabases({ mainUrl: url.toString(), practiceUrl: undefined, pgliteDir: undefined });
  await databases.close();
  // Copies need no connection to it; refusing them keeps a stray one from blocking CREATE DATABASE … TEMPLATE.
  await adminQuery(adminUrl, `ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  return {
    name,
    async drop() {
      await adminQuery(adminUrl, `ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
