// Start-up seeding: an empty practice store receives content/vocabulary.json and
// content/sentences.json in one transaction. The advisory lock inside importIntoEmptyStore makes
// two instances starting together seed once.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PracticeDb } from '../db/connect';
import { formatRowError, parseContentJson, type SentenceRow, type VocabularyRow } from './content-rows';
import { importIntoEmptyStore, storeHasContent, type ImportCounts } from './import';

export const CONTENT_FILES = ['vocabulary.json', 'sentences.json'] as const;

export type SeedResult = { status: 'seeded'; counts: ImportCounts } | { status: 'skipped'; reason: string };

const ALREADY_SEEDED: SeedResult = { status: 'skipped', reason: 'the practice store already has content' };

export async function seedPracticeContent(db: PracticeDb, contentDir: string): Promise<SeedResult> {
  // Every start but the first ends here, without reading and checking the files. Two instances starting
  // together on an empty store both go on; the locked check of importIntoEmptyStore lets one write.
  if (await storeHasContent(db)) return ALREADY_SEEDED;
  const vocabulary: VocabularyRow[] = [];
  const sentences: SentenceRow[] = [];
  let found = 0;
  for (const file of CONTENT_FILES) {
    const filePath = path.join(contentDir, file);
    let text: string;
    try {
      text = await fs.readFile(filePath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    found++;
    const parsed = parseContentJson(text);
    if (parsed.errors.length > 0) {
      const shown = parsed.errors.slice(0, 20).map(formatRowError).join('\n  ');
      throw new Error(`${filePath} has ${parsed.errors.length} bad row(s); nothing was seeded:\n  ${shown}`);
    }
    vocabulary.push(...parsed.vocabulary);
    sentences.push(...parsed.sentences);
  }
  if (found === 0) return { status: 'skipped', reason: `no content files in ${contentDir}` };
  const counts = await importIntoEmptyStore(db, { vocabulary: dedupeWords(vocabulary), sentences });
  return counts ? { status: 'seeded', counts } : ALREADY_SEEDED;
}

/** Each file is de-duplicated on parsing; a word may still appear in both files. */
function dedupeWords(rows: VocabularyRow[]): VocabularyRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = row.word.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
