// The audio:build CLI and content:import's recordings, on the embedded database, against a local
// OpenAI-compatible speech server: the counts, the progress lines, the failure summary, the exit code.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentMp3 } from '../e2e/fake-speech.mjs';
import { seedMigratedDatabase } from '../src/server/test/data-dir';
import { startFakeSpeechServer, type FakeSpeechServer } from '../src/server/test/fake-speech-server';
import { runAudioBuild } from './lib/audio-build';
import type { CliMain } from './lib/cli-process';
import { runContentImport } from './lib/content-import';
import { runCliAsProcess, runCliInProcess } from './lib/run-cli';

describe('audio:build CLI', () => {
  let dir: string;
  let speech: FakeSpeechServer;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'audio-build-'));
    await seedMigratedDatabase(path.join(dir, 'data'));
    speech = await startFakeSpeechServer();
  });
  afterAll(async () => {
    await speech.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const environment = (extraEnv: Record<string, string> = {}) => ({
    ...process.env,
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: '',
    PRACTICE_DATABASE_URL: '',
    TTS_PROVIDER: 'openai',
    TTS_BASE_URL: speech.baseUrl,
    TTS_API_KEY: 'sk-test',
    TTS_VOICE: 'alloy',
    TTS_VOICE_UK: '',
    TTS_TIMEOUT_S: '5',
    ...extraEnv,
  });
  const run = (main: CliMain, args: string[], extraEnv: Record<string, string> = {}) =>
    runCliInProcess(main, args, environment(extraEnv));

  it('refuses a recording that is missing or not audio, and imports nothing', async () => {
    const words = path.join(dir, 'words.csv');
    await fs.writeFile(path.join(dir, 'notes.txt'), 'not audio');
    await fs.writeFile(
      words,
      'topic,word,meaning,audio\nOffice,agenda,chương trình,missing.mp3\nOffice,memo,bản ghi nhớ,notes.txt\n',
    );
    const result = await run(runContentImport, [words]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('word "agenda": audio "missing.mp3" was not found');
    expect(result.stderr).toContain('word "memo": audio "notes.txt" is not an audio file');
    expect(result.stderr).toContain('Nothing was imported.');
  });

  it('imports rows with a teacher’s recording', async () => {
    await fs.mkdir(path.join(dir, 'recordings'));
    await fs.writeFile(path.join(dir, 'recordings', 'agenda.mp3'), silentMp3(400));
    const words = path.join(dir, 'words.csv');
    await fs.writeFile(
      words,
      'topic,word,meaning,audio\nOffice,agenda,chương trình,recordings/agenda.mp3\nOffice,memo,bản ghi nhớ,\nOffice,stapler,cái dập ghim,\n',
    );
    const result = await run(runContentImport, [words]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const stored = await fs.readdir(path.join(dir, 'data', 'storage', 'media', 'audio'));
    expect(stored).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.mp3$/)]);
  });

  it('says what is missing when no provider is configured', async ({ signal }) => {
    // The real command line, once: the environment it reads, what it prints, the exit code.
    const result = await runCliAsProcess('scripts/audio-build.ts', [], environment({ TTS_PROVIDER: '' }), signal);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No speech provider is configured');
  });

  it('generates what is missing, reports failures with their reasons, and retries them next time', async () => {
    speech.failures.set('stapler', { status: 500, body: '{"error":{"message":"voice server down"}}' });
    const first = await run(runAudioBuild, []);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('Generated 1, reused 0, up to date 0, recorded by a teacher 1, failed 1');
    // Progress lines (no terminal: one per tenth) with counts and an estimate.
    expect(first.stderr).toMatch(/\[#{30}\] 2\/2 generated 1 failed 1 · ETA 0s/);
    expect(first.stderr).toContain('1 item(s) have no audio yet; run again to retry them:');
    expect(first.stderr).toMatch(/1 × the provider answered 500: .*voice server down.*: "stapler \(us\)"/);

    speech.failures.clear();
    speech.requests.length = 0;
    const second = await run(runAudioBuild, []);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Generated 1, reused 0, up to date 1, recorded by a teacher 1, failed 0');
    expect(speech.requests.map((request) => request.input)).toEqual(['stapler']);

    const third = await run(runAudioBuild, []);
    expect(third.stdout).toContain('Generated 0, reused 0, up to date 2, recorded by a teacher 1, failed 0');
    expect(await fs.readdir(path.join(dir, 'data', 'storage', 'media', 'audio'))).toHaveLength(3);
  });
});
