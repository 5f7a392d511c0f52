// Which audio format some bytes are, from their first bytes: a provider's answer and a teacher's
// recording are stored only when they are audio, under the extension and type of what they really are.
// With ffmpeg installed, synthesised clips are evened out in loudness and stored as MP3.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runProgram } from '../../platform/run-program';

export interface AudioFormat {
  extension: 'mp3' | 'wav' | 'ogg' | 'flac' | 'm4a' | 'aac';
  mimeType: string;
}

const FORMATS = {
  mp3: { extension: 'mp3', mimeType: 'audio/mpeg' },
  wav: { extension: 'wav', mimeType: 'audio/wav' },
  ogg: { extension: 'ogg', mimeType: 'audio/ogg' },
  flac: { extension: 'flac', mimeType: 'audio/flac' },
  m4a: { extension: 'm4a', mimeType: 'audio/mp4' },
  aac: { extension: 'aac', mimeType: 'audio/aac' },
} as const satisfies Record<string, AudioFormat>;

export function formatOfExtension(extension: string): AudioFormat | undefined {
  return (FORMATS as Record<string, AudioFormat>)[extension];
}

const startsWith = (bytes: Buffer, text: string, offset = 0) =>
  bytes.length >= offset + text.length && bytes.toString('latin1', offset, offset + text.length) === text;

export function sniffAudio(bytes: Buffer): AudioFormat | undefined {
  if (startsWith(bytes, 'ID3')) return FORMATS.mp3;
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return FORMATS.wav;
  if (startsWith(bytes, 'OggS')) return FORMATS.ogg;
  if (startsWith(bytes, 'fLaC')) return FORMATS.flac;
  if (startsWith(bytes, 'ftyp', 4)) return FORMATS.m4a;
  if (bytes.length >= 4 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) {
    // A frame sync: layer bits 00 are AAC's ADTS, any other layer is MPEG audio (MP3).
    return (bytes[1]! & 0x06) === 0 ? FORMATS.aac : FORMATS.mp3;
  }
  return undefined;
}

/**
 * ffmpeg's EBU R128 loudness filter to -16 LUFS (the level spoken-word podcasts use), mono MP3. The input
 * goes through a file: ffmpeg needs to seek some formats (m4a).
 */
export async function evenLoudness(
  audio: { bytes: Buffer; format: AudioFormat },
  ffmpegPath: string,
  options: { timeoutMs: number; niceness: number; signal?: AbortSignal },
): Promise<{ bytes: Buffer; format: AudioFormat }> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'loudness-'));
  try {
    const input = path.join(dir, `input.${audio.format.extension}`);
    const output = path.join(dir, 'output.mp3');
    await fsp.writeFile(input, audio.bytes);
    await runProgram(
      ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        input,
        '-af',
        'loudnorm=I=-16:TP=-1.5:LRA=11',
        '-ac',
        '1',
        '-ar',
        '44100',
        '-c:a',
        'libmp3lame',
        '-q:a',
        '5',
        output,
      ],
      options,
    );
    return { bytes: await fsp.readFile(output), format: FORMATS.mp3 };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
