// A local OpenAI-compatible chat and speech endpoint for the end-to-end run (external services
// are real local servers). Every completion is a new example sentence for the word the prompt names,
// numbered, so a test can tell two generated examples apart.
import http from 'node:http';
import { handleSpeech } from './fake-speech.mjs';

const port = Number(process.env.FAKE_OPENAI_PORT ?? 0);
let served = 0;
// Texts whose speech fails (a 500), so the e2e run has items without audio (FAKE_SPEECH_FAIL, comma-separated).
const failingSpeech = new Set((process.env.FAKE_SPEECH_FAIL ?? '').split(',').filter(Boolean));

function wordOf(body) {
  const text = (body.messages ?? []).map((message) => message.content ?? '').join('\n');
  return /Word: "([^"]+)"/.exec(text)?.[1] ?? 'word';
}

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  let raw = '';
  request.on('data', (chunk) => (raw += chunk));
  request.on('end', () => {
    if (handleSpeech(request, response, raw, (input) => (failingSpeech.has(input) ? { status: 500 } : undefined))) {
      return;
    }
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    let body = {};
    try {
      body = JSON.parse(raw);
    } catch {
      // An unreadable request still gets an answer: the test looks at the page, not at this server.
    }
    served += 1;
    const word = wordOf(body);
    const example = {
      english: `Example ${served}: we talked about the ${word} today.`,
      vietnamese: `Ví dụ ${served}: hôm nay chúng tôi đã nói về ${word}.`,
      wordHighlight: word,
      context: `Generated example number ${served}`,
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-e2e-${served}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'gpt-4o',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: JSON.stringify({ exampleSentence: example }) },
            finish_reason: 'stop',
          },
        ],
      }),
    );
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`fake OpenAI endpoint on http://127.0.0.1:${server.address().port}/v1`);
});
