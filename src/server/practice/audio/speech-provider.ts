// Speech providers behind one interface: an OpenAI-compatible `/audio/speech` endpoint, or a
// program the operator installed (Piper, festival...). A provider turns one text into audio bytes or
// throws SpeechError; it never stores anything, so a failure leaves no broken audio behind.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import OpenAI from 'openai';
import type { TtsConfig } from '../../config';
import { ProgramFailedError, ProgramTimeoutError, runProgram } from '../../platform/run-program';
import { AUDIO_LIMITS } from '../../../shared/constants';
import { sniffAudio, type AudioFormat } from './audio-format';

export interface SpokenAudio {
  bytes: Buffer;
  format: AudioFormat;
}

export interface SpeechProvider {
  /**
   * What the audio depends on besides the text and the voice (provider and model, or the command line):
   * part of each clip's key, so changing it regenerates every clip.
   */
  readonly identity: string;
  /**
   * Set when the engine reads phoneme input as well as text: 'espeak' for espeak-ng's `[[...]]`, which lets
   * a heteronym be said as its part of speech (toSpeakable). Undefined for engines that only read text.
   */
  readonly phonemeInput?: 'espeak';
  synthesize(text: string, voice: string, signal?: AbortSignal): Promise<SpokenAudio>;
}

export class SpeechError extends Error {
  /** True when no other text can succeed either (a refused key): the build stops instead of trying each. */
  readonly fatal: boolean;
  constructor(message: string, options: { fatal?: boolean } = {}) {
    super(message);
    this.name = 'SpeechError';
    this.fatal = options.fatal ?? false;
  }
}

/** Refuses a text no provider should receive (an empty one, or one over the limit). */
export function checkSpeechText(text: string): void {
  if (text.trim() === '') throw new SpeechError('the text is empty');
  if (text.length > AUDIO_LIMITS.maxTextLength) {
    throw new SpeechError(`the text is longer than ${AUDIO_LIMITS.maxTextLength.toLocaleString('en')} characters`);
  }
}

function requireAudio(bytes: Buffer, source: string): SpokenAudio {
  if (bytes.length === 0) throw new SpeechError(`${source} answered with no audio (empty)`);
  const format = sniffAudio(bytes);
  if (!format) throw new SpeechError(`${source} answered with something that is not audio`);
  return { bytes, format };
}

/**
 * `wav`: ask an OpenAI-compatible server for WAV instead of MP3. Set when ffmpeg encodes the stored MP3
 * anyway: WAV's leading silence can be measured and padded (audio-format.ts), MP3's cannot without a decoder.
 */
export function createSpeechProvider(config: TtsConfig, options: { wav?: boolean } = {}): SpeechProvider {
  return config.provider === 'openai' ? createOpenAiSpeech(config, options) : createCommandSpeech(config);
}

type OpenAiTtsConfig = Extract<TtsConfig, { provider: 'openai' }>;

/**
 * `POST {baseUrl}/audio/speech` through the openai SDK, which retries 429 (after Retry-After), 408, 409 and
 * 5xx answers with back-off before giving up.
 */
export function createOpenAiSpeech(
  config: OpenAiTtsConfig,
  options: { maxRetries?: number; wav?: boolean } = {},
): SpeechProvider {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Self-hosted servers often take no key; the SDK insists on one.
    apiKey: config.apiKey ?? 'none',
    timeout: config.timeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });
  return {
    identity: `openai:${config.model}`,
    async synthesize(text, voice, signal) {
      checkSpeechText(text);
      let response: Response;
      try {
        // A signal of its own per request: the SDK leaves a listener on the signal it is given, and a
        // build's signal lives for hundreds of requests.
        response = await client.audio.speech.create(
          { model: config.model, voice, input: text, response_format: options.wav ? 'wav' : 'mp3' },
          { signal: signal ? AbortSignal.any([signal]) : undefined },
        );
      } catch (error) {
        throw speechErrorOf(error, config.timeoutMs);
      }
      const type = response.headers.get('content-type') ?? '';
      if (/^(application\/json|text\/)/i.test(type)) {
        throw new SpeechError(`the provider answered ${type.split(';')[0]} instead of audio`);
      }
      return requireAudio(Buffer.from(await response.arrayBuffer()), 'the provider');
    },
  };
}

function speechErrorOf(error: unknown, timeoutMs: number): Error {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new SpeechError(`the provider did not answer within ${timeoutMs / 1000} s`);
  }
  if (error instanceof OpenAI.APIUserAbortError) return error;
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const detail = error.message.replace(/\s+/g, ' ').slice(0, 200);
    if (error.status === 401 || error.status === 403) {
      return new SpeechError(`the provider refused the API key (${error.status}): ${detail}`, { fatal: true });
    }
    if (error.status === 429) return new SpeechError(`the provider is rate-limiting (429) after retries: ${detail}`);
    return new SpeechError(`the provider answered ${error.status}: ${detail}`);
  }
  if (error instanceof OpenAI.APIConnectionError)
    return new SpeechError(`the provider cannot be reached: ${error.message}`);
  return error instanceof Error ? error : new Error(String(error));
}

type CommandTtsConfig = Extract<TtsConfig, { provider: 'command' }>;

/**
 * Runs the operator's command line with the text on stdin. `{output}` becomes the path the program must
 * write (a .wav name: most programs write WAV; any audio format is accepted), `{voice}` the accent's voice.
 */
export function createCommandSpeech(config: CommandTtsConfig): SpeechProvider {
  const words = splitCommandLine(config.command);
  return {
    identity: `command:${config.command}`,
    ...(isEspeak(words[0] ?? '') ? { phonemeInput: 'espeak' as const } : {}),
    async synthesize(text, voice, signal) {
      checkSpeechText(text);
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'tts-'));
      const output = path.join(dir, 'speech.wav');
      try {
        const [program, ...args] = words.map((word) =>
          word.replaceAll('{output}', output).replaceAll('{voice}', voice),
        );
        if (!program) throw new SpeechError('TTS_COMMAND is empty');
        try {
          await runProgram(program, args, {
            timeoutMs: config.timeoutMs,
            niceness: config.niceness,
            signal,
            input: text,
          });
        } catch (error) {
          if (error instanceof ProgramTimeoutError || error instanceof ProgramFailedError) {
            throw new SpeechError(error.message);
          }
          if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
            throw new SpeechError(`${program} was not found`, { fatal: true });
          }
          throw error;
        }
        const bytes = await fsp.readFile(output).catch(() => {
          throw new SpeechError(`${path.basename(program)} wrote no audio to {output}`);
        });
        return requireAudio(bytes, path.basename(program));
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Whether the program is espeak-ng (or the older espeak), which reads `[[...]]` as phonemes. */
export function isEspeak(program: string): boolean {
  return /^espeak(-ng)?(\.exe)?$/i.test(path.basename(program));
}

/** Splits a command line into words: spaces separate, single or double quotes keep spaces inside a word. */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: '"' | "'" | null = null;
  let inWord = false;
  for (const char of line) {
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
    } else {
      current += char;
      inWord = true;
    }
  }
  if (quote) throw new Error(`TTS_COMMAND has an unclosed ${quote}`);
  if (inWord) words.push(current);
  return words;
}
