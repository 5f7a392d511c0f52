// npm run content:import -- FILE [FILE...]
// Validates every row of the given JSON/CSV files and imports them in one transaction: all or nothing.
// A row's `audio` may name a recording next to its file (issue 13): every named file is checked first, and
// stored before the rows are written.
// The embedded database (no DATABASE_URL) serves one process at a time: stop the server first.
import fs from 'node:fs/promises';
import path from 'node:path';
import 'dotenv/config';
import { loadConfig } from '../src/server/config';
import {
  checkExchangesAcrossFiles,
  formatRowError,
  parseContentFile,
  type SentenceRow,
  type VocabularyRow,
} from '../src/server/practice/content-rows';
import { createStores } from '../src/server/files/storage';
import type { ObjectStore } from '../src/server/files/storage/types';
import { readRecordings } from '../src/server/practice/audio/recordings';
import { importContent, PRACTICE_CONTENT_CHANNEL, StoredExchangeError } from '../src/server/practice/import';
import { openCliDatabases } from './lib/cli-databases';

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error('Usage: npm run content:import -- FILE [FILE...]   (FILE: .json or .csv)');
    return 1;
  }
  type Stored<Row> = (media: ObjectStore) => Promise<Row[]>;
  const vocabulary: Stored<VocabularyRow>[] = [];
  const sentences: Stored<SentenceRow>[] = [];
  let duplicates = 0;
  let failed = false;
  const parsedSentences: { file: string; sentences: SentenceRow[] }[] = [];
  for (const file of files) {
    const parsed = parseContentFile(file, await fs.readFile(file, 'utf8'));
    parsedSentences.push({ file, sentences: parsed.sentences });
    const words = await readRecordings(parsed.vocabulary, path.dirname(file));
    const lines = await readRecordings(parsed.sentences, path.dirname(file));
    const errors = [...parsed.errors, ...words.errors, ...lines.errors];
    if (errors.length > 0) {
      failed = true;
      console.error(`${file}: ${errors.length} bad row(s)`);
      for (const error of errors) console.error(`  ${formatRowError(error)}`);
    }
    vocabulary.push(words.store);
    sentences.push(lines.store);
    duplicates += parsed.duplicateWords;
  }
  for (const problem of checkExchangesAcrossFiles(parsedSentences)) {
    failed = true;
    console.error(problem);
  }
  if (failed) {
    console.error('Nothing was imported.');
    return 1;
  }

  const config = loadConfig();
  const databases = await openCliDatabases(config);
  try {
    // Recordings first: rows never name a file that is not stored (unused files are swept by audio builds).
    const { media } = createStores(config);
    const storedWords = (await Promise.all(vocabulary.map((store) => store(media)))).flat();
    const storedSentences = (await Promise.all(sentences.map((store) => store(media)))).flat();
    const seen = new Set<string>();
    const words = storedWords.filter((row) => !seen.has(row.word.toLowerCase()) && seen.add(row.word.toLowerCase()));
    duplicates += storedWords.length - words.length;
    const result = await importContent(databases.practice, { vocabulary: words, sentences: storedSentences }).then(
      (counts) => ({ counts }),
      (error: unknown) => {
        if (error instanceof StoredExchangeError) return { problems: error.problems };
        throw error;
      },
    );
    if ('problems' in result) {
      for (const problem of result.problems) console.error(problem);
      console.error('Nothing was imported.');
      return 1;
    }
    const { counts } = result;
    // Running servers on PostgreSQL drop their cached sets.
    await databases.notifier.notify(PRACTICE_CONTENT_CHANNEL, 'imported');
    console.log(`Imported ${counts.words} words, ${counts.sentences} sentences`);
    if (duplicates > 0) console.log(`Skipped ${duplicates} repeated word(s) (the first one of each is kept)`);
    return 0;
  } finally {
    await databases.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
