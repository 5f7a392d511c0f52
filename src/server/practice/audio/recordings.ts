// Teacher recordings: an imported row's `audio` may name an audio file next to the content file
// (a relative path, e.g. `audio/agenda.mp3`). content:import checks every named file first (it exists, is
// audio, is not too big) and refuses the whole import on any problem; then it stores each one under the
// hash of its bytes and the row's audio becomes the file's URL. A recording wins over synthesis: the audio
// build makes no clip for an item with its own audio. Other values (a URL, a site path) stay references.
import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { AUDIO_LIMITS } from '../../../shared/constants';
import type { ObjectStore } from '../../platform/storage/types';
import type { RowError, SentenceRow, VocabularyRow } from '../content-rows';
import { AUDIO_URL_PREFIX, storeAudioBytes } from './audio-build';
import { sniffAudio, type AudioFormat } from './audio-format';

/** A value with a scheme (https:, data:) or a leading slash is a reference, not a file to import. */
export function isRecordingPath(value: string): boolean {
  return value !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('/');
}

interface Recording {
  bytes: Buffer;
  format: AudioFormat;
  fileName: string;
}

/**
 * Reads the recordings the rows name, relative to `baseDir`. Every problem is returned (nothing is stored
 * yet); without problems, `store()` writes them and gives the rows with their audio URLs.
 */
export async function readRecordings<Row extends VocabularyRow | SentenceRow>(
  rows: Row[],
  baseDir: string,
): Promise<{ errors: RowError[]; store: (media: ObjectStore) => Promise<Row[]> }> {
  const errors: RowError[] = [];
  const recordings = new Map<string, Recording>();
  for (const row of rows) {
    if (!isRecordingPath(row.audio) || recordings.has(row.audio)) continue;
    const item = 'word' in row ? `word "${row.word}"` : `sentence "${row.englishSentence.slice(0, 60)}"`;
    const problem = (reason: string) => errors.push({ line: 0, reason: `${item}: audio "${row.audio}" ${reason}` });
    const file = path.resolve(baseDir, row.audio);
    if (!file.startsWith(path.resolve(baseDir) + path.sep)) {
      problem('must be inside the content file’s folder');
      continue;
    }
    const stats = await fsp.stat(file).catch(() => null);
    if (!stats?.isFile()) {
      problem(`was not found in ${baseDir}`);
      continue;
    }
    if (stats.size > AUDIO_LIMITS.maxRecordingBytes) {
      problem(`is larger than ${AUDIO_LIMITS.maxRecordingBytes / 1024 / 1024} MB`);
      continue;
    }
    const bytes = await fsp.readFile(file);
    const format = bytes.length > 0 ? sniffAudio(bytes) : undefined;
    if (!format) {
      problem('is not an audio file (MP3, WAV, Ogg, FLAC or M4A)');
      continue;
    }
    const fileName = `${createHash('sha256').update(bytes).digest('hex')}.${format.extension}`;
    recordings.set(row.audio, { bytes, format, fileName });
  }
  return {
    errors,
    async store(media) {
      for (const recording of recordings.values()) {
        await storeAudioBytes(media, recording.fileName, recording.bytes, recording.format.mimeType);
      }
      return rows.map((row) => {
        const recording = recordings.get(row.audio);
        return recording ? { ...row, audio: `${AUDIO_URL_PREFIX}${recording.fileName}` } : row;
      });
    },
  };
}
