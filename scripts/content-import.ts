// npm run content:import -- FILE [FILE...]
// Validates every row of the given JSON/CSV files and imports them in one transaction: all or nothing.
// The embedded database (no DATABASE_URL) serves one process at a time: stop the server first.
import fs from 'node:fs/promises';
import path from 'node:path';
import 'dotenv/config';
import { loadConfig } from '../src/server/config';
import { connectDatabases } from '../src/server/db/connect';
import {
  formatRowError,
  parseContentFile,
  type SentenceRow,
  type VocabularyRow,
} from '../src/server/practice/content-rows';
import { importContent, PRACTICE_CONTENT_CHANNEL } from '../src/server/practice/import';

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error('Usage: npm run content:import -- FILE [FILE...]   (FILE: .json or .csv)');
    return 1;
  }
  const vocabulary: VocabularyRow[] = [];
  const sentences: SentenceRow[] = [];
  let duplicates = 0;
  let failed = false;
  for (const file of files) {
    const parsed = parseContentFile(file, await fs.readFile(file, 'utf8'));
    if (parsed.errors.length > 0) {
      failed = true;
      console.error(`${file}: ${parsed.errors.length} bad row(s)`);
      for (const error of parsed.errors) console.error(`  ${formatRowError(error)}`);
    }
    vocabulary.push(...parsed.vocabulary);
    sentences.push(...parsed.sentences);
    duplicates += parsed.duplicateWords;
  }
  if (failed) {
    console.error('Nothing was imported.');
    return 1;
  }

  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.database.mainUrl && (await isOpenElsewhere(pgliteDir))) {
    console.error(
      `The embedded database in ${pgliteDir} is open in another process (a running server?).\n` +
        'Stop the server and run the import again. If no server runs (it was killed), delete ' +
        `${path.join(pgliteDir, 'postmaster.pid')} first.`,
    );
    return 1;
  }
  const databases = await connectDatabases({
    mainUrl: config.database.mainUrl,
    practiceUrl: config.database.practiceUrl,
    pgliteDir,
  });
  try {
    const seen = new Set<string>();
    const words = vocabulary.filter((row) => !seen.has(row.word.toLowerCase()) && seen.add(row.word.toLowerCase()));
    duplicates += vocabulary.length - words.length;
    const counts = await importContent(databases.practice, { vocabulary: words, sentences });
    // Running servers on PostgreSQL drop their cached sets.
    await databases.notifier.notify(PRACTICE_CONTENT_CHANNEL, 'imported');
    console.log(`Imported ${counts.words} words, ${counts.sentences} sentences`);
    if (duplicates > 0) console.log(`Skipped ${duplicates} repeated word(s) (the first one of each is kept)`);
    return 0;
  } finally {
    await databases.close();
  }
}

/** PGlite keeps postmaster.pid while open; two processes writing one data folder would corrupt it. */
async function isOpenElsewhere(pgliteDir: string): Promise<boolean> {
  try {
    await fs.access(path.join(pgliteDir, 'postmaster.pid'));
    return true;
  } catch {
    return false;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
