// A local OpenAI-compatible speech server for API tests and benches: silent MP3s from
// e2e/fake-speech.mjs, every request recorded, and a failure per text when a test names one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleSpeech, type SpeechAnswer } from '../../../e2e/fake-speech.mjs';

export interface FakeSpeechServer {
  baseUrl: string;
  /** Every request's input, voice and asked format, in order. */
  requests: { input: string; voice: string; format: string }[];
  /** What the server answers for a text instead of audio; a function gets the try's number (from 1). */
  failures: Map<string, SpeechAnswer | ((attempt: number) => SpeechAnswer | undefined)>;
  close(): Promise<void>;
}

export async function startFakeSpeechServer(): Promise<FakeSpeechServer> {
  const requests: FakeSpeechServer['requests'] = [];
  const failures: FakeSpeechServer['failures'] = new Map();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const handled = handleSpeech(request, response, raw, (input, body) => {
        requests.push({ input, voice: String(body.voice), format: String(body.response_format) });
        const rule = failures.get(input);
        const attempt = requests.filter((entry) => entry.input === input).length;
        return typeof rule === 'function' ? rule(attempt) : rule;
      });
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    failures,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
