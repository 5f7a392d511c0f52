import { describe, expect, it } from 'vitest';
import type { TSentenceItem } from '@shared/practice/contract';
import { exchangeOf } from './exchange-context';

const line = (fields: Partial<TSentenceItem>): TSentenceItem => ({
  id: 'a',
  englishSentence: 'Yes, Room 208 is ours.',
  vietnameseTranslation: 'Vâng, phòng 208 là của chúng ta.',
  audio: '',
  audioUk: '',
  alsoAccepted: [],
  conversation: null,
  turn: null,
  turns: null,
  speaker: null,
  earlierTurns: [],
  ...fields,
});

describe('exchangeOf', () => {
  it('reads a line of a conversation or a talk', () => {
    const earlier = {
      turn: 1,
      speaker: 'Woman',
      englishSentence: 'Did you book a room?',
      vietnameseTranslation: 'Anh đã đặt phòng chưa?',
      audio: '',
      audioUk: '',
    };
    const exchange = exchangeOf(
      line({ conversation: 'p3-001', turn: 2, turns: 3, speaker: 'Man', earlierTurns: [earlier] }),
    );
    expect(exchange).toEqual({ turn: 2, turns: 3, speaker: 'Man', earlierTurns: [earlier], kind: 'conversation' });
    expect(exchangeOf(line({ conversation: 'p4-001', turn: 1, turns: 3, speaker: 'Speaker' }))?.kind).toBe('talk');
  });

  it('reads a single line, and a snapshot a browser kept from before exchanges, as no exchange', () => {
    expect(exchangeOf(line({}))).toBeNull();
    const { conversation: _c, turn: _t, turns: _n, speaker: _s, earlierTurns: _e, ...old } = line({});
    expect(exchangeOf(old as TSentenceItem)).toBeNull();
  });
});
