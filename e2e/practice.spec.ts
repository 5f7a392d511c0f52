// Dictation practice screens (docs/product-rules.md, Practice screens).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { practiceText } from './practice-messages';
import type { TSentenceOverview, TVocabularyOverview, TVocabularySet } from '../src/shared/practice/contract';
import { TIMINGS } from '../src/shared/constants';
import { axeViolations, getJson, presetCookieConsent } from './support';
import { firstSentenceSet, firstVocabularySet, sentencePath, vocabularyPath, vocabularySetCard } from './practice-sets';

/** Types the word with the keyboard alone and checks it with Enter; the modal opens. */
async function answerWord(page: Page, word: string) {
  const input = page.getByPlaceholder(practiceText('practice.word.placeholder.listen'));
  await expect(input).toBeFocused();
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
}

test.describe('dictation practice', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('a whole word set typed with the keyboard alone shows the set as Completed, with its score, on the home page', async ({
    page,
  }) => {
    const set = await firstVocabularySet(page.request);
    const total = set.items.length;
    await page.goto(vocabularyPath(set));
    await expect(page.getByRole('heading', { name: set.topic })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Bộ ${set.setIndex + 1}( / ${set.topicSets})?$`))).toBeVisible();

    for (const [index, item] of set.items.entries()) {
      await expect(page.getByText(practiceText('practice.word.itemLine', { number: index + 1, total }))).toBeVisible();
      await expect(page.getByTestId('item-counter')).toHaveText(`${index + 1} / ${total}`);
      await answerWord(page, item.word);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(item.meaning);
      await expect(page.getByTestId('completed-count')).toHaveText(`${index + 1} đúng`);
      const last = index === total - 1;
      // The arrow is decoration: the buttons are named 'Next Set', 'Finish' and, for the bare '→', 'Continue'.
      const continueName = practiceText(
        last ? (set.next ? 'practice.next.nextSet' : 'practice.next.finish') : 'practice.continue',
      );
      const continueButton = dialog.getByRole('button', { name: continueName, exact: true });
      await expect(continueButton).toHaveText(last ? `${continueName} →` : '');
      await expect(dialog).toContainText(practiceText('practice.pressEnter'));
      // Enter is ignored for 500 ms after a correct check, so a held key cannot skip the modal.
      await page.waitForTimeout(TIMINGS.correctCheckGuardMs);
      await page.keyboard.press('Enter');
    }

    // The set's summary comes first; Enter takes its first next step: the next set in the home page's order,
    // or home after the last set.
    await expect(page.getByRole('heading', { name: 'Hoàn thành bộ!' })).toBeFocused();
    await page.keyboard.press('Enter');
    if (set.next) await expect(page).toHaveURL(new RegExp(`/dictation/${set.next.position}\\?`));
    else await expect(page).toHaveURL(/\/$/);

    await page.goto('/');
    const card = vocabularySetCard(page, set);
    await expect(card).toContainText('Luyện lại');
    // Every word right at the first try, kept in this browser's record.
    await expect(card.getByTestId('set-score')).toContainText(`${total}/${total}`);
  });

  // Phrases and phrasal verbs are typed in the one word box, spaces included.
  test('a phrasal verb typed with its space is checked correct', async ({ page }) => {
    const overview = await getJson<TVocabularyOverview>(page.request, '/practice/vocabulary/sets');
    const card = overview.groups.find((group) => group.topic === 'Phrasal Verbs')?.sets[0];
    if (!card) throw new Error('the bundled content has no Phrasal Verbs set');
    const query = new URLSearchParams({ topic: card.topic, setIndex: String(card.setIndex) });
    const set = await getJson<TVocabularySet>(page.request, `/practice/vocabulary?${query}`);
    const item = set.items[0];
    if (!item) throw new Error('the Phrasal Verbs set is empty');
    expect(item.word).toContain(' ');
    await page.goto(vocabularyPath(set));
    await answerWord(page, item.word);
    await expect(page.getByRole('dialog')).toContainText(item.meaning);
    await expect(page.getByRole('dialog')).toContainText(item.phonetic);
  });

  test('a sentence with one wrong word shows the per-word result, and the answer after the third wrong check', async ({
    page,
  }) => {
    const set = await firstSentenceSet(page.request);
    const sentence = set.items[0]!;
    const words = sentence.englishSentence.split(' ').filter(Boolean);
    const wrongIndex = words.length > 1 ? 1 : 0;
    await page.goto(sentencePath(set));
    await expect(page.getByRole('heading', { name: /^Part \d — / })).toBeVisible();
    await expect(
      page.getByText(practiceText('practice.sentence.itemLine', { number: 1, total: set.items.length })),
    ).toBeVisible();

    // Tab moves from one word to the next.
    await expect(
      page.getByPlaceholder(practiceText('practice.sentence.wordBox', { number: 1 }), { exact: true }),
    ).toBeFocused();
    for (const [index, word] of words.entries()) {
      await page.keyboard.type(index === wrongIndex ? `${word}xyz` : word);
      if (index < words.length - 1) await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');

    for (const index of words.keys()) {
      await expect(
        page.getByPlaceholder(practiceText('practice.sentence.wordBox', { number: index + 1 }), { exact: true }),
      ).toHaveAttribute('data-result', index === wrongIndex ? 'wrong' : 'correct');
    }
    const answer = page.getByTestId('answer');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // As in Earthworm, the answer shows after the third wrong check, not the first.
    await expect(answer).toHaveCount(0);
    const checkButton = page.getByRole('button', { name: practiceText('practice.check'), exact: true });
    await checkButton.click();
    await expect(answer).toHaveCount(0);
    await checkButton.click();
    await expect(answer).toContainText(sentence.englishSentence);
    await expect(answer).toContainText(sentence.vietnameseTranslation);

    // The wrong word's text is selected, so typing replaces it.
    const wrongInput = page.getByPlaceholder(practiceText('practice.sentence.wordBox', { number: wrongIndex + 1 }), {
      exact: true,
    });
    await expect(wrongInput).toBeFocused();
    await expect
      .poll(() =>
        wrongInput.evaluate(
          (input: HTMLInputElement) => input.selectionEnd! - input.selectionStart! === input.value.length,
        ),
      )
      .toBe(true);
    await page.keyboard.type(words[wrongIndex]!);
    await expect(wrongInput).toHaveAttribute('data-result', 'unchecked');
    await page.getByRole('button', { name: practiceText('practice.check'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(sentence.vietnameseTranslation);
    await expect(dialog).toContainText(sentence.englishSentence);
  });

  test("the modal's generated examples can be browsed with Previous and Next", async ({ page }) => {
    const set = await firstVocabularySet(page.request);
    const item = set.items[0]!;
    await page.goto(vocabularyPath(set));
    await answerWord(page, item.word);
    const dialog = page.getByRole('dialog');
    const card = dialog.getByTestId('example-card');

    await dialog.getByRole('button', { name: practiceText('practice.example.create') }).click();
    await expect(card).toContainText(item.word);
    await expect(card).toContainText('💡');
    const first = (await card.textContent()) ?? '';
    await expect(
      dialog.getByText(
        new RegExp(practiceText('practice.example.count', { number: 9, total: 9 }).replace(/9/g, '\\d')),
      ),
    ).toHaveCount(0);

    await dialog.getByRole('button', { name: practiceText('practice.example.createAnother') }).click();
    await expect(dialog.getByText(practiceText('practice.example.count', { number: 2, total: 2 }))).toBeVisible();
    const second = (await card.textContent()) ?? '';
    expect(second).not.toBe(first);

    await dialog.getByRole('button', { name: practiceText('practice.example.previous') }).click();
    await expect(dialog.getByText(practiceText('practice.example.count', { number: 1, total: 2 }))).toBeVisible();
    await expect(card).toHaveText(first);
    await expect(dialog.getByRole('button', { name: practiceText('practice.example.previous') })).toBeDisabled();

    await dialog.getByRole('button', { name: practiceText('practice.example.next'), exact: true }).click();
    await expect(dialog.getByText(practiceText('practice.example.count', { number: 2, total: 2 }))).toBeVisible();
    await expect(card).toHaveText(second);

    // Stored examples come back with the word: the first one shows, and both can be browsed.
    await page.reload();
    await answerWord(page, item.word);
    await expect(dialog.getByText(practiceText('practice.example.count', { number: 1, total: 2 }))).toBeVisible();
    await expect(card).toHaveText(first);
  });

  test('words typed fast after the modal closes stay where they were typed; Space moves to the next box', async ({
    page,
  }) => {
    const set = await firstSentenceSet(page.request);
    const [first, second] = set.items;
    if (!first || !second) throw new Error('the first sentence set needs two sentences');
    const box = (index: number) =>
      page.getByPlaceholder(practiceText('practice.sentence.wordBox', { number: index + 1 }), { exact: true });
    await page.goto(sentencePath(set));

    // Space, as in a sentence, moves to the next box and never gets into one.
    const firstWords = first.englishSentence.split(' ').filter(Boolean);
    await expect(box(0)).toBeFocused();
    await page.keyboard.type(first.englishSentence);
    for (const [index, word] of firstWords.entries()) await expect(box(index)).toHaveValue(word);
    await expect(box(firstWords.length - 1)).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(TIMINGS.correctCheckGuardMs);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    // The learner types on at once: first word, Tab, half of the second word ...
    const words = second.englishSentence.split(' ').filter(Boolean);
    const [word1 = '', word2 = ''] = words;
    await expect(
      page.getByText(practiceText('practice.sentence.itemLine', { number: 2, total: set.items.length })),
    ).toBeVisible();
    await expect(box(0)).toBeFocused();
    await page.keyboard.type(word1);
    await page.keyboard.press('Tab');
    await page.keyboard.type(word2.slice(0, 1));
    // ... while the focus timers (at most 200 ms after the change) run out: they must not
    // pull the caret back to box 1.
    await page.waitForTimeout(TIMINGS.focusDelayMaxMs + 100);
    await expect(box(1)).toBeFocused();
    await page.keyboard.type(word2.slice(1));
    await expect(box(0)).toHaveValue(word1);
    await expect(box(1)).toHaveValue(word2);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`sentence boxes show their whole word and placeholder at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const set = await firstSentenceSet(page.request);
      const words = set.items[0]!.englishSentence.split(' ').filter(Boolean);
      await page.goto(sentencePath(set));
      const boxes = page
        .getByRole('group', { name: practiceText('practice.sentence.answerGroup') })
        .getByRole('textbox');
      await expect(boxes).toHaveCount(words.length);
      const fits = () =>
        boxes.evaluateAll((inputs: HTMLInputElement[]) =>
          inputs.map((input) => {
            // The placeholder's own font: Chromium's scrollWidth ignores a clipped placeholder.
            const style = getComputedStyle(input, '::placeholder');
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const box = getComputedStyle(input);
            const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
            return {
              value: input.value,
              text: input.scrollWidth <= input.clientWidth,
              placeholder: context.measureText(input.placeholder).width <= room,
              inside: input.getBoundingClientRect().right <= document.documentElement.clientWidth,
            };
          }),
        );
      // Empty: each placeholder ('Word 1' ...) shows whole.
      for (const fit of await fits()) expect(fit).toMatchObject({ placeholder: true, inside: true });
      await page.keyboard.type(set.items[0]!.englishSentence);
      await expect(boxes.last()).toHaveValue(words.at(-1)!);
      expect((await fits()).map((fit) => [fit.value, fit.text, fit.inside])).toEqual(
        words.map((word) => [word, true, true]),
      );
    });
  }

  test('at 390 px the Check icon and the Next Set arrow keep their size', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const set = await firstVocabularySet(page.request);
    await page.goto(vocabularyPath(set));
    const iconWidth = (name: string) =>
      page
        .getByRole('button', { name, exact: true })
        .locator('svg')
        .evaluate((icon) => icon.getBoundingClientRect().width);
    expect(await iconWidth(practiceText('practice.check'))).toBe(18);
    // The last word's button reads 'Next Set' (or 'Finish') once it is correct.
    const last = set.items.length - 1;
    for (let index = 0; index < last; index++)
      await page.getByRole('button', { name: practiceText('practice.fastForward') }).click();
    await expect(
      page.getByText(practiceText('practice.word.itemLine', { number: last + 1, total: set.items.length })),
    ).toBeVisible();
    await answerWord(page, set.items[last]!.word);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await iconWidth(practiceText(set.next ? 'practice.next.nextSet' : 'practice.next.finish'))).toBe(18);
  });

  test('the result dialog keeps Tab inside, closes with Escape and gives focus back', async ({ page }) => {
    const set = await firstVocabularySet(page.request);
    await page.goto(vocabularyPath(set));
    const input = page.getByPlaceholder(practiceText('practice.word.placeholder.listen'));
    await answerWord(page, set.items[0]!.word);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: practiceText('practice.continue') })).toBeFocused();
    const focusIsInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    // Its controls are ×, 'Create example' and the continue button: four presses go round once and more.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusIsInside(), `focus after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(set.items[0]!.word);
  });

  test('an address without its query opens the set with that number; an unknown number says so once', async ({
    page,
  }) => {
    const overview = await getJson<TVocabularyOverview>(page.request, '/practice/vocabulary/sets');
    const card = overview.groups[0]!.sets[0]!;
    await page.goto('/dictation/1');
    await expect(page).toHaveURL(`/dictation/1?${new URLSearchParams({ topic: card.topic, setIndex: '0' })}`);
    await expect(page.getByRole('heading', { name: card.topic })).toBeVisible();

    await page.goto('/dictation/999');
    await expect(page.getByRole('heading', { name: practiceText('practice.status.error') })).toBeVisible();
    await expect(page.getByText('Không có bộ số 999. Hãy chọn một bộ trong danh sách.')).toBeVisible();
    await expect(page.getByText(practiceText('practice.status.noData'))).toHaveCount(0);
    await expect(page.getByText(/out of range/)).toHaveCount(0);
  });

  test('Part 4, numbered after the other parts, counts its sets within the part', async ({ page }) => {
    const overview = await getJson<TSentenceOverview>(page.request, '/practice/sentences/sets');
    const part4Sets = overview.setsPerPart.part4 ?? 0;
    test.skip(part4Sets === 0, 'the bundled content has no part4 sentences');
    const firstPart4 = overview.totalSets - part4Sets + 1;
    await page.goto(`/sentence-practice/${firstPart4}`);
    await expect(page).toHaveURL(new RegExp(`/sentence-practice/${firstPart4}\\?part=part4&setIndex=0$`));
    await expect(page.getByRole('heading', { name: 'Part 4 — Bài nói' })).toBeVisible();
    await expect(page.getByText(`Bộ 1 / ${part4Sets}`, { exact: true })).toBeVisible();
  });

  test('an unknown topic is said in the interface language, with Try again', async ({ page }) => {
    await page.goto('/dictation/1?topic=No+Such+Topic&setIndex=0');
    await expect(page.getByRole('heading', { name: practiceText('practice.status.error') })).toBeVisible();
    // The message never repeats what the address holds.
    await expect(page.getByText(practiceText('errors.TOPIC_NOT_FOUND'))).toBeVisible();
    await expect(page.getByRole('button', { name: practiceText('practice.status.tryAgain') })).toBeVisible();
  });
});

/** Width and height of a control, in CSS pixels. */
async function sizeOf(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the control is not shown');
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

test.describe('on a phone (touch only, 390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('no keyboard hints; play, check and next are finger-sized, and check and next sit in the lower half', async ({
    page,
  }) => {
    const set = await firstVocabularySet(page.request);
    const item = set.items[0]!;
    await page.goto(vocabularyPath(set));
    const check = page.getByRole('button', { name: practiceText('practice.check'), exact: true });
    await expect(check).toBeVisible();
    await expect(page.getByTestId('practice-shortcuts')).toHaveCount(0);
    await expect(page.getByText(practiceText('practice.shiftClick'))).toHaveCount(0);

    const play = page.getByRole('button', { name: practiceText('practice.playAudio') });
    const showAnswer = page.getByRole('button', { name: practiceText('practice.showAnswer') });
    const fastForward = page.getByRole('button', { name: practiceText('practice.fastForward') });
    for (const control of [play, check, showAnswer, fastForward]) {
      const { width, height } = await sizeOf(control);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
    const checkBox = (await check.boundingBox())!;
    expect(checkBox.y).toBeGreaterThan(844 / 2);
    expect(checkBox.y + checkBox.height).toBeLessThanOrEqual(844);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByPlaceholder(practiceText('practice.word.placeholder.listen')).fill(item.word);
    await check.tap();
    const dialog = page.getByRole('dialog');
    const next = dialog.getByRole('button', { name: practiceText('practice.continue') });
    await expect(next).toBeVisible();
    await expect(dialog).not.toContainText(practiceText('practice.pressEnter'));
    expect((await sizeOf(next)).height).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: practiceText('practice.close') }).tap();
    const nextWord = page.getByRole('button', { name: practiceText('practice.next.next'), exact: true });
    expect(Math.min(...Object.values(await sizeOf(nextWord)))).toBeGreaterThanOrEqual(44);
  });
});

test.describe('at 1440 px with a mouse and keyboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('the keyboard shortcuts and the Shift + Click hint show', async ({ page }) => {
    const set = await firstSentenceSet(page.request);
    await page.goto(sentencePath(set));
    const shortcuts = page.getByTestId('practice-shortcuts');
    await expect(shortcuts).toBeVisible();
    await expect(shortcuts).toContainText(practiceText('practice.shortcuts.tab'));
    await expect(page.getByText(practiceText('practice.shiftClick'))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('example generation', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('a server with an AI provider offers Create example', async ({ page }) => {
    const set = await firstVocabularySet(page.request);
    await page.goto(vocabularyPath(set));
    await answerWord(page, set.items[0]!.word);
    await expect(
      page.getByRole('dialog').getByRole('button', { name: practiceText('practice.example.create') }),
    ).toBeVisible();
  });

  test('a server without one does not offer it', async ({ page }) => {
    // The e2e server has a (fake) provider: this page reads the settings of a server without one.
    await page.route(
      (url) => url.pathname === '/api/v4/config',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), exampleGenerationEnabled: false } });
      },
    );
    const set = await firstVocabularySet(page.request);
    await page.goto(vocabularyPath(set));
    await answerWord(page, set.items[0]!.word);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(set.items[0]!.meaning).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: practiceText('practice.example.create') })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: practiceText('practice.example.createAnother') })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
