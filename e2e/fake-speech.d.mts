// Types of fake-speech.mjs for the TypeScript tests and benches.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type SpeechAnswer = { status: number; headers?: Record<string, string>; body?: string } | { hang: true };

export function silentMp3(durationMs: number): Buffer;
export function handleSpeech(
  request: IncomingMessage,
  response: ServerResponse,
  raw: string,
  behaviour?: (input: string, body: Record<string, unknown>) => SpeechAnswer | undefined,
): boolean;
