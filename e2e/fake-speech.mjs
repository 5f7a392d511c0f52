// A local OpenAI-compatible speech endpoint (external services in tests are real local
// servers). `POST /v1/audio/speech` answers a real, silent MP3 whose length follows the text, so a browser
// plays it for a moment. Used by the e2e run (inside fake-openai.mjs), the API tests and the audio bench.

/**
 * `durationMs` of MPEG-1 Layer III silence, mono 44.1 kHz at 128 kbit/s: each frame is a 4-byte header and
 * 413 zero bytes (zero side information: no samples). 1,152 samples per frame, about 26 ms.
 */
export function silentMp3(durationMs) {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  const frames = Math.max(1, Math.ceil((durationMs / 1000) * (44_100 / 1152)));
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/**
 * Handles `POST …/audio/speech`; false for any other request. `behaviour(input)` may name a failure for a
 * text: { status, headers, body } is answered as it is instead of audio, and { hang: true } never answers.
 */
export function handleSpeech(request, response, raw, behaviour = () => undefined) {
  if (request.method !== 'POST' || !request.url?.endsWith('/audio/speech')) return false;
  let body = {};
  try {
    body = JSON.parse(raw);
  } catch {
    // Answered below as a bad request.
  }
  const input = typeof body.input === 'string' ? body.input : '';
  if (input === '' || typeof body.voice !== 'string') {
    response
      .writeHead(400, { 'content-type': 'application/json' })
      .end('{"error":{"message":"input and voice are required"}}');
    return true;
  }
  const failure = behaviour(input, body);
  if (failure?.hang) return true;
  if (failure) {
    response.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers });
    response.end(failure.body ?? '{"error":{"message":"failed"}}');
    return true;
  }
  response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(silentMp3(300 + input.length * 40));
  return true;
}
