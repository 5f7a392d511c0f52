// Server-side chat completion through any OpenAI-compatible API: the key never reaches
// the browser. Provider failures become the messages of the generation error table.
import OpenAI from 'openai';
import type { Config } from '../config';
import { AppError } from '../http/app-error';
import { GENERATION_ERRORS } from '../../shared/practice/messages';
import { AI } from '../../shared/constants';
import { findFirstJsonObject } from './extract-json';

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const REQUEST_TIMEOUT_MS = 30_000;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface ChatClient {
  readonly isConfigured: boolean;
  /** Sends the conversation and returns the first JSON object of the answer, parsed. */
  completeJson(messages: ChatMessage[]): Promise<unknown>;
}

export function createChatClient(settings: Config['ai']): ChatClient {
  const apiKey = settings.apiKey;
  const client = apiKey
    ? new OpenAI({
        apiKey,
        baseURL: settings.baseUrl ?? DEFAULT_BASE_URL,
        timeout: REQUEST_TIMEOUT_MS,
        maxRetries: 0,
      })
    : undefined;
  const provider = settings.providerName;

  return {
    isConfigured: client !== undefined,
    async completeJson(messages) {
      if (!client) throw aiNotConfiguredError();
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: settings.model,
          messages,
          max_tokens: AI.maxTokens,
          temperature: AI.temperature,
        });
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        throw toProviderError(error, provider);
      }
      if (!content || content.trim() === '') throw AppError.from(502, GENERATION_ERRORS.emptyResponse(provider));
      const json = findFirstJsonObject(content);
      if (json === null) throw AppError.from(502, GENERATION_ERRORS.noJson);
      try {
        return JSON.parse(json) as unknown;
      } catch {
        throw AppError.from(502, GENERATION_ERRORS.malformedJson);
      }
    },
  };
}

/** No API key is a state the operator chose, not a fault: answered 503, logged at info without a stack. */
export function aiNotConfiguredError(): AppError {
  return AppError.from(503, GENERATION_ERRORS.notConfigured, { logLevel: 'info' });
}

/** The generation error table; the provider's failure is a bad gateway for our client, except its rate limit. */
function toProviderError(error: unknown, provider: string): AppError {
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    switch (error.status) {
      case 401:
        return AppError.from(502, GENERATION_ERRORS.unauthorized);
      case 403:
        return AppError.from(502, GENERATION_ERRORS.forbidden);
      case 429:
        return AppError.from(429, GENERATION_ERRORS.rateLimit);
      case 500:
        return AppError.from(502, GENERATION_ERRORS.internal(provider));
      default:
        return AppError.from(502, GENERATION_ERRORS.unknown(error.status));
    }
  }
  // No HTTP status: timeout or connection failure.
  const reason = error instanceof OpenAI.APIConnectionTimeoutError ? 'timeout' : 'network';
  return AppError.from(502, GENERATION_ERRORS.unknown(reason));
}
