import { describe, expect, it } from 'vitest';
import vocabularyFile from '../../../content/vocabulary.json';
import sentencesFile from '../../../content/sentences.json';
import { normalizeAnswer } from './squash';
import {
  contractionForms,
  contractionOf,
  countVariants,
  equivalentSpansAt,
  homophonesOf,
  spellingVariants,
  withoutAccents,
} from './variants';

const joined = (forms: readonly (readonly string[])[]) => forms.map((form) => form.join(' '));
const squashed = (forms: readonly (readonly string[])[]) => forms.map((form) => normalizeAnswer(form.join('')));

describe('contractionForms', () => {
  it.each([
    ["I'll", ['I will', 'I shall']],
    ['I’ll', ['I will', 'I shall']],
    ["don't", ['do not']],
    ["can't", ['cannot', 'can not']],
    ["won't", ['will not']],
    ["it's", ['it is', 'it has']],
    ["It's", ['It is', 'It has']],
    ["I'm", ['I am']],
    ["you're", ['you are']],
    ["we've", ['we have']],
    ["they'd", ['they had', 'they would']],
    ["let's", ['let us']],
    ["Let's", ['Let us']],
    ["isn't", ['is not']],
    ["Aren't", ['Are not']],
    ["wasn't", ['was not']],
    ["shouldn't", ['should not']],
    ["There's", ['There is', 'There has']],
    ["that's", ['that is', 'that has']],
    ["What's", ['What is', 'What has']],
    ["who's", ['who is', 'who has']],
    ["he's", ['he is', 'he has']],
    ["she's", ['she is', 'she has']],
    ["we'll", ['we will', 'we shall']],
    ["it'll", ['it will']],
    ["haven't", ['have not']],
    ["hasn't", ['has not']],
    ["Didn't", ['Did not']],
    ["could've", ['could have']],
    ["shan't", ['shall not']],
    ['cannot', ["can't", 'can not']],
    ['"I\'ll', ['I will', 'I shall']],
    ["don't.", ['do not']],
  ])('%s expands to %j', (token, expected) => {
    expect(joined(contractionForms(token))).toEqual(expected);
  });

  it.each(["John's", "company's", "Park's", "Today's", "o'clock", 'cant', 'will', 'its', "ma'am"])(
    'leaves %s alone',
    (token) => {
      expect(contractionForms(token)).toEqual([]);
    },
  );
});

describe('contractionOf', () => {
  it.each([
    ['I will call you', 0, 2, ["I'll"]],
    ['do not worry', 0, 2, ["don't"]],
    ['Please do not.', 1, 2, ["don't"]],
    ['it is late', 0, 2, ["it's"]],
    ['It is late', 0, 2, ["It's"]],
    ['we can not go', 1, 2, ["can't", 'cannot']],
    ['we cannot go', 1, 1, ["can't"]],
    ['It has been a year', 0, 2, ["It's"]],
    ['We have already left', 0, 2, ["We've"]],
    ['They would like tea', 0, 2, ["They'd"]],
    ['I had finished', 0, 2, ["I'd"]],
    ['She is not here', 1, 2, ["isn't"]],
    ['I am here', 0, 2, ["I'm"]],
    ['you are right', 0, 2, ["you're"]],
    ['will not come', 0, 2, ["won't"]],
    ['That is fine', 0, 2, ["That's"]],
    ['there is a desk', 0, 2, ["there's"]],
  ])('"%s" at %i contracts over %i words to %j', (sentence, index, length, forms) => {
    expect(contractionOf(sentence.split(' '), index)).toEqual({ length, forms });
  });

  it.each([
    ['That is what it is.', 3], // a helper verb at the end of a clause stays whole
    ['I know it is', 2],
    ['It has two floors', 0], // 'has' meaning possession
    ['They have a car', 0],
    ['Please let us know', 1], // a request, not "let's"
    ['The company is', 0], // not a pronoun: no contraction
    ['I will', 1],
    ['Yes, I will.', 1],
    ['It, is here', 0],
    ['do', 0],
    ['', 3],
  ])('"%s" at %i does not contract', (sentence, index) => {
    expect(contractionOf(sentence.split(' '), index)).toBeNull();
  });
});

describe('spellingVariants', () => {
  // Both directions: each word accepts the other.
  it.each([
    ['cancelled', 'canceled'],
    ['cancelling', 'canceling'],
    ['colour', 'color'],
    ['colours', 'colors'],
    ['coloured', 'colored'],
    ['centre', 'center'],
    ['centres', 'centers'],
    ['theatre', 'theater'],
    ['organise', 'organize'],
    ['organised', 'organized'],
    ['organising', 'organizing'],
    ['organiser', 'organizer'],
    ['organisation', 'organization'],
    ['organisational', 'organizational'],
    ['programme', 'program'],
    ['programmes', 'programs'],
    ['licence', 'license'],
    ['enrolment', 'enrollment'],
    ['enrol', 'enroll'],
    ['traveller', 'traveler'],
    ['travelled', 'traveled'],
    ['favour', 'favor'],
    ['favourite', 'favorite'],
    ['labour', 'labor'],
    ['behaviour', 'behavior'],
    ['neighbour', 'neighbor'],
    ['neighbourhood', 'neighborhood'],
    ['catalogue', 'catalog'],
    ['dialogue', 'dialog'],
    ['analyse', 'analyze'],
    ['analysed', 'analyzed'],
    ['apologise', 'apologize'],
    ['realise', 'realize'],
    ['recognise', 'recognize'],
    ['authorise', 'authorize'],
    ['authorisation', 'authorization'],
    ['summarise', 'summarize'],
    ['specialise', 'specialize'],
    ['prioritise', 'prioritize'],
    ['itemise', 'itemize'],
    ['publicise', 'publicize'],
    ['jewellery', 'jewelry'],
    ['fulfil', 'fulfill'],
    ['fulfilment', 'fulfillment'],
    ['modelled', 'modeled'],
    ['labelled', 'labeled'],
    ['instalment', 'installment'],
    ['defence', 'defense'],
    ['offence', 'offense'],
    ['grey', 'gray'],
    ['tyre', 'tire'],
    ['tyres', 'tires'],
    ['aluminium', 'aluminum'],
    ['harbour', 'harbor'],
    ['flavour', 'flavor'],
    ['cosy', 'cozy'],
    ['enquiry', 'inquiry'],
    ['enquire', 'inquire'],
    ['judgement', 'judgment'],
    ['afterwards', 'afterward'],
    ['OK', 'okay'],
    ['alright', 'all right'],
    ['Mr.', 'Mister'],
    ['Mrs.', 'Missus'],
    ['Ms.', 'Miz'],
    ['café', 'cafe'],
    ['résumé', 'resume'],
    ['entrée', 'entree'],
    ['première', 'premiere'],
  ])('%s and %s accept each other', (a, b) => {
    expect(squashed(spellingVariants(a))).toContain(normalizeAnswer(b));
    expect(squashed(spellingVariants(b))).toContain(normalizeAnswer(a));
  });

  // One direction only: the second word has another sense the first has not.
  it.each([
    ['cheque', 'check'],
    ['cheques', 'checks'],
    ['storey', 'story'],
    ['Dr.', 'Doctor'],
    ['St.', 'Street'],
    ['Ltd.', 'Limited'],
    ['&', 'and'],
  ])('%s accepts %s, not the reverse', (a, b) => {
    expect(squashed(spellingVariants(a))).toContain(normalizeAnswer(b));
    expect(squashed(spellingVariants(b))).not.toContain(normalizeAnswer(a));
  });

  it.each([
    ['naïve', 'naive'],
    ['Zoë', 'Zoe'],
    ['São', 'Sao'],
    ['résumés', 'resumes'],
  ])('%s may be typed without its accents (%s)', (word, plain) => {
    expect(squashed(spellingVariants(word))).toContain(normalizeAnswer(plain));
  });

  // No suffix rule: words that only look like a pattern are left alone.
  it.each([
    'fire',
    'advertise',
    'advise',
    'revise',
    'supervise',
    'exercise',
    'raise',
    'size',
    'analyses',
    'check',
    'a',
  ])('%s has no variant', (word) => {
    expect(spellingVariants(word)).toEqual([]);
  });

  it('keeps the capital of the word', () => {
    expect(joined(spellingVariants('Colour'))).toEqual(['Color']);
    expect(joined(spellingVariants('Theater.'))).toEqual(['Theatre']);
  });

  it('strips accents of Latin letters only', () => {
    expect(withoutAccents('Tiếng Việt')).toBe('Tieng Viet');
    expect(withoutAccents('đ')).toBe('đ');
  });
});

describe('equivalentSpansAt', () => {
  it.each([
    ['It is all right now', 2, 2, ['alright']],
    ['It is All right.', 2, 2, ['Alright']],
  ])('"%s" at %i: %i words typed as %j', (sentence, index, length, forms) => {
    expect(equivalentSpansAt(sentence.split(' '), index)).toEqual([{ length, forms: forms.map((form) => [form]) }]);
  });

  it('needs the words in one clause', () => {
    expect(equivalentSpansAt(['all,', 'right'], 0)).toEqual([]);
  });
});

describe('homophonesOf', () => {
  it.each([
    ['fare', 'fair'],
    ['weather', 'whether'],
    ['weight', 'wait'],
    ['sale', 'sail'],
    ['mail', 'male'],
    ['site', 'sight'],
    ['site', 'cite'],
    ['sight', 'cite'],
    ['hire', 'higher'],
    ['suite', 'sweet'],
    ['principal', 'principle'],
    ['counsel', 'council'],
    ['stationary', 'stationery'],
    ['complement', 'compliment'],
    ['complimentary', 'complementary'],
    ['break', 'brake'],
    ['peace', 'piece'],
    ['write', 'right'],
    ['there', 'their'],
    ['there', "they're"],
    ['their', 'they’re'],
    ['way', 'weigh'],
    ['cell', 'sell'],
    ['seller', 'cellar'],
    ['sole', 'soul'],
    ['role', 'roll'],
    ['steal', 'steel'],
    ['aisle', 'isle'],
    ['board', 'bored'],
    ['buy', 'by'],
    ['flour', 'flower'],
    ['hour', 'our'],
    ['knew', 'new'],
    ['meet', 'meat'],
    ['pair', 'pear'],
    ['plane', 'plain'],
    ['rain', 'reign'],
    ['sea', 'see'],
    ['son', 'sun'],
    ['tail', 'tale'],
    ['waist', 'waste'],
    ['wear', 'where'],
    ['week', 'weak'],
    ['weekly', 'weakly'],
    ['whole', 'hole'],
    ['would', 'wood'],
    ['check', 'cheque'],
    ['patience', 'patients'],
    ['residence', 'residents'],
    ['overseas', 'oversees'],
    ['Guest', 'guessed'],
  ])('%s and %s are homophones', (a, b) => {
    expect(homophonesOf(a).map((word) => word.toLowerCase())).toContain(b.replace('’', "'").toLowerCase());
    expect(homophonesOf(b).map((word) => word.toLowerCase())).toContain(a.toLowerCase());
  });

  it.each(['agenda', 'fire', 'the', ''])('%s has none', (word) => {
    expect(homophonesOf(word)).toEqual([]);
  });
});

describe('the bundled content', () => {
  const vocabulary = vocabularyFile.vocabulary.map((item) => item.word);
  const sentenceWords = sentencesFile.sentences.flatMap((item) => item.englishSentence.split(' '));
  const contentWords = [...new Set([...vocabulary.flatMap((word) => word.split(' ')), ...sentenceWords])];

  // Every British/American pair found by scanning both files: losing one from the tables fails here.
  it.each([
    'organize',
    'organizer',
    'organizing',
    'publicize',
    'catalog',
    'flavor',
    'labor',
    'license',
    'program',
    'installment',
    'neighborhood',
    'cozy',
    'inquiry',
    'inquire',
    'apologize',
    'authorize',
    'authorization',
    'theater',
    'enroll',
    'enrollment',
    'itemize',
    'recognize',
    'prioritize',
    'analyze',
    'summarize',
    'favor',
    'harbor',
    'tire',
    'color',
    'colors',
    'center',
    'canceled',
    'afterward',
    'entree',
    'premiere',
    'cafe',
    'OK',
  ])('%s has its other spelling', (word) => {
    expect(contentWords.some((contentWord) => contentWord.replace(/[^\p{L}]+$/u, '') === word)).toBe(true);
    expect(spellingVariants(word).length).toBeGreaterThan(0);
  });

  it('gives a homophone to the vocabulary words that have one', () => {
    const { homophone } = countVariants(vocabulary);
    expect(homophone).toEqual(expect.arrayContaining(['fare', 'fair', 'weather', 'suite', 'principal', 'check']));
    expect(homophone.length).toBeGreaterThanOrEqual(60);
  });
});
