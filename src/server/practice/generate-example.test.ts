import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { exampleSentences } from '../db/practice-schema';
import { GENERATION_ERRORS } from '../../shared/practice/messages';
import { createTestApp, describeEachDatabase, TestClient, type TestApp } from '../test/test-app';

interface FakeAnswer {
  status: number;
  body: unknown;
}

/** A local OpenAI-compatible endpoint: records each request and answers with `answer`. */
async function startFakeProvider() {
  const requests: { url: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  let answer: FakeAnswer = { status: 200, body: {} };
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      if (request.url !== '/v1/chat/completions' && request.url !== '/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next: FakeAnswer) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const completion = (content: string | null) => ({
  status: 200,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'gpt-4o',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  },
});
const providerError = (status: number) => ({
  status,
  body: { error: { message: 'provider says no', type: 'error', code: null } },
});

const REQUEST = {
  word: 'abide',
  meaning: 'tuân theo',
  type: 'verb',
  topic: 'Contracts',
  existingExamples: ['We abide by the rules.'],
};

describeEachDatabase('example generation', (kind) => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let testApp: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    provider = await startFakeProvider();
    testApp = await createTestApp(kind, {
      CONTENT_DIR: '/nonexistent-content-dir',
      OPENAI_BASE_URL: provider.baseUrl,
      OPENAI_API_KEY: 'sk-test',
      AI_PROVIDER_NAME: 'FakeAI',
      EXAMPLE_GENERATION_RATE_LIMIT: '1000',
    });
    client = new TestClient(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });
  beforeEach(() => {
    provider.requests.length = 0;
  });

  const generate = () => client.post('/api/v4/practice/examples/generate', REQUEST);

  it('asks the provider with the product prompt and settings, saves the example and returns it', async () => {
    // A stored example the model must also avoid.
    await testApp.ctx.databases.practice
      .insert(exampleSentences)
      .values({ word: 'Abide', englishSentence: 'Stored example.', vietnameseTranslation: 'Ví dụ đã lưu.' });
    const example = {
      english: 'All tenants must abide by the building rules.',
      vietnamese: 'Mọi người thuê phải tuân theo nội quy tòa nhà.',
      wordHighlight: 'abide',
      context: 'Nội quy',
    };
    provider.answerWith(
      completion(`Here you go:\n\`\`\`json\n${JSON.stringify({ exampleSentence: example })}\n\`\`\``),
    );
    const response = await generate();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      exampleSentence: example,
      saved: {
        id: expect.any(String),
        word: 'abide',
        englishSentence: example.english,
        vietnameseTranslation: example.vietnamese,
        contextInfo: 'Nội quy',
        topic: 'Contracts',
      },
    });

    const [sent] = provider.requests;
    expect(sent?.authorization).toBe('Bearer sk-test');
    expect(sent?.body).toMatchObject({ model: 'gpt-4o', max_tokens: 500, temperature: 0.7 });
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    const user = messages[1]?.content ?? '';
    for (const part of ['abide', 'tuân theo', 'verb', 'Contracts', 'We abide by the rules.', 'Stored example.']) {
      expect(user).toContain(part);
    }
    expect(user).toContain('"exampleSentence"');

    const stored = (await client.get('/api/v4/practice/examples?word=abide')).json().examples;
    expect(stored.map((row: { englishSentence: string }) => row.englishSentence)).toEqual([
      'Stored example.',
      example.english,
    ]);
  });

  it.each([
    [401, 502, GENERATION_ERRORS.unauthorized],
    [403, 502, GENERATION_ERRORS.forbidden],
    [429, 429, GENERATION_ERRORS.rateLimit],
    [500, 502, GENERATION_ERRORS.internal('FakeAI')],
    [418, 502, GENERATION_ERRORS.unknown(418)],
  ])('maps provider status %i to %i with the catalogue message', async (status, httpStatus, body) => {
    provider.answerWith(providerError(status));
    const response = await generate();
    expect(response.statusCode).toBe(httpStatus);
    expect(response.json()).toEqual(body);
    expect(provider.requests).toHaveLength(1);
  });

  it('maps unusable answers to their messages', async () => {
    provider.answerWith(completion(''));
    expect((await generate()).json()).toEqual(GENERATION_ERRORS.emptyResponse('FakeAI'));
    expect(GENERATION_ERRORS.emptyResponse('FakeAI').message).toBe('Không nhận được response từ FakeAI');

    provider.answerWith(completion('I cannot answer in JSON today.'));
    const noJson = await generate();
    expect(noJson.statusCode).toBe(502);
    expect(noJson.json()).toEqual({ code: 'NO_JSON', message: 'Không tìm thấy JSON trong response' });

    provider.answerWith(completion('{"exampleSentence": {"english": "broken",}}'));
    expect((await generate()).json()).toEqual({
      code: 'MALFORMED_JSON_RESPONSE',
      message: 'Lỗi phân tích response từ AI',
    });

    provider.answerWith(completion('{"something": "else"}'));
    expect((await generate()).json()).toEqual({
      code: 'NO_EXAMPLE',
      message: 'Unable to generate new example sentence.',
    });

    // Text the database cannot store (U+0000) or no learner should see (control characters) is no example.
    const unusable = { english: 'We abide\u0000 by it.', vietnamese: 'Chúng tôi tuân theo.' };
    provider.answerWith(completion(JSON.stringify({ exampleSentence: unusable })));
    const withNul = await generate();
    expect(withNul.statusCode).toBe(502);
    expect(withNul.json()).toEqual({ code: 'NO_EXAMPLE', message: 'Unable to generate new example sentence.' });
  });

  it('refuses a request without a word', async () => {
    const response = await client.post('/api/v4/practice/examples/generate', { meaning: 'x' });
    expect(response.statusCode).toBe(400);
    expect(provider.requests).toHaveLength(0);
  });
});

describeEachDatabase('example generation without a provider', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      CONTENT_DIR: '/nonexistent-content-dir',
      EXAMPLE_GENERATION_RATE_LIMIT: '2',
    });
  });
  afterAll(() => testApp.close());

  it('answers not configured, and limits generations per client', async () => {
    const client = new TestClient(testApp.app);
    const first = await client.post('/api/v4/practice/examples/generate', REQUEST);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({
      code: 'AI_NOT_CONFIGURED',
      message: 'Tính năng tạo ví dụ bằng AI chưa được cấu hình trên máy chủ này.',
    });
    expect((await client.post('/api/v4/practice/examples/generate', REQUEST)).statusCode).toBe(503);
    expect((await client.post('/api/v4/practice/examples/generate', REQUEST)).statusCode).toBe(429);
  });
});

describeEachDatabase('example generation through a provider at its root address', (kind) => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await startFakeProvider();
    testApp = await createTestApp(kind, {
      CONTENT_DIR: '/nonexistent-content-dir',
      OPENAI_BASE_URL: provider.origin,
      OPENAI_API_KEY: 'local-key',
      OPENAI_MODEL: 'llama3',
    });
  });
  afterAll(() => testApp.close());

  it('calls {base}/chat/completions with the configured model, then reports an unreachable provider', async () => {
    const client = new TestClient(testApp.app);
    provider.answerWith(completion('{"exampleSentence": {"english": "I abide.", "vietnamese": "Tôi tuân theo."}}'));
    const ok = await client.post('/api/v4/practice/examples/generate', { word: 'abide' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().saved).toMatchObject({ word: 'abide', englishSentence: 'I abide.', contextInfo: '', topic: '' });
    expect(provider.requests[0]?.url).toBe('/chat/completions');
    expect(provider.requests[0]?.body.model).toBe('llama3');

    await provider.close();
    const down = await client.post('/api/v4/practice/examples/generate', { word: 'abide' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ code: 'UNKNOWN_ERROR', message: 'Lỗi không xác định: network' });
  });
});
