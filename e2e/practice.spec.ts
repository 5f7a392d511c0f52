// Dictation practice screens (SPEC §2 "Word dictation screen", "Sentence practice screen", §4).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  TSentenceOverview,
  TSentenceSet,
  TVocabularyOverview,
  TVocabularySet,
} from '../src/shared/practice/contract';
import { TIMINGS } from '../src/shared/constants';
import { presetCookieConsent } from './support';

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v4${path}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The first vocabulary set of the home page, with its words. */
async function firstVocabularySet(request: APIRequestContext): Promise<TVocabularySet> {
  const overview = await getJson<TVocabularyOverview>(request, '/practice/vocabulary/sets');
  const card = overview.groups[0]?.sets[0];
  if (!card) throw new Error('the bundled content has no vocabulary set');
  const query = new URLSearchParams({ topic: card.topic, setIndex: String(card.setIndex) });
  return getJson<TVocabularySet>(request, `/practice/vocabulary?${query}`);
}

async function firstSentenceSet(request: APIRequestContext): Promise<TSentenceSet> {
  const overview = await getJson<TSentenceOverview>(request, '/practice/sentences/sets');
  const card = overview.groups[0]?.sets[0];
  if (!card) throw new Error('the bundled content has no sentence set');
  const query = new URLSearchParams({ part: card.part, setIndex: String(card.setIndex) });
  return getJson<TSentenceSet>(request, `/practice/sentences?${query}`);
}

const vocabularyPath = (set: TVocabularySet) =>
  `/dictation/${set.position}?${new URLSearchParams({ topic: set.topic, setIndex: String(set.setIndex) })}`;
const sentencePath = (set: TSentenceSet) =>
  `/sentence-practice/${set.position}?${new URLSearchParams({ part: set.part, setIndex: String(set.setIndex) })}`;

/** Types the word with the keyboard alone and checks it with Enter; the modal opens. */
async function answerWord(page: Page, word: string) {
  const input = page.getByPlaceholder('Type the word you hear...');
  await expect(input).toBeFocused();
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
}

test.describe('dictation practice', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('a whole word set typed with the keyboard alone shows the set as Completed on the home page', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const set = await firstVocabularySet(page.request);
    const total = set.items.length;
    await page.goto(vocabularyPath(set));
    await expect(page.getByRole('heading', { name: set.topic })).toBeVisible();
    await expect(page.getByText(`Set ${set.position}`)).toBeVisible();

    for (const [index, item] of set.items.entries()) {
      await expect(page.getByText(`Word ${index + 1} of ${total}`)).toBeVisible();
      await expect(page.getByTestId('item-counter')).toHaveText(`${index + 1} / ${total}`);
      await answerWord(page, item.word);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(item.meaning);
      await expect(page.getByTestId('completed-count')).toHaveText(`${index + 1} completed`);
      const last = index === total - 1;
      // The arrow is decoration: the buttons are named 'Next Set', 'Finish' and, for the bare '→', 'Continue'.
      const continueName = last ? (set.next ? 'Next Set' : 'Finish') : 'Continue';
      const continueButton = dialog.getByRole('button', { name: continueName, exact: true });
      await expect(continueButton).toHaveText(last ? `${continueName} →` : '');
      await expect(dialog).toContainText('Press Enter to continue');
      // SPEC §4: Enter is ignored for 500 ms after a correct check, so a held key cannot skip the modal.
      await page.waitForTimeout(TIMINGS.correctCheckGuardMs);
      await page.keyboard.press('Enter');
    }

    // 'Next Set' follows the home page's order; 'Finish' goes home.
    if (set.next) await expect(page).toHaveURL(new RegExp(`/dictation/${set.next.position}\\?`));
    else await expect(page).toHaveURL(/\/$/);

    await page.goto('/');
    const card = page
      .getByTestId('vocabulary-set-card')
      .filter({ has: page.getByText(`Set ${set.position}`, { exact: true }) });
    await expect(card).toContainText('Completed');
    const stored = await page.evaluate(() => window.localStorage.getItem('vocab-completed-sets'));
    expect(JSON.parse(stored ?? '[]')).toContain(set.position);
  });

  test('a sentence with one wrong word shows the per-word result and the answer', async ({ page }) => {
    const set = await firstSentenceSet(page.request);
    const sentence = set.items[0]!;
    const words = sentence.englishSentence.split(' ').filter(Boolean);
    const wrongIndex = words.length > 1 ? 1 : 0;
    await page.goto(sentencePath(set));
    await expect(page.getByRole('heading', { name: set.part.toUpperCase() })).toBeVisible();
    await expect(page.getByText(`Sentence 1 of ${set.items.length}`)).toBeVisible();

    // Tab moves from one word to the next (SPEC §2).
    await expect(page.getByPlaceholder('Word 1', { exact: true })).toBeFocused();
    for (const [index, word] of words.entries()) {
      await page.keyboard.type(index === wrongIndex ? `${word}xyz` : word);
      if (index < words.length - 1) await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');

    for (const index of words.keys()) {
      await expect(page.getByPlaceholder(`Word ${index + 1}`, { exact: true })).toHaveAttribute(
        'data-result',
        index === wrongIndex ? 'wrong' : 'correct',
      );
    }
    const answer = page.getByTestId('answer');
    await expect(answer).toContainText(sentence.englishSentence);
    await expect(answer).toContainText(sentence.vietnameseTranslation);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The wrong word's text is selected, so typing replaces it.
    const wrongInput = page.getByPlaceholder(`Word ${wrongIndex + 1}`, { exact: true });
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
    await page.getByRole('button', { name: 'Check', exact: true }).click();
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

    await dialog.getByRole('button', { name: 'Create example' }).click();
    await expect(card).toContainText(item.word);
    await expect(card).toContainText('💡');
    const first = (await card.textContent()) ?? '';
    await expect(dialog.getByText(/Example \d\/\d/)).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Create new example' }).click();
    await expect(dialog.getByText('Example 2/2')).toBeVisible();
    const second = (await card.textContent()) ?? '';
    expect(second).not.toBe(first);

    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByText('Example 1/2')).toBeVisible();
    await expect(card).toHaveText(first);
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(dialog.getByText('Example 2/2')).toBeVisible();
    await expect(card).toHaveText(second);

    // Stored examples come back with the word: the first one shows, and both can be browsed.
    await page.reload();
    await answerWord(page, item.word);
    await expect(dialog.getByText('Example 1/2')).toBeVisible();
    await expect(card).toHaveText(first);
  });

  test('an unknown topic shows the server message with Try again', async ({ page }) => {
    await page.goto('/dictation/1?topic=No+Such+Topic&setIndex=0');
    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(page.getByText('Topic "No Such Topic" not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
