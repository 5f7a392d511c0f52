// Practice content, examples and listening settings as the browser calls them (api-route.ts). The audio
// clips are bytes, not JSON calls. The learner's record has its own table (record-api-routes.ts).
import { defineRoute } from '../api-route';
import type {
  TExampleListResponse,
  TGenerateExampleRequest,
  TGenerateExampleResponse,
  TListeningSettings,
  TSentenceOverview,
  TSentenceSet,
  TVocabularyOverview,
  TVocabularySet,
} from './contract';

export const PRACTICE_ROUTES = {
  vocabularyOverview: defineRoute<{ response: TVocabularyOverview }>()('GET', '/practice/vocabulary/sets'),
  vocabularySet: defineRoute<{ query: { topic?: string; setIndex?: number }; response: TVocabularySet }>()(
    'GET',
    '/practice/vocabulary',
  ),
  sentenceOverview: defineRoute<{ response: TSentenceOverview }>()('GET', '/practice/sentences/sets'),
  /** `part` as the address bar has it: the server answers INVALID_PART for anything unknown. */
  sentenceSet: defineRoute<{ query: { part?: string; setIndex?: number }; response: TSentenceSet }>()(
    'GET',
    '/practice/sentences',
  ),
  examples: defineRoute<{ query: { word: string }; response: TExampleListResponse }>()('GET', '/practice/examples'),
  generateExample: defineRoute<{ body: TGenerateExampleRequest; response: TGenerateExampleResponse }>()(
    'POST',
    '/practice/examples/generate',
  ),
  listeningSettings: defineRoute<{ response: TListeningSettings }>()('GET', '/practice/listening'),
  saveListeningSettings: defineRoute<{ body: TListeningSettings; response: TListeningSettings }>()(
    'PUT',
    '/practice/listening',
  ),
} as const;
