import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMigratedDatabase } from '../src/server/test/data-dir';
import { runContentImport } from './lib/content-import';
import { runCliAsProcess, runCliInProcess } from './lib/run-cli';

describe('content:import CLI', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'content-import-'));
    await seedMigratedDatabase(path.join(dir, 'data'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const environment = () => ({
    ...process.env,
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: '',
    PRACTICE_DATABASE_URL: '',
  });
  const importFiles = (...files: string[]) => runCliInProcess(runContentImport, files, environment());

  it('lists the bad rows by line and imports nothing', async () => {
    const file = path.join(dir, 'bad.csv');
    await fs.writeFile(file, 'topic,word,meaning\nContracts,abide,tuân theo\nContracts,,thiếu từ\n');
    const result = await importFiles(file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('line 3: word: must not be empty');
    expect(result.stderr).toContain('Nothing was imported.');

    const names = path.join(dir, 'names.csv');
    await fs.writeFile(names, 'topic,word,meaning,alsoAccepted\nNames,Lee,họ Lee,Li|Leigh\nNames,Chen,họ Chen,Chan|\n');
    const refused = await importFiles(names);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('line 3: alsoAccepted: entry 2 is empty');
    expect(refused.stderr).toContain('Nothing was imported.');
  });

  it('refuses a conversation with a missing turn, or one split over two files, line by line', async () => {
    const header = 'part,englishSentence,vietnameseTranslation,audio,conversation,turn,speaker\n';
    const gap = path.join(dir, 'gap.csv');
    await fs.writeFile(
      gap,
      `${header}part3,Is the report ready?,Báo cáo xong chưa?,,p3-001,1,Man\n` +
        'part3,Almost done now.,Sắp xong rồi.,,p3-001,2,Woman\npart3,Send it by noon.,Gửi trước trưa nhé.,,p3-001,4,Man\n',
    );
    const gapResult = await importFiles(gap);
    expect(gapResult.code).toBe(1);
    expect(gapResult.stderr).toContain('line 2: conversation "p3-001" has no turn 3 in this file');
    expect(gapResult.stderr).toContain('line 4: conversation "p3-001" has no turn 3 in this file');
    expect(gapResult.stderr).toContain('Nothing was imported.');

    const first = path.join(dir, 'pair-a.csv');
    const second = path.join(dir, 'pair-b.csv');
    await fs.writeFile(first, `${header}part2,Where is the bank?,Ngân hàng ở đâu?,,p2-001,1,Man\n`);
    await fs.writeFile(second, `${header}part2,Next to the station.,Cạnh nhà ga.,,p2-001,2,Woman\n`);
    const split = await importFiles(first, second);
    expect(split.code).toBe(1);
    expect(split.stderr).toContain('line 2: conversation "p2-001" has 1 turns; a part2 conversation has exactly 2');
    expect(split.stderr).toContain('has no turn 1 in this file');
    expect(split.stderr).toContain('Nothing was imported.');
  });

  it('imports a CSV and a JSON file and reports the counts', async ({ signal }) => {
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
    // The real command line, once: the files from argv, DATA_DIR from the environment, the exit code.
    const result = await runCliAsProcess('scripts/content-import.ts', [words, sentences], environment(), signal);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('Imported 1 words, 1 sentences');
    expect(result.code).toBe(0);
  });

  it('refuses to open an embedded database another process holds', async () => {
    const file = path.join(dir, 'words.csv');
    // A holder is known by the postmaster.pid PGlite keeps while open: the file stands in for one.
    await fs.writeFile(path.join(dir, 'data', 'pglite', 'postmaster.pid'), '-42\n');
    const result = await importFiles(file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is open in another process');
    await fs.rm(path.join(dir, 'data', 'pglite', 'postmaster.pid'));
  });
});
