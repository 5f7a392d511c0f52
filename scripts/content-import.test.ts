import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

describe('content:import CLI', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'content-import-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const importFiles = async (...files: string[]) => {
    const env = { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', PRACTICE_DATABASE_URL: '' };
    try {
      const { stdout, stderr } = await run(tsx, ['scripts/content-import.ts', ...files], { cwd: root, env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code: number; stdout: string; stderr: string };
      return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
    }
  };

  it('lists the bad rows by line and imports nothing', async () => {
    const file = path.join(dir, 'bad.csv');
    await fs.writeFile(file, 'topic,word,meaning\nContracts,abide,tuân theo\nContracts,,thiếu từ\n');
    const result = await importFiles(file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('line 3: word: must not be empty');
    expect(result.stderr).toContain('Nothing was imported.');
  });

  it('imports a CSV and a JSON file and reports the counts', async () => {
    const words = path.join(dir, 'words.csv');
    const sentences = path.join(dir, 'sentences.json');
    await fs.writeFile(
      words,
      'topic,word,wordType,phonetic,meaning,audio\nContracts,abide,verb,,"tuân theo, chấp hành",\n',
    );
    await fs.writeFile(
      sentences,
      JSON.stringify({ sentences: [{ part: 'part1', englishSentence: 'Hi.', vietnameseTranslation: 'Chào.' }] }),
    );
    const result = await importFiles(words, sentences);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('Imported 1 words, 1 sentences');
    expect(result.code).toBe(0);
  });

  it('refuses to open an embedded database another process holds', async () => {
    const file = path.join(dir, 'words.csv');
    await fs.writeFile(path.join(dir, 'data', 'pglite', 'postmaster.pid'), '-42\n');
    const result = await importFiles(file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is open in another process');
    await fs.rm(path.join(dir, 'data', 'pglite', 'postmaster.pid'));
  });
});
