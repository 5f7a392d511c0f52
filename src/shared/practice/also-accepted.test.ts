import { describe, expect, it } from 'vitest';
import {
  sentenceAlsoAcceptedProblems,
  sentenceWordsAsWritten,
  splitSentenceAlternative,
  vocabularyAlsoAcceptedProblems,
} from './also-accepted';

describe('also accepted', () => {
  it('names a sentence word as written, without the punctuation around it', () => {
    expect(sentenceWordsAsWritten('Mr. Chen, Lee\'s manager, said "yes" at 3:30.')).toEqual([
      'Mr',
      'Chen',
      "Lee's",
      'manager',
      'said',
      'yes',
      'at',
      '3:30',
    ]);
    expect(splitSentenceAlternative(' Chen = Chan ')).toEqual({ word: 'Chen', alternative: 'Chan' });
    expect(splitSentenceAlternative('Chan')).toBeNull();
  });

  it('accepts other spellings and Word=alternative pairs, and says what is wrong with the others', () => {
    expect(vocabularyAlsoAcceptedProblems('résumé', ['resume', "O'Neil-Smith"])).toEqual([]);
    expect(sentenceAlsoAcceptedProblems('Ask Ms. Lopez.', ['Lopez=Lopes', 'Ms=Miss'])).toEqual([]);
    expect(vocabularyAlsoAcceptedProblems('Lee', [' ', 'LEE'])).toEqual([
      'entry 1 is empty',
      '"LEE" is the word itself',
    ]);
    expect(sentenceAlsoAcceptedProblems('Ask Ms. Lopez.', ['Lopez.=Lopes', '=Lopes'])).toEqual([
      '"Lopez." of "Lopez.=Lopes" is not a word of the sentence',
      '"=Lopes" must be written Word=alternative, e.g. Chen=Chan',
    ]);
  });
});
