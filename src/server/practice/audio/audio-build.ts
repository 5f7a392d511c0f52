// The audio build: every word and sentence without a teacher's recording gets a synthesised clip
// per configured accent. Each clip is keyed by what made it (clipKey), so a second build generates nothing
// and a changed text regenerates exactly its item; clips are stored and recorded one by one, so a build
// that is interrupted resumes where it stopped. Objects no clip or recording names any more are removed.
// The provider is given what a recording would say (toSpeakable: '$18' as 'eighteen dollars'), and that is
// what the key holds, so a changed reading regenerates the clip.
import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PracticeDb } from '../../db/connect';
import { audioClips, sentences, vocabulary } from '../../db/practice-schema';
import type { ObjectStore } from '../../platform/storage/types';
import type { TItemKind } from '../../../shared/practice/record-contract';
import { toSpeakable } from '../../../shared/practice/speakable';
import { evenLoudness, padLeadingSilence } from './audio-format';
import { SpeechError, type SpeechProvider } from './speech-provider';

export type Accent = 'us' | 'uk';

/** Where clips and recordings live in the media store; served at AUDIO_URL_PREFIX + file name. */
export const AUDIO_PREFIX = 'audio/';
export const AUDIO_URL_PREFIX = '/api/v4/practice/audio/';
/** A stored audio file's name: a SHA-256 in hex and the extension of its format. */
export const AUDIO_FILE_NAME = /^[0-9a-f]{64}\.(mp3|wav|ogg|flac|m4a|aac)$/;

/** Unreferenced objects younger than this are kept: an import stores recordings before it commits their rows. */
const SWEEP_GRACE_MS = 10 * 60_000;

/** `spoken` is the text the provider is given (toSpeakable's), not the item's own. */
export function clipKey(identity: string, voice: string, spoken: string): string {
  // v2: clips begin with at least LEADING_SILENCE_MS of silence.
  return createHash('sha256')
    .update(JSON.stringify(['clip-v2', identity, voice, spoken]))
    .digest('hex');
}

export interface AudioBuildOptions {
  db: PracticeDb;
  media: ObjectStore;
  provider: SpeechProvider;
  voices: { us: string; uk: string | undefined };
  concurrency: number;
  /** Evens out loudness when set (ffmpeg); else the provider's bytes are stored as they are. */
  ffmpegPath?: string | undefined;
  timeoutMs: number;
  /** Added to the server's niceness for ffmpeg (BACKGROUND_NICENESS). */
  niceness: number;
  signal?: AbortSignal;
  onProgress?: (progress: AudioBuildProgress) => void;
  now?: () => Date;
}

export interface AudioBuildProgress {
  /** Clips this build has to make (the items whose clip is missing or out of date). */
  total: number;
  done: number;
  generated: number;
  failed: number;
}

export interface AudioBuildFailure {
  kind: TItemKind;
  itemId: string;
  accent: Accent;
  text: string;
  reason: string;
}

export interface AudioBuildSummary extends AudioBuildProgress {
  /** Clips already up to date. */
  unchanged: number;
  /** Items played from a teacher's recording, which are never synthesised. */
  recorded: number;
  /** Clip rows dropped (the item got a recording, lost its accent or is gone) and objects removed. */
  removedClips: number;
  removedObjects: number;
  failures: AudioBuildFailure[];
  /** Set when the build stopped early because nothing could succeed (a refused key, a missing program). */
  stoppedBecause?: string;
  /** True when clips changed: running servers must drop their cached sets. */
  changed: boolean;
}

interface Task {
  kind: TItemKind;
  itemId: string;
  accent: Accent;
  voice: string;
  text: string;
  /** What the provider is given for the text. */
  spoken: string;
  key: string;
}

export async function buildAudio(options: AudioBuildOptions): Promise<AudioBuildSummary> {
  const { db, media, provider, voices, signal } = options;
  const accents: [Accent, string][] = voices.uk
    ? [
        ['us', voices.us],
        ['uk', voices.uk],
      ]
    : [['us', voices.us]];
  const removedClips = await dropStaleClips(
    db,
    accents.map(([accent]) => accent),
  );

  const items = await selectAudioItems(db);
  const stored = new Map(
    (await db.select().from(audioClips)).map((clip) => [`${clip.itemKind}:${clip.itemId}:${clip.accent}`, clip]),
  );
  const fileNameOfKey = new Map([...stored.values()].map((clip) => [clip.key, clip.fileName]));
  const tasks: Task[] = [];
  let unchanged = 0;
  let recorded = 0;
  for (const item of items) {
    if (item.recording !== '') {
      recorded += 1;
      continue;
    }
    const spoken = toSpeakable(item.text, { wordType: item.wordType, phonemes: provider.phonemeInput });
    for (const [accent, voice] of accents) {
      const key = clipKey(provider.identity, voice, spoken);
      if (stored.get(`${item.kind}:${item.id}:${accent}`)?.key === key) unchanged += 1;
      else tasks.push({ kind: item.kind, itemId: item.id, accent, voice, text: item.text, spoken, key });
    }
  }

  const progress: AudioBuildProgress = { total: tasks.length, done: 0, generated: 0, failed: 0 };
  const failures: AudioBuildFailure[] = [];
  options.onProgress?.({ ...progress });
  const stop = new AbortController();
  const stopSignal = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  let stoppedBecause: string | undefined;
  // Items with the same text and voice share one synthesis.
  const making = new Map<string, Promise<string>>();

  const runTask = async (task: Task) => {
    try {
      let fileName = fileNameOfKey.get(task.key);
      if (fileName === undefined) {
        let pending = making.get(task.key);
        if (!pending) {
          pending = makeClip(task, { ...options, signal: stopSignal });
          making.set(task.key, pending);
        }
        fileName = await pending;
        progress.generated += 1;
      }
      await db
        .insert(audioClips)
        .values({ itemKind: task.kind, itemId: task.itemId, accent: task.accent, key: task.key, fileName })
        .onConflictDoUpdate({
          target: [audioClips.itemKind, audioClips.itemId, audioClips.accent],
          set: { key: task.key, fileName, createdAt: sql`now()` },
        });
    } catch (error) {
      if (stopSignal.aborted && !(error instanceof SpeechError)) throw error;
      progress.failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      failures.push({ kind: task.kind, itemId: task.itemId, accent: task.accent, text: task.text, reason });
      if (error instanceof SpeechError && error.fatal && !stopSignal.aborted) {
        stoppedBecause = reason;
        stop.abort(error);
      }
    } finally {
      progress.done += 1;
      options.onProgress?.({ ...progress });
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < tasks.length && !stopSignal.aborted) await runTask(tasks[next++]!);
  };
  const workers = await Promise.allSettled(Array.from({ length: Math.min(options.concurrency, tasks.length) }, worker));
  // An abort from outside (Ctrl+C, shutdown): what was stored stays and the next build goes on from there.
  if (signal?.aborted) throw signal.reason;
  const broken = workers.find((result) => result.status === 'rejected');
  if (broken && !stoppedBecause) throw broken.reason;

  const removedObjects = stoppedBecause ? 0 : await sweepUnusedAudio(db, media, options.now?.() ?? new Date());
  return {
    ...progress,
    unchanged,
    recorded,
    removedClips,
    removedObjects,
    failures,
    ...(stoppedBecause ? { stoppedBecause } : {}),
    changed: progress.done - progress.failed > 0 || removedClips > 0,
  };
}

async function makeClip(task: Task, options: AudioBuildOptions): Promise<string> {
  let audio = padLeadingSilence(await options.provider.synthesize(task.spoken, task.voice, options.signal));
  if (options.ffmpegPath) {
    const { timeoutMs, niceness, signal } = options;
    audio = await evenLoudness(audio, options.ffmpegPath, { timeoutMs, niceness, signal });
  }
  const fileName = `${task.key}.${audio.format.extension}`;
  await storeAudioBytes(options.media, fileName, audio.bytes, audio.format.mimeType);
  return fileName;
}

/** Writes bytes to `audio/{fileName}` through a temporary file (the stores take files). */
export async function storeAudioBytes(media: ObjectStore, fileName: string, bytes: Buffer, mimeType: string) {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'clip-'));
  try {
    const local = path.join(dir, fileName);
    await fsp.writeFile(local, bytes);
    await media.putFile(`${AUDIO_PREFIX}${fileName}`, local, { size: bytes.length, mimeType });
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

interface AudioItem {
  kind: TItemKind;
  id: string;
  text: string;
  /** A word's type ('verb'...); undefined for a sentence. */
  wordType?: string;
  /** The item's own audio (a teacher's recording or a reference the content gave); empty when none. */
  recording: string;
}

async function selectAudioItems(db: PracticeDb): Promise<AudioItem[]> {
  const [words, lines] = await Promise.all([
    db
      .select({ id: vocabulary.id, text: vocabulary.word, wordType: vocabulary.wordType, recording: vocabulary.audio })
      .from(vocabulary),
    db.select({ id: sentences.id, text: sentences.englishSentence, recording: sentences.audio }).from(sentences),
  ]);
  return [
    ...words.map((word) => ({ kind: 'vocabulary' as const, ...word })),
    ...lines.map((line) => ({ kind: 'sentence' as const, ...line })),
  ];
}

/** Clips of items that are gone, that got their own recording, or of an accent no longer configured. */
async function dropStaleClips(db: PracticeDb, accents: Accent[]): Promise<number> {
  const dropped = await db
    .delete(audioClips)
    .where(
      sql`${audioClips.accent} <> ALL(${sql.param(accents)}::text[])
        OR (${audioClips.itemKind} = 'vocabulary' AND NOT EXISTS (
          SELECT 1 FROM ${vocabulary} WHERE ${vocabulary.id} = ${audioClips.itemId} AND ${vocabulary.audio} = ''))
        OR (${audioClips.itemKind} = 'sentence' AND NOT EXISTS (
          SELECT 1 FROM ${sentences} WHERE ${sentences.id} = ${audioClips.itemId} AND ${sentences.audio} = ''))`,
    )
    .returning({ itemId: audioClips.itemId });
  return dropped.length;
}

/** The stored file an item's audio URL names, if it names one. */
function audioFileNameOf(url: string): string | undefined {
  if (!url.startsWith(AUDIO_URL_PREFIX)) return undefined;
  const name = url.slice(AUDIO_URL_PREFIX.length);
  return AUDIO_FILE_NAME.test(name) ? name : undefined;
}

/** Removes `audio/` objects no clip and no item's recording names, once they are older than the grace. */
export async function sweepUnusedAudio(db: PracticeDb, media: ObjectStore, now: Date): Promise<number> {
  const used = new Set(
    (await db.selectDistinct({ name: audioClips.fileName }).from(audioClips)).map((row) => row.name),
  );
  for (const item of await selectAudioItems(db)) {
    const name = audioFileNameOf(item.recording);
    if (name) used.add(name);
  }
  let removed = 0;
  for await (const page of media.list(AUDIO_PREFIX)) {
    for (const object of page) {
      const name = object.key.slice(AUDIO_PREFIX.length);
      if (used.has(name) || now.getTime() - object.modifiedAt.getTime() < SWEEP_GRACE_MS) continue;
      await media.delete(object.key);
      removed += 1;
    }
  }
  return removed;
}

/** The clips of every item, for the practice sets: item key → accent → URL. */
export async function selectClipUrls(db: PracticeDb): Promise<Map<string, Partial<Record<Accent, string>>>> {
  const rows = await db
    .select({
      kind: audioClips.itemKind,
      id: audioClips.itemId,
      accent: audioClips.accent,
      fileName: audioClips.fileName,
    })
    .from(audioClips);
  const urls = new Map<string, Partial<Record<Accent, string>>>();
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    urls.set(key, { ...urls.get(key), [row.accent]: `${AUDIO_URL_PREFIX}${row.fileName}` });
  }
  return urls;
}
