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

/** Silence a stored clip begins with at least, so a player that starts late does not cut the first sound. */
export const LEADING_SILENCE_MS = 150;
/** A sample below this share of full scale (-40 dBFS) is silence; speech starts well above it. */
const SILENCE_LEVEL = 0.01;

interface WavLayout {
  channels: number;
  sampleRate: number;
  bytesPerSample: number;
  /** 1: integer PCM, 3: IEEE float. */
  encoding: number;
  dataStart: number;
  dataEnd: number;
  /** Where the data chunk's size is written. */
  dataSizeAt: number;
}

/** The PCM layout of a WAV file, or undefined for one this code cannot read (compressed, damaged). */
function readWavLayout(bytes: Buffer): WavLayout | undefined {
  if (sniffAudio(bytes)?.extension !== 'wav') return undefined;
  let format: Omit<WavLayout, 'dataStart' | 'dataEnd' | 'dataSizeAt'> | undefined;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 24 <= bytes.length) {
      let encoding = bytes.readUInt16LE(at + 8);
      // WAVE_FORMAT_EXTENSIBLE carries the real encoding in its sub-format.
      if (encoding === 0xfffe && at + 34 <= bytes.length) encoding = bytes.readUInt16LE(at + 32);
      format = {
        encoding,
        channels: bytes.readUInt16LE(at + 10),
        sampleRate: bytes.readUInt32LE(at + 12),
        bytesPerSample: bytes.readUInt16LE(at + 22) / 8,
      };
    } else if (id === 'data') {
      if (!format || format.channels === 0 || format.sampleRate === 0) return undefined;
      const pcm = format.encoding === 1 && [1, 2, 3, 4].includes(format.bytesPerSample);
      const float = format.encoding === 3 && format.bytesPerSample === 4;
      if (!pcm && !float) return undefined;
      // A program writing to a pipe cannot know the size ahead and leaves a placeholder: the file ends the data.
      const dataEnd = Math.min(at + 8 + size, bytes.length);
      return { ...format, dataStart: at + 8, dataEnd, dataSizeAt: at + 4 };
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/** One sample as a share of full scale (0 to 1). */
function sampleLevel(bytes: Buffer, at: number, layout: WavLayout): number {
  if (layout.encoding === 3) return Math.abs(bytes.readFloatLE(at));
  switch (layout.bytesPerSample) {
    case 1:
      return Math.abs(bytes[at]! - 128) / 128;
    case 2:
      return Math.abs(bytes.readInt16LE(at)) / 32768;
    case 3:
      return Math.abs(bytes.readIntLE(at, 3)) / 8388608;
    default:
      return Math.abs(bytes.readInt32LE(at)) / 2147483648;
  }
}

/** How long a WAV clip is silent before its first sound, in ms; undefined when it is not PCM WAV. */
export function leadingSilenceMs(bytes: Buffer): number | undefined {
  const layout = readWavLayout(bytes);
  if (!layout) return undefined;
  const frameSize = layout.bytesPerSample * layout.channels;
  let frame = 0;
  for (let at = layout.dataStart; at + frameSize <= layout.dataEnd; at += frameSize, frame++) {
    for (let channel = 0; channel < layout.channels; channel++) {
      if (sampleLevel(bytes, at + channel * layout.bytesPerSample, layout) > SILENCE_LEVEL) {
        return (frame / layout.sampleRate) * 1000;
      }
    }
  }
  return (frame / layout.sampleRate) * 1000;
}

/**
 * A WAV clip that begins with at least LEADING_SILENCE_MS of silence: silent frames are put before its
 * data when its own silence is shorter. Other formats (and WAV this code cannot read) come back as they
 * are: editing MP3 needs a decoder. Chunks after the samples (metadata) are left out.
 */
export function padLeadingSilence(audio: { bytes: Buffer; format: AudioFormat }): {
  bytes: Buffer;
  format: AudioFormat;
} {
  const layout = readWavLayout(audio.bytes);
  const silent = leadingSilenceMs(audio.bytes);
  if (!layout || silent === undefined || silent >= LEADING_SILENCE_MS) return audio;
  const frameSize = layout.bytesPerSample * layout.channels;
  const frames = Math.ceil(((LEADING_SILENCE_MS - silent) / 1000) * layout.sampleRate);
  // Unsigned 8-bit PCM is silent at 128; every other encoding at 0.
  const silence = Buffer.alloc(frames * frameSize, layout.encoding === 1 && layout.bytesPerSample === 1 ? 128 : 0);
  const data = audio.bytes.subarray(layout.dataStart, layout.dataEnd);
  const header = Buffer.from(audio.bytes.subarray(0, layout.dataStart));
  header.writeUInt32LE(data.length + silence.length, layout.dataSizeAt);
  const padByte = (data.length + silence.length) % 2 === 1 ? Buffer.alloc(1) : Buffer.alloc(0);
  const bytes = Buffer.concat([header, silence, data, padByte]);
  bytes.writeUInt32LE(bytes.length - 8, 4);
  return { bytes, format: audio.format };
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
