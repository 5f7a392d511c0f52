import { describe, expect, it } from 'vitest';
import { formTypingState, matchesForm, spanForms, tokenForms } from './forms';
import sentencesFile from '../../../content/sentences.json';
import vocabularyFile from '../../../content/vocabulary.json';
import { splitSentenceWords } from './answer';
import { normalizeAnswer } from './squash';

const words = (sentence: string) => sentence.split(' ');

describe('tokenForms', () => {
  // sentence, index of the word, a way to type it, the item's alsoAccepted entries
  it.each([
    ["I'll book Room 302.", 0, 'I will'],
    ["I'll book Room 302.", 0, 'I shall'],
    ["I'll book Room 302.", 3, 'three oh two'],
    ["I'll book Room 302.", 3, 'three hundred and two'],
    ['We open at 10:00 today.', 3, 'ten'],
    ['We open at 10:00 today.', 3, '10'],
    ['We open at 10:00 today.', 3, "ten o'clock"],
    ['We open at 10:00 today.', 3, "10 o'clock"],
    ['It costs $35.', 2, '35 dollars'],
    ['It costs $35.', 2, 'thirty-five dollars'],
    ['It is on May 3.', 4, '3rd'],
    ['It is on May 3.', 4, 'third'],
    ['We have three rooms.', 2, '3'],
    ["We can't stay.", 1, 'cannot'],
    ["We can't stay.", 1, 'can not'],
    ['We cannot stay.', 1, "can't"],
    ["Isn't Mr. Park's office here?", 0, 'is not'],
    ["Isn't Mr. Park's office here?", 1, 'Mister'],
    ['Ms. Lee called.', 0, 'Miss', ['Ms.=Miss']],
    ['Please welcome Dr. Park.', 2, 'Doctor'],
    ['Our team is organizing a party.', 3, 'organising'],
    ['The theater is closed.', 1, 'theatre'],
    ['The flight was canceled.', 3, 'cancelled'],
    ['OK, I will go.', 0, 'okay'],
    ['Meet me at the cafe.', 4, 'café'],
  ])('"%s" word %i accepts "%s"', (sentence, index, typed, alsoAccepted: string[] = []) => {
    expect(matchesForm(typed, tokenForms(words(sentence), index, alsoAccepted))).toBe(true);
  });

  it.each([
    ["I'll book Room 302.", 0, 'I would'],
    ["Park's", 0, 'Park is'], // a possessive is not expanded
    ['We open at 10:30 today.', 3, '10'],
    ['It is on 3.', 2, '3rd'], // no month before it
    ['Check the drawer.', 0, 'cheque'],
    ['The fare is low.', 1, 'fair'], // a homophone is a different word
    ['Ms. Lee called.', 0, 'Miss', ['Mr.=Mister']],
    ['Ms. Lee called.', 0, 'Miss', ['Miss']], // an entry without '=' is for a one-element answer
    ['The fire is out.', 1, 'fier'],
  ])('"%s" word %i refuses "%s"', (sentence, index, typed, alsoAccepted: string[] = []) => {
    expect(matchesForm(typed, tokenForms(words(sentence), index, alsoAccepted))).toBe(false);
  });

  it('applies a plain alsoAccepted entry to a vocabulary answer of one element', () => {
    expect(tokenForms(['check'], 0, ['cheque'])).toEqual([['cheque']]);
    expect(tokenForms(['trade show'], 0, ['trade fair', 'trade show=exhibition'])).toEqual([
      ['trade', 'fair'],
      ['exhibition'],
    ]);
  });

  it('combines the forms of the words of a phrase', () => {
    expect(tokenForms(['in favor of'], 0)).toEqual([['in', 'favour', 'of']]);
    expect(tokenForms(['organize a colour'], 0).map((form) => form.join(' '))).toEqual([
      'organize a color',
      'organise a colour',
      'organise a color',
    ]);
    expect(tokenForms(['all right'], 0)).toEqual([['alright']]);
  });

  it('leaves out the token itself and forms that compare equal', () => {
    for (const sentence of ["I'll book Room 302.", 'OK, the café at 10:00 costs $35.']) {
      words(sentence).forEach((word, index) => {
        const keys = tokenForms(words(sentence), index).map((form) => normalizeAnswer(form.join('')));
        expect(keys).not.toContain(normalizeAnswer(word));
        expect(new Set(keys).size).toBe(keys.length);
      });
    }
  });

  it('has no forms for a plain word or past the end', () => {
    expect(tokenForms(words('The desk'), 1)).toEqual([]);
    expect(tokenForms(words('The desk'), 5)).toEqual([]);
  });
});

describe('spanForms', () => {
  it.each([
    ['I will call you.', 0, 2, "I'll"],
    ['Please do not park here.', 1, 2, "don't"],
    ['It is raining.', 0, 2, "It's"],
    ['We can not come.', 1, 2, "can't"],
    ['We can not come.', 1, 2, 'cannot'],
    ['The project will cost about $40 million.', 5, 2, 'forty million dollars'],
    ['The project will cost about $40 million.', 5, 2, '40 million dollars'],
    ['The project will cost about $40 million.', 5, 2, '40 million'],
    ['The project will cost about $40 million.', 5, 2, '$40 million'],
    ['The project will cost about $40 million.', 5, 2, 'forty million'],
    ['It sold for $1.5 billion.', 3, 2, 'one point five billion dollars'],
    ['It sold for $1.5 billion.', 3, 2, 'one and a half billion dollars'],
    ["Come at 3 o'clock.", 2, 2, "three o'clock"],
    ['That is all right with me.', 2, 2, 'alright'],
  ])('"%s" from word %i: %i words typed "%s" in one box', (sentence, index, length, typed) => {
    const span = spanForms(words(sentence), index).find((candidate) => candidate.length === length);
    // The words as written, typed together, compare equal to their own text and are not listed as forms.
    const written = normalizeAnswer(
      words(sentence)
        .slice(index, index + length)
        .join(''),
    );
    expect(normalizeAnswer(typed) === written || (span !== undefined && matchesForm(typed, span.forms))).toBe(true);
  });

  it.each([
    ['That is what it is.', 3],
    ['Please let us know.', 1],
    ['It has two floors.', 0],
    ['The project costs $40 today.', 3],
    ['We need 40 million.', 2], // no money sign: each word in its own box
    ['The desk is here.', 0],
  ])('"%s" from word %i has no span', (sentence, index) => {
    expect(spanForms(words(sentence), index)).toEqual([]);
  });

  it('never lists the words as written', () => {
    const spans = spanForms(words('about $40 million.'), 1);
    expect(spans.flatMap((span) => span.forms).map((form) => normalizeAnswer(form.join('')))).not.toContain(
      '40million',
    );
  });
});

describe('formTypingState', () => {
  const forms = [
    ['forty', 'million', 'dollars'],
    ['forty', 'million'],
  ];
  it.each([
    ['forty', 'partial'],
    ['forty mil', 'partial'],
    ['forty million ', 'partial'],
    ['forty million dollars ', 'complete'],
    ['forty million', 'complete'],
    ['Forty-million dollars', 'complete'],
    ['forty dollars', 'none'],
    ['fort ', 'none'],
    ['', 'none'],
  ])('"%s" is %s', (typed, state) => {
    expect(formTypingState(typed, forms)).toBe(state);
  });
});

describe('the bundled content', () => {
  const sentences = sentencesFile.sentences.map((item) => splitSentenceWords(item.englishSentence));

  it('gives every word of every sentence forms other than itself, and spans other than their words', () => {
    for (const sentence of sentences) {
      sentence.forEach((word, index) => {
        for (const form of tokenForms(sentence, index)) expect(keyOf(form)).not.toBe(normalizeAnswer(word));
        for (const span of spanForms(sentence, index)) {
          expect(span.length).toBeGreaterThanOrEqual(2);
          expect(index + span.length).toBeLessThanOrEqual(sentence.length);
          const written = normalizeAnswer(sentence.slice(index, index + span.length).join(''));
          for (const form of span.forms) expect(keyOf(form)).not.toBe(written);
        }
      });
    }
  });

  it('offers the contractions and the money span the sentences call for', () => {
    const spans = sentences.flatMap((sentence) =>
      sentence.flatMap((_word, index) =>
        spanForms(sentence, index).flatMap((span) => span.forms.map((form) => form.join(' '))),
      ),
    );
    expect(spans).toEqual(expect.arrayContaining(['forty million dollars']));
    expect(spans.length).toBeGreaterThan(10);
  });

  it('gives a vocabulary phrase its spellings', () => {
    const phrase = vocabularyFile.vocabulary.find((item) => item.word === 'in favor of')!.word;
    expect(tokenForms([phrase], 0)).toEqual([['in', 'favour', 'of']]);
  });
});

const keyOf = (form: readonly string[]) => normalizeAnswer(form.join(''));
