// Runs once before the Vitest suites: migrates the stores once, so that each test app starts from the
// result instead of an empty database and pays neither initdb nor the migrations again: an in-memory
// PGlite from a dump, a PostgreSQL database from a template (each with the bundled practice content and
// without), and a server process started by a test on a DATA_DIR holding a copy of a migrated PGlite
// data directory. The empty templates' builds are themselves the run of every migration from scratch, on
// each database kind; the seeded ones start from them.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabases, createMigratedPgliteDir, migratedPgliteImage, type Databases } from '../db/connect';
import { contentDir } from '../paths';
import { seedPracticeContent } from '../practice/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding the migrated PGlite dump: without practice content, and with the bundled content. */
    pgliteImageFiles: Record<TemplateKind, string>;
    /** A migrated PGlite data directory (`DATA_DIR/pglite` of a server that has started once). */
    pgliteDataDir: string;
    /** The migrated PostgreSQL template databases, when TEST_DATABASE_URL is set. */
    postgresTemplates: Record<TemplateKind, string> | null;
  }
}

/**
 * 'content': the practice store holds the bundled content (CONTENT_DIR's default), which every app started
 * on it would otherwise parse and write again; 'empty': no practice content, for apps given another CONTENT_DIR.
 */
export type TemplateKind = 'empty' | 'content';

const seedBundledContent = async ({ practice }: Pick<Databases, 'practice'>) => {
  await seedPracticeContent(practice, contentDir);
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'test-templates-'));
  const imageFiles = { empty: path.join(folder, 'pglite.tar'), content: path.join(folder, 'pglite-content.tar') };
  const pgliteDataDir = path.join(folder, 'pglite');
  const adminUrl = process.env.TEST_DATABASE_URL;

  // PostgreSQL first, by itself: PGlite runs in this process and holds its event loop for seconds at a
  // time, long enough for a PostgreSQL connection opened meanwhile to time out.
  const empty = adminUrl ? await createPostgresTemplate(adminUrl) : null;
  const content = adminUrl && empty ? await createPostgresTemplate(adminUrl, seedBundledContent, empty.name) : null;

  const emptyImage = await migratedPgliteImage();
  const contentImage = await migratedPgliteImage(seedBundledContent, emptyImage);
  await fs.writeFile(imageFiles.empty, Buffer.from(await emptyImage.arrayBuffer()));
  await fs.writeFile(imageFiles.content, Buffer.from(await contentImage.arrayBuffer()));
  await createMigratedPgliteDir(pgliteDataDir);

  project.provide('pgliteImageFiles', imageFiles);
  project.provide('pgliteDataDir', pgliteDataDir);
  project.provide('postgresTemplates', empty && content ? { empty: empty.name, content: content.name } : null);

  return async () => {
    await Promise.all([empty?.drop(), content?.drop()]);
    await fs.rm(folder, { recursive: true, force: true });
  };
}

/** A migrated database marked as a template; from `base` (another template) when given. */
async function createPostgresTemplate(
  adminUrl: string,
  prepare?: (stores: Databases) => Promise<void>,
  base?: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `test_template_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, base ? `CREATE DATABASE ${name} TEMPLATE ${base}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databases = await connectDatabases({ mainUrl: url.toString(), practiceUrl: undefined, pgliteDir: undefined });
  try {
    await prepare?.(databases);
  } finally {
    await databases.close();
  }
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
