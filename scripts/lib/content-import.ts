// npm run content:import -- FILE [FILE...]
// Validates every row of the given JSON/CSV files and imports them in one transaction: all or nothing.
// A row's `audio` may name a recording next to its file: every named file is checked first, and stored
// before the rows are written.
// The embedded database (no DATABASE_URL) serves one process at a time: stop the server first.
import fs from 'node:fs/promises';
import path from 'node:path';
import { format } from 'node:util';
import { loadConfig } from '../../src/server/config';
import {
  checkExchangesAcrossFiles,
  formatRowError,
  parseContentFile,
  type SentenceRow,
  type VocabularyRow,
} from '../../src/server/practice/content-rows';
import { createStores } from '../../src/server/platform/storage';
import type { ObjectStore } from '../../src/server/platform/storage/types';
import { readRecordings } from '../../src/server/practice/audio/recordings';
import { importContent, PRACTICE_CONTENT_CHANNEL, StoredExchangeError } from '../../src/server/practice/import';
import { openCliDatabases } from './cli-databases';
import { printLine, type CliOutput, type CliProcess } from './cli-process';

/** The whole command: `args` are the files; an unexpected error prints its message and exits 1. */
export async function runContentImport({ args, env, stdout, stderr }: CliProcess): Promise<number> {
  try {
    return await importFiles(args, env, stdout, stderr);
  } catch (error) {
    printLine(stderr, error instanceof Error ? error.message : format(error));
    return 1;
  }
}

async function importFiles(
  files: string[],
  env: CliProcess['env'],
  stdout: CliOutput,
  stderr: CliOutput,
): Promise<number> {
  const out = (line: string) => printLine(stdout, line);
  const err = (line: string) => printLine(stderr, line);
  if (files.length === 0) {
    err('Usage: npm run content:import -- FILE [FILE...]   (FILE: .json or .csv)');
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
      err(`${file}: ${errors.length} bad row(s)`);
      for (const error of errors) err(`  ${formatRowError(error)}`);
    }
    vocabulary.push(words.store);
    sentences.push(lines.store);
    duplicates += parsed.duplicateWords;
  }
  for (const problem of checkExchangesAcrossFiles(parsedSentences)) {
    failed = true;
    err(problem);
  }
  if (failed) {
    err('Nothing was imported.');
    return 1;
  }

  const config = loadConfig(env);
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
      for (const problem of result.problems) err(problem);
      err('Nothing was imported.');
      return 1;
    }
    const { counts } = result;
    // Running servers on PostgreSQL drop their cached sets.
    await databases.notifier.notify(PRACTICE_CONTENT_CHANNEL, 'imported');
    out(`Imported ${counts.words} words, ${counts.sentences} sentences`);
    if (duplicates > 0) out(`Skipped ${duplicates} repeated word(s) (the first one of each is kept)`);
    return 0;
  } finally {
    await databases.close();
  }
}
