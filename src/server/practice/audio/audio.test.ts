// Stored practice audio on PGlite and PostgreSQL, against a local OpenAI-compatible speech
// server and a local speech program: build → every item has audio; a second build makes nothing; a
// changed text makes exactly one; an interrupted build goes on; each provider failure is reported and
// leaves no audio; clips are served with ranges and an immutable cache; listening settings are the
// learner's own.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { audioClips, sentences as sentenceTable } from '../../db/practice-schema';
import { findProgram } from '../../platform/run-program';
import { createStores } from '../../platform/storage';
import { silentMp3 } from '../../../../e2e/fake-speech.mjs';
import type { TSentenceSet, TVocabularySet } from '../../../shared/practice/contract';
import { signUpUser } from '../../test/users-and-files';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../../test/test-app';
import { startFakeSpeechServer, type FakeSpeechServer } from '../../test/fake-speech-server';
import { importContent, PRACTICE_CONTENT_CHANNEL } from '../import';
import { AUDIO_PREFIX, buildAudio, clipKey, sweepUnusedAudio, type AudioBuildOptions } from './audio-build';
import { wordRow } from '../test-content';
import { toSpeakable } from '../../../shared/practice/speakable';
import { LEADING_SILENCE_MS, leadingSilenceMs, padLeadingSilence, sniffAudio } from './audio-format';
import { acquireAudioLease, PRACTICE_AUDIO_CHANNEL, releaseAudioLease } from './audio-runner';
import { isRecordingPath, readRecordings } from './recordings';
import {
  checkSpeechText,
  createCommandSpeech,
  createOpenAiSpeech,
  createSpeechProvider,
  splitCommandLine,
} from './speech-provider';

/** A command provider for `command`, one voice, no ffmpeg. */
const commandSpeech = (command: string, voice: string, timeoutMs: number) =>
  createCommandSpeech({
    provider: 'command',
    command,
    voices: { us: voice, uk: undefined },
    timeoutMs,
    concurrency: 1,
    ffmpegPath: undefined,
    niceness: 0,
  });

const WORDS = ['agenda', 'invoice', 'deadline'];
const SENTENCES = ['The meeting starts at nine.', 'Please sign the contract today.'];
const FIXTURE = {
  vocabulary: WORDS.map((word) => wordRow('Office', word, word)),
  sentences: SENTENCES.map((englishSentence) => ({
    part: 'part1' as const,
    englishSentence,
    vietnameseTranslation: `Dịch: ${englishSentence}`,
    audio: '',
  })),
};
const ITEMS = WORDS.length + SENTENCES.length;

/** A mono WAV: `silentMs` of silence, then a 440 Hz tone for `toneMs` (16-bit, or unsigned 8-bit). */
function toneWav(silentMs: number, toneMs: number, options: { sampleRate?: number; bits?: 8 | 16 } = {}): Buffer {
  const rate = options.sampleRate ?? 22050;
  const bits = options.bits ?? 16;
  const bytesPerSample = bits / 8;
  const silent = Math.round((silentMs / 1000) * rate);
  const frames = silent + Math.round((toneMs / 1000) * rate);
  const data = Buffer.alloc(frames * bytesPerSample, bits === 8 ? 128 : 0);
  for (let frame = silent; frame < frames; frame++) {
    const level = Math.sin((2 * Math.PI * 440 * (frame - silent)) / rate) * 0.5;
    if (bits === 8) data[frame] = Math.round(128 + level * 127);
    else data.writeInt16LE(Math.round(level * 32767), frame * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * bytesPerSample, 28);
  header.writeUInt16LE(bytesPerSample, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const WAV = { extension: 'wav', mimeType: 'audio/wav' } as const;

describe('audio rules', () => {
  it('puts silence before a WAV clip whose own is shorter than 150 ms', () => {
    expect(LEADING_SILENCE_MS).toBe(150);
    for (const bits of [16, 8] as const) {
      const clip = toneWav(20, 300, { bits });
      expect(leadingSilenceMs(clip)).toBeCloseTo(20, 0);
      const padded = padLeadingSilence({ bytes: clip, format: WAV });
      expect(leadingSilenceMs(padded.bytes)).toBeGreaterThanOrEqual(150);
      expect(leadingSilenceMs(padded.bytes)).toBeLessThan(151);
      // Still a WAV whose sizes add up, with the same sound after the silence.
      expect(sniffAudio(padded.bytes)?.extension).toBe('wav');
      expect(padded.bytes.readUInt32LE(4)).toBe(padded.bytes.length - 8);
      expect(padded.bytes.readUInt32LE(40)).toBe(padded.bytes.length - 44);
      expect(padded.bytes.subarray(padded.bytes.length - (clip.length - 44))).toEqual(clip.subarray(44));
    }
    // A program writing to a pipe leaves a placeholder size: the end of the file ends the samples.
    const piped = toneWav(0, 100);
    piped.writeUInt32LE(0x7ffff000, 40);
    expect(leadingSilenceMs(padLeadingSilence({ bytes: piped, format: WAV }).bytes)).toBeGreaterThanOrEqual(150);
  });

  it('leaves a clip with enough silence, and audio it cannot edit, as it is', () => {
    const quiet = toneWav(200, 100);
    expect(padLeadingSilence({ bytes: quiet, format: WAV }).bytes).toBe(quiet);
    const mp3 = silentMp3(100);
    expect(padLeadingSilence({ bytes: mp3, format: { extension: 'mp3', mimeType: 'audio/mpeg' } }).bytes).toBe(mp3);
    expect(leadingSilenceMs(mp3)).toBeUndefined();
  });

  it('gives phoneme input only to espeak-ng', () => {
    const command = (line: string) => commandSpeech(line, 'en-us', 1000);
    expect(command('espeak-ng -v {voice} -w {output} --stdin').phonemeInput).toBe('espeak');
    expect(command('/usr/bin/espeak -v {voice} -w {output} --stdin').phonemeInput).toBe('espeak');
    expect(command('piper --model /opt/{voice}.onnx --output_file {output}').phonemeInput).toBeUndefined();
    const openAi = createOpenAiSpeech({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'sk-test',
      model: 'tts-1',
      voices: { us: 'alloy', uk: undefined },
      timeoutMs: 1000,
      concurrency: 1,
      ffmpegPath: undefined,
      niceness: 0,
    });
    expect(openAi.phonemeInput).toBeUndefined();
  });

  it('recognises audio by its first bytes, never by a name', () => {
    expect(sniffAudio(silentMp3(100))?.extension).toBe('mp3');
    expect(sniffAudio(Buffer.from('ID3\u0004\u0000rest', 'latin1'))?.extension).toBe('mp3');
    expect(sniffAudio(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ', 'latin1'))?.extension).toBe('wav');
    expect(sniffAudio(Buffer.from('OggS\u0000\u0002', 'latin1'))?.extension).toBe('ogg');
    expect(sniffAudio(Buffer.from([0xff, 0xf1, 0x50, 0x80]))?.extension).toBe('aac');
    expect(sniffAudio(Buffer.from('<html>not audio</html>'))).toBeUndefined();
    expect(sniffAudio(Buffer.from('{"error":{}}'))).toBeUndefined();
    expect(sniffAudio(Buffer.alloc(0))).toBeUndefined();
  });

  it('keys a clip by the provider, the voice and the text', () => {
    const key = clipKey('openai:tts-1', 'alloy', 'agenda');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(clipKey('openai:tts-1', 'alloy', 'agenda')).toBe(key);
    expect(clipKey('openai:tts-1', 'alloy', 'Agenda')).not.toBe(key);
    expect(clipKey('openai:tts-1', 'fable', 'agenda')).not.toBe(key);
    expect(clipKey('openai:gpt-4o-mini-tts', 'alloy', 'agenda')).not.toBe(key);
  });

  it('refuses a text over 5,000 characters and an empty one before any provider sees it', () => {
    expect(() => checkSpeechText('x'.repeat(5000))).not.toThrow();
    expect(() => checkSpeechText('x'.repeat(5001))).toThrow('longer than 5,000 characters');
    expect(() => checkSpeechText('   ')).toThrow('empty');
  });

  it('splits a command line with quotes', () => {
    expect(splitCommandLine(`piper --model "/opt/my voices/{voice}.onnx" --output_file {output}`)).toEqual([
      'piper',
      '--model',
      '/opt/my voices/{voice}.onnx',
      '--output_file',
      '{output}',
    ]);
    expect(splitCommandLine(`say -o '' x`)).toEqual(['say', '-o', '', 'x']);
    expect(() => splitCommandLine('say "open')).toThrow('unclosed');
  });

  it('tells recordings to import from references to keep', () => {
    expect(isRecordingPath('audio/agenda.mp3')).toBe(true);
    expect(isRecordingPath('agenda.wav')).toBe(true);
    expect(isRecordingPath('https://cdn.example.com/agenda.mp3')).toBe(false);
    expect(isRecordingPath('/api/v4/practice/audio/x.mp3')).toBe(false);
    expect(isRecordingPath('')).toBe(false);
  });
});

describe('the command provider', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fake-say-'));
    // A speech program: reads the text on stdin, writes a silent MP3 to its first argument; some texts
    // make it fail, hang or write nothing, as broken programs do.
    await fs.writeFile(
      path.join(dir, 'say.mjs'),
      `import fs from 'node:fs';
import { silentMp3 } from ${JSON.stringify(path.resolve('e2e/fake-speech.mjs'))};
let text = '';
process.stdin.on('data', (chunk) => (text += chunk));
process.stdin.on('end', () => {
  if (text === 'exit') { console.error('no voice named ' + process.argv[3]); process.exit(3); }
  if (text === 'hang') { setInterval(() => {}, 1000); return; }
  if (text === 'silent') process.exit(0);
  if (text === 'text') { fs.writeFileSync(process.argv[2], 'not audio'); process.exit(0); }
  fs.writeFileSync(process.argv[2], silentMp3(200));
});
`,
    );
  });
  afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

  const speech = () =>
    commandSpeech(`${process.execPath} ${path.join(dir, 'say.mjs')} {output} {voice}`, 'lessac', 1500);

  it('gives the audio the program wrote', async () => {
    const audio = await speech().synthesize('agenda', 'lessac');
    expect(audio.format.extension).toBe('mp3');
    expect(audio.bytes.length).toBeGreaterThan(0);
  });

  it('reports a program that fails, hangs, writes nothing or writes no audio', async () => {
    await expect(speech().synthesize('exit', 'lessac')).rejects.toThrow(/exit 3: no voice named lessac/);
    await expect(speech().synthesize('hang', 'lessac')).rejects.toThrow(/did not finish within 1500 ms/);
    await expect(speech().synthesize('silent', 'lessac')).rejects.toThrow(/wrote no audio/);
    await expect(speech().synthesize('text', 'lessac')).rejects.toThrow(/not audio/);
  });

  it('stops a build when the program does not exist', async () => {
    const missing = commandSpeech('/nonexistent/piper --output_file {output}', 'a', 1000);
    await expect(missing.synthesize('agenda', 'a')).rejects.toMatchObject({ fatal: true });
  });
});

const espeakInstalled = () => findProgram(undefined, ['espeak-ng']) !== undefined;

describe.skipIf(!espeakInstalled())('espeak-ng as the command provider', () => {
  const espeak = commandSpeech('espeak-ng -v {voice} -w {output} --stdin', 'en-us', 10_000);

  it('speaks a verb heteronym as the verb, in a clip that starts with 150 ms of silence', async () => {
    const verb = toSpeakable('record', { wordType: 'verb', phonemes: espeak.phonemeInput });
    const noun = toSpeakable('record', { wordType: 'noun', phonemes: espeak.phonemeInput });
    const [asVerb, asNoun] = await Promise.all([espeak.synthesize(verb, 'en-us'), espeak.synthesize(noun, 'en-us')]);
    expect(asVerb.format.extension).toBe('wav');
    // Different phonemes, different sound.
    expect(asVerb.bytes.equals(asNoun.bytes)).toBe(false);
    expect(leadingSilenceMs(asVerb.bytes)).toBeLessThan(150);
    expect(leadingSilenceMs(padLeadingSilence(asVerb).bytes)).toBeGreaterThanOrEqual(150);
  });
});

describeEachDatabase('practice audio', (kind) => {
  let speech: FakeSpeechServer;
  let testApp: TestApp;
  let anonymous: TestClient;

  beforeAll(async () => {
    speech = await startFakeSpeechServer();
    testApp = await createTestApp(kind, {
      CONTENT_DIR: '/nonexistent-content-dir',
      TTS_PROVIDER: 'openai',
      TTS_BASE_URL: speech.baseUrl,
      TTS_API_KEY: 'sk-test',
      TTS_VOICE: 'alloy',
      TTS_VOICE_UK: 'fable',
      TTS_TIMEOUT_S: '1',
    });
    await importContent(testApp.ctx.databases.practice, FIXTURE);
    await testApp.ctx.databases.notifier.notify(PRACTICE_CONTENT_CHANNEL, 'imported');
    anonymous = new TestClient(testApp.app);
  });
  afterAll(async () => {
    await testApp?.close();
    await speech?.close();
  });
  afterEach(() => {
    speech.failures.clear();
    speech.requests.length = 0;
  });

  const media = () => createStores(testApp.ctx.config).media;

  async function build(options: Partial<AudioBuildOptions> = {}) {
    const tts = testApp.ctx.config.tts!;
    const summary = await buildAudio({
      db: testApp.ctx.databases.practice,
      media: media(),
      provider: createSpeechProvider(tts),
      voices: tts.voices,
      concurrency: 2,
      timeoutMs: tts.timeoutMs,
      niceness: tts.niceness,
      ...options,
    });
    await testApp.ctx.databases.notifier.notify(PRACTICE_AUDIO_CHANNEL, 'built');
    return summary;
  }

  async function currentSets() {
    // The catalog reloads on the notification; wait until it has.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const words = (await anonymous.get('/api/v4/practice/vocabulary?topic=Office&setIndex=0')).json<TVocabularySet>();
    const lines = (await anonymous.get('/api/v4/practice/sentences?part=part1&setIndex=0')).json<TSentenceSet>();
    return [...words.items, ...lines.items];
  }

  const clipCount = async () => (await testApp.ctx.databases.practice.select().from(audioClips)).length;

  it('builds a clip per item and accent; a second build makes nothing', async () => {
    const first = await build();
    expect(first).toMatchObject({ total: ITEMS * 2, generated: ITEMS * 2, failed: 0, unchanged: 0, changed: true });
    expect(speech.requests).toHaveLength(ITEMS * 2);
    expect(new Set(speech.requests.map((request) => request.voice))).toEqual(new Set(['alloy', 'fable']));

    const items = await currentSets();
    for (const item of items) {
      expect(item.audio).toMatch(/^\/api\/v4\/practice\/audio\/[0-9a-f]{64}\.mp3$/);
      expect(item.audioUk).toMatch(/^\/api\/v4\/practice\/audio\/[0-9a-f]{64}\.mp3$/);
      expect(item.audioUk).not.toBe(item.audio);
    }

    speech.requests.length = 0;
    const second = await build();
    expect(second).toMatchObject({ total: 0, generated: 0, unchanged: ITEMS * 2, changed: false });
    expect(speech.requests).toHaveLength(0);
  });

  it('serves a clip with ranges and a year-long immutable cache', async () => {
    const [item] = await currentSets();
    const whole = await anonymous.get(item!.audio);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(Number(whole.headers['content-length'])).toBe(size);
    expect(sniffAudio(whole.rawPayload)?.extension).toBe('mp3');

    const part = await anonymous.request({ method: 'GET', url: item!.audio, headers: { range: 'bytes=10-109' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-109/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 110));

    const tail = await anonymous.request({ method: 'GET', url: item!.audio, headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size - 4));

    const beyond = await anonymous.request({ method: 'GET', url: item!.audio, headers: { range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);

    const again = await anonymous.request({
      method: 'GET',
      url: item!.audio,
      headers: { 'if-none-match': whole.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    for (const url of [
      `/api/v4/practice/audio/${'0'.repeat(64)}.mp3`,
      '/api/v4/practice/audio/..%2F..%2Fsecret',
      '/api/v4/practice/audio/x.exe',
    ]) {
      const missing = await anonymous.get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'AUDIO_NOT_FOUND' });
    }
  });

  it('regenerates exactly the item whose text changed, and removes the file nobody uses', async () => {
    const db = testApp.ctx.databases.practice;
    const [line] = await db.select().from(sentenceTable).where(eq(sentenceTable.englishSentence, SENTENCES[0]!));
    const before = await currentSets();
    const oldUrl = before.find((item) => item.id === line!.id)!.audio;
    await db
      .update(sentenceTable)
      .set({ englishSentence: 'The meeting starts at ten.' })
      .where(eq(sentenceTable.id, line!.id));

    const summary = await build({ now: () => new Date(Date.now() + 3_600_000) });
    expect(summary).toMatchObject({ generated: 2, unchanged: ITEMS * 2 - 2, failed: 0 });
    expect(speech.requests.map((request) => request.input)).toEqual([
      'The meeting starts at ten.',
      'The meeting starts at ten.',
    ]);
    expect(summary.removedObjects).toBe(2);
    expect((await anonymous.get(oldUrl)).statusCode).toBe(404);
    const after = await currentSets();
    expect(after.find((item) => item.id === line!.id)!.audio).not.toBe(oldUrl);
  });

  it('asks an OpenAI-compatible server for WAV only when ffmpeg makes the MP3', async () => {
    const tts = testApp.ctx.config.tts!;
    await createSpeechProvider(tts, { wav: true }).synthesize('agenda', 'alloy');
    await createSpeechProvider(tts).synthesize('agenda', 'alloy');
    expect(speech.requests.map((request) => request.format)).toEqual(['wav', 'mp3']);
  });

  it('gives the provider the words a recording says, and keys the clip by them', async () => {
    const db = testApp.ctx.databases.practice;
    const [line] = await db.select().from(sentenceTable).where(eq(sentenceTable.englishSentence, SENTENCES[1]!));
    const text = 'Please sign the contract by 5:00, Mr. Lee.';
    const spoken = "Please sign the contract by five o'clock, Mister Lee.";
    expect(toSpeakable(text)).toBe(spoken);
    await db.update(sentenceTable).set({ englishSentence: text }).where(eq(sentenceTable.id, line!.id));

    const summary = await build();
    expect(summary.failed).toBe(0);
    const inputs = speech.requests.map((request) => request.input);
    expect(inputs.filter((input) => input === spoken)).toHaveLength(2);
    expect(inputs).not.toContain(text);
    const clips = await db.select().from(audioClips).where(eq(audioClips.itemId, line!.id));
    expect(clips.find((clip) => clip.accent === 'us')!.key).toBe(clipKey('openai:tts-1', 'alloy', spoken));
    await db.update(sentenceTable).set({ englishSentence: SENTENCES[1]! }).where(eq(sentenceTable.id, line!.id));
  });

  it('goes on where an interrupted build stopped', async () => {
    await testApp.ctx.databases.practice.delete(audioClips);
    const interrupt = new AbortController();
    await expect(
      build({
        concurrency: 1,
        signal: interrupt.signal,
        onProgress: (progress) => {
          if (progress.generated === 3) interrupt.abort(new Error('interrupted'));
        },
      }),
    ).rejects.toThrow('interrupted');
    expect(await clipCount()).toBe(3);
    speech.requests.length = 0;
    const resumed = await build();
    expect(resumed).toMatchObject({ unchanged: 3, failed: 0 });
    expect(resumed.generated + resumed.unchanged).toBe(ITEMS * 2);
    expect(await clipCount()).toBe(ITEMS * 2);
  });

  it('reports each provider failure, keeps no audio for it, and tries again next time', async () => {
    const db = testApp.ctx.databases.practice;
    await db.delete(audioClips);
    speech.failures.set('agenda', { status: 500 });
    speech.failures.set('invoice', {
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<html>oops</html>',
    });
    speech.failures.set('deadline', { status: 200, headers: { 'content-type': 'audio/mpeg' }, body: '' });
    speech.failures.set(SENTENCES[1]!, { hang: true });
    // Rate-limited once, with Retry-After: the provider is asked again and the clip is made.
    speech.failures.set('The meeting starts at ten.', (attempt) =>
      attempt === 1 ? { status: 429, headers: { 'retry-after': '0' } } : undefined,
    );

    const summary = await build({ concurrency: 4 });
    const reasons = new Map(summary.failures.map((failure) => [`${failure.text}:${failure.accent}`, failure.reason]));
    expect(reasons.get('agenda:us')).toMatch(/answered 500/);
    expect(reasons.get('invoice:us')).toMatch(/instead of audio|not audio/);
    expect(reasons.get('deadline:us')).toMatch(/empty/);
    expect(reasons.get(`${SENTENCES[1]}:us`)).toMatch(/did not answer within 1 s/);
    expect(reasons.has('The meeting starts at ten.:us')).toBe(false);
    expect(summary.failed).toBe(8);
    expect(summary.generated).toBe(2);

    const items = await currentSets();
    for (const item of items) {
      const text = 'word' in item ? item.word : item.englishSentence;
      expect(item.audio === '').toBe(text !== 'The meeting starts at ten.');
    }

    speech.failures.clear();
    speech.requests.length = 0;
    const retry = await build();
    expect(retry).toMatchObject({ generated: 8, failed: 0 });
    expect((await currentSets()).every((item) => item.audio !== '')).toBe(true);
  });

  it('stops at once when the provider refuses the key', async () => {
    await testApp.ctx.databases.practice.delete(audioClips);
    for (const text of [...WORDS, ...SENTENCES, 'The meeting starts at ten.']) {
      speech.failures.set(text, { status: 401, body: '{"error":{"message":"Incorrect API key"}}' });
    }
    const summary = await build({ concurrency: 1 });
    expect(summary.stoppedBecause).toMatch(/refused the API key \(401\)/);
    expect(speech.requests).toHaveLength(1);
    expect(await clipCount()).toBe(0);
  });

  it('refuses a text over 5,000 characters without sending it', async () => {
    const db = testApp.ctx.databases.practice;
    const long = `${'Very long sentence. '.repeat(251)}`.trim();
    expect(long.length).toBeGreaterThan(5000);
    await importContent(db, {
      vocabulary: [],
      sentences: [{ part: 'part2', englishSentence: long, vietnameseTranslation: 'Dài.', audio: '' }],
    });
    const summary = await build();
    expect(summary.failures.find((failure) => failure.text === long)?.reason).toMatch(/longer than 5,000/);
    expect(speech.requests.some((request) => request.input === long)).toBe(false);
    await db.delete(sentenceTable).where(eq(sentenceTable.englishSentence, long));
  });

  it('plays a teacher’s recording instead of synthesis', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'recordings-'));
    try {
      await fs.writeFile(path.join(dir, 'agenda.mp3'), silentMp3(500));
      await fs.writeFile(path.join(dir, 'notes.txt'), 'not audio');
      const bad = await readRecordings(
        [
          { ...FIXTURE.vocabulary[0]!, audio: 'missing.mp3' },
          { ...FIXTURE.vocabulary[1]!, audio: 'notes.txt' },
          { ...FIXTURE.vocabulary[2]!, audio: '../outside.mp3' },
        ],
        dir,
      );
      expect(bad.errors.map((error) => error.reason)).toEqual([
        expect.stringMatching(/^word "agenda": audio "missing.mp3" was not found/),
        expect.stringMatching(/^word "invoice": audio "notes.txt" is not an audio file/),
        expect.stringMatching(/^word "deadline": audio "..\/outside.mp3" must be inside/),
      ]);

      const good = await readRecordings([{ ...FIXTURE.vocabulary[0]!, audio: 'agenda.mp3' }], dir);
      expect(good.errors).toEqual([]);
      const rows = await good.store(media());
      expect(rows[0]!.audio).toMatch(/^\/api\/v4\/practice\/audio\/[0-9a-f]{64}\.mp3$/);
      await importContent(testApp.ctx.databases.practice, { vocabulary: rows, sentences: [] });

      const summary = await build();
      expect(summary.recorded).toBe(1);
      expect(summary.removedClips).toBe(2);
      const agenda = (await currentSets()).find((item) => 'word' in item && item.word === 'agenda')!;
      expect(agenda.audio).toBe(rows[0]!.audio);
      expect(agenda.audioUk).toBe('');
      const served = await anonymous.get(agenda.audio);
      expect(served.rawPayload).toEqual(silentMp3(500));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('removes only audio files nobody names, once they are old enough', async () => {
    const store = media();
    const db = testApp.ctx.databases.practice;
    const later = () => new Date(Date.now() + 3_600_000);
    // The clips the recording replaced in the test before are unused, but young: this sweep takes them.
    await sweepUnusedAudio(db, store, later());
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sweep-'));
    await fs.writeFile(path.join(dir, 'stray.mp3'), silentMp3(100));
    await store.putFile(`${AUDIO_PREFIX}${'a'.repeat(64)}.mp3`, path.join(dir, 'stray.mp3'), {
      size: 0,
      mimeType: 'audio/mpeg',
    });
    await fs.rm(dir, { recursive: true, force: true });
    expect(await sweepUnusedAudio(db, store, new Date())).toBe(0);
    const clipsBefore = await clipCount();
    expect(await sweepUnusedAudio(db, store, later())).toBe(1);
    expect(await store.exists(`${AUDIO_PREFIX}${'a'.repeat(64)}.mp3`)).toBe(false);
    expect(await clipCount()).toBe(clipsBefore);
    for (const item of await currentSets()) expect((await anonymous.get(item.audio)).statusCode).toBe(200);
  });

  it('lets one instance build at a time', async () => {
    const db = testApp.ctx.databases.practice;
    expect(await acquireAudioLease(db, 'instance-a', 60_000)).toBe(true);
    expect(await acquireAudioLease(db, 'instance-b', 60_000)).toBe(false);
    expect(await acquireAudioLease(db, 'instance-a', 60_000)).toBe(true);
    await releaseAudioLease(db, 'instance-a');
    expect(await acquireAudioLease(db, 'instance-b', 60_000)).toBe(true);
    await releaseAudioLease(db, 'instance-b');
  });

  it('builds in the background for items an import adds', async () => {
    const runner = testApp.audioRunner!;
    await runner.start();
    await importContent(testApp.ctx.databases.practice, {
      vocabulary: [
        { topic: 'Office', word: 'stapler', wordType: 'noun', phonetic: '', meaning: 'cái dập ghim', audio: '' },
      ],
      sentences: [],
    });
    await testApp.ctx.databases.notifier.notify(PRACTICE_CONTENT_CHANNEL, 'imported');
    await vi.waitFor(
      async () => {
        const stapler = (await currentSets()).find((item) => 'word' in item && item.word === 'stapler');
        expect(stapler?.audio).toMatch(/^\/api\/v4\/practice\/audio\//);
        // The clip can be listed (a catalog reload) before the build that made it has finished.
        expect(runner.state()).toMatchObject({ running: false, last: { failed: 0 } });
      },
      { interval: 100 },
    );
    await runner.stop();
  });
});

const putListening = (client: TestClient, payload: object) =>
  client.request({ method: 'PUT', url: '/api/v4/practice/listening', payload });

describeEachDatabase('listening settings', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { CONTENT_DIR: '/nonexistent-content-dir' });
  });
  afterAll(async () => testApp?.close());

  it('are the signed-in learner’s own, checked, and go with the record', async () => {
    const anonymous = new TestClient(testApp.app);
    expect((await anonymous.get('/api/v4/practice/listening')).statusCode).toBe(401);
    const learner = await signUpUser(testApp.app);
    const other = await signUpUser(testApp.app, 'Người Khác');
    expect((await learner.client.get('/api/v4/practice/listening')).json()).toEqual({
      speed: 1,
      repeat: 1,
      accent: 'us',
    });

    const saved = await putListening(learner.client, { speed: 0.75, repeat: 2, accent: 'uk' });
    expect(saved.statusCode).toBe(200);
    expect((await learner.client.get('/api/v4/practice/listening')).json()).toEqual({
      speed: 0.75,
      repeat: 2,
      accent: 'uk',
    });
    expect((await other.client.get('/api/v4/practice/listening')).json()).toEqual({
      speed: 1,
      repeat: 1,
      accent: 'us',
    });

    for (const body of [
      { speed: 2, repeat: 1, accent: 'us' },
      { speed: 1, repeat: 4, accent: 'us' },
      { speed: 1, repeat: 1, accent: 'au' },
      {},
    ]) {
      expect((await putListening(learner.client, body)).statusCode).toBe(400);
    }
    expect((await learner.client.get('/api/v4/practice/listening')).json()).toEqual({
      speed: 0.75,
      repeat: 2,
      accent: 'uk',
    });

    expect((await learner.client.request({ method: 'DELETE', url: '/api/v4/practice/record' })).statusCode).toBe(204);
    expect((await learner.client.get('/api/v4/practice/listening')).json()).toEqual({
      speed: 1,
      repeat: 1,
      accent: 'us',
    });
  });
});
