// Answers a teacher accepts (docs/product-rules.md, Answer checking), typed with the keyboard as a learner
// would, in the word screen's two modes and the sentence screen: a homophone heard right, a British or
// American spelling, a title written out, a name heard by ear, a contraction written out, a number in
// words, and a Vietnamese keyboard left on.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { practiceText } from './practice-messages';
import type { TSentenceItem } from '../src/shared/practice/contract';
import { splitSentenceWords } from '../src/shared/practice/answer';
import { numberReadings } from '../src/shared/practice/numbers';
import { contractionForms, spellingVariants } from '../src/shared/practice/variants';
import { axeViolations, presetCookieConsent } from './support';
import { sentencePath, sentenceSetWith, vocabularyPath, vocabularySetWith } from './practice-sets';

/** Skips to item `index` of the open set with the fast-forward button. */
async function skipTo(page: Page, kind: 'word' | 'sentence', index: number, length: number) {
  const itemLine = (number: number) => practiceText(`practice.${kind}.itemLine`, { number, total: length });
  await expect(page.getByText(itemLine(1), { exact: true })).toBeVisible();
  const skip = page.getByRole('button', { name: practiceText('practice.fastForward') });
  for (let at = 1; at <= index; at += 1) {
    await skip.click();
    await expect(page.getByText(itemLine(at + 1), { exact: true })).toBeVisible();
  }
}

const answerBox = (page: Page) => page.getByRole('textbox', { name: practiceText('practice.answer') });

/** Clears the answer box and types `text` with the keyboard, then checks it with Enter. */
async function typeWord(page: Page, text: string) {
  const input = answerBox(page);
  await input.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test.describe('answers judged as a teacher would', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('listening: a homophone is right with a note, a British spelling is right, a Vietnamese keyboard is not a try', async ({
    page,
  }) => {
    const { set, index } = await vocabularySetWith(page.request, 'fare');
    const fare = set.items[index]!;
    await page.goto(vocabularyPath(set));
    await skipTo(page, 'word', index, set.items.length);

    // 'fâre': Telex typed 'faare'. Said so next to the box; no verdict, no try counted.
    await typeWord(page, 'fâre');
    const note = page.getByTestId('check-note');
    await expect(note).toHaveText(practiceText('practice.note.keyboard'));
    await expect(page.getByText(practiceText('practice.word.notQuite'))).toHaveCount(0);
    await expect(answerBox(page)).toHaveAttribute('aria-invalid', 'false');
    expect(await axeViolations(page)).toEqual([]);

    // 'fair': heard right; the dialog names the word taught and its meaning.
    await typeWord(page, 'fair');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('check-note')).toHaveText(
      practiceText('practice.note.homophoneMeaning', { word: fare.word, meaning: fare.meaning }),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByText(practiceText('practice.correct'))).toBeVisible();

    // 'licence' for 'license': the British spelling is right, and the answer shown is the one taught.
    const { set: licenseSet, index: licenseIndex } = await vocabularySetWith(page.request, 'license');
    await page.goto(vocabularyPath(licenseSet));
    await skipTo(page, 'word', licenseIndex, licenseSet.items.length);
    await typeWord(page, 'licence');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('license');
  });

  test('meaning → word: a homophone is not the word meant, a British spelling still is', async ({ page }) => {
    const { set, index } = await vocabularySetWith(page.request, 'fare');
    await page.goto(`${vocabularyPath(set)}&mode=meaning`);
    await skipTo(page, 'word', index, set.items.length);
    await typeWord(page, 'fair');
    await expect(page.getByText(practiceText('practice.word.notQuite'))).toBeVisible();
    await expect(page.getByTestId('check-note')).toHaveCount(0);

    const { set: licenseSet, index: licenseIndex } = await vocabularySetWith(page.request, 'license');
    await page.goto(`${vocabularyPath(licenseSet)}&mode=meaning`);
    await skipTo(page, 'word', licenseIndex, licenseSet.items.length);
    await typeWord(page, 'licence');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  /** The sentence as a learner may type it: each word in the form `pick` chooses, else as written. */
  function typedForm(item: TSentenceItem, pick: (word: string, previous: string | undefined) => string | undefined) {
    const words = splitSentenceWords(item.englishSentence);
    return words.map((word, index) => pick(word, words[index - 1]) ?? word).join(' ');
  }

  const box = (page: Page, index: number) =>
    page.getByPlaceholder(practiceText('practice.sentence.wordBox', { number: index + 1 }), { exact: true });

  async function typeSentence(page: Page, item: TSentenceItem, typed: string) {
    await expect(box(page, 0)).toBeFocused();
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText(item.englishSentence);
  }

  test('sentences: a title written out, a name heard by ear, a spelling, a contraction and a number in words', async ({
    page,
  }) => {
    // "Our team is organizing a farewell party for Mr. Chen." typed 'organising', 'Mister' and 'Chan'.
    const first = await sentenceSetWith(page.request, 'Our team is organizing a farewell party for Mr. Chen.');
    const party = first.set.items[first.index]!;
    expect(party.alsoAccepted).toContain('Chen=Chan');
    await page.goto(sentencePath(first.set));
    await skipTo(page, 'sentence', first.index, first.set.items.length);
    const partyTyped = typedForm(party, (word) =>
      word === 'Mr.' ? 'Mister' : word === 'Chen.' ? 'Chan' : spellingVariants(word)[0]?.join(' '),
    );
    expect(partyTyped).toContain('organising');
    await typeSentence(page, party, partyTyped);

    // "Also, could you tell Mr. Lee that I'll call him after the meeting?" typed "I will", 'Li'.
    const second = await sentenceSetWith(
      page.request,
      "Also, could you tell Mr. Lee that I'll call him after the meeting?",
    );
    const call = second.set.items[second.index]!;
    await page.goto(sentencePath(second.set));
    await skipTo(page, 'sentence', second.index, second.set.items.length);
    const callTyped = typedForm(call, (word) => (word === 'Lee' ? 'Li' : contractionForms(word)[0]?.join(' ')));
    expect(callTyped).toContain('I will call');
    await typeSentence(page, call, callTyped);
    // "I will" stayed in the box of "I'll"; every later word is in its own box.
    const words = splitSentenceWords(call.englishSentence);
    const contraction = words.indexOf("I'll");
    await expect(box(page, contraction)).toHaveValue('I will');
    await expect(box(page, contraction + 1)).toHaveValue('call');

    // "Make it for 7:30, because their meeting ends at 7:00." typed with the times in words.
    const third = await sentenceSetWith(page.request, 'Make it for 7:30, because their meeting ends at 7:00.');
    const times = third.set.items[third.index]!;
    await page.goto(sentencePath(third.set));
    await skipTo(page, 'sentence', third.index, third.set.items.length);
    const timesTyped = typedForm(times, (word, previous) =>
      numberReadings(word, previous)
        ?.find((reading) => reading.length > 1 && reading.every((part) => !/\d/.test(part)))
        ?.join(' '),
    );
    expect(timesTyped).toContain('seven thirty');
    await typeSentence(page, times, timesTyped);
  });

  test('sentences: a word typed with a Vietnamese keyboard left on is said so and not counted', async ({ page }) => {
    const { set, index } = await sentenceSetWith(page.request, 'Our team is organizing a farewell party for Mr. Chen.');
    await page.goto(sentencePath(set));
    await skipTo(page, 'sentence', index, set.items.length);
    await expect(box(page, 0)).toBeFocused();
    // 'têm': Telex turned the 'ee' of 'team' into 'ê'.
    await page.keyboard.type('Our têm is organizing a farewell party for Mr. Chen.');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('check-note')).toHaveText(practiceText('practice.note.keyboard'));
    await expect(
      page.getByText(
        new RegExp(practiceText('practice.sentence.wordsCorrect', { correct: 0, total: 0 }).replace(/0/g, '\\d+')),
      ),
    ).toHaveCount(0);
    await box(page, 1).fill('team');
    await expect(page.getByTestId('check-note')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
