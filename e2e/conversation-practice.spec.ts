// Issue 15: a Part 3 conversation dictated turn by turn with the keyboard: each line shows the earlier turns of
// its conversation with their speakers and translations, the current speaker's label, and a number may be
// typed as its spoken words ('Flight 208' as 'two oh eight').
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TSentenceOverview, TSentenceSet } from '../src/shared/practice/contract';
import { TIMINGS } from '../src/shared/constants';
import { axeViolations, getJson, presetCookieConsent } from './support';

/** The first set of a part that holds a conversation (the set API the page uses). */
async function setWithConversation(request: APIRequestContext, part: string): Promise<TSentenceSet> {
  const overview = await getJson<TSentenceOverview>(request, '/practice/sentences/sets');
  for (let setIndex = 0; setIndex < (overview.setsPerPart[part as 'part3'] ?? 0); setIndex++) {
    const set = await getJson<TSentenceSet>(request, `/practice/sentences?part=${part}&setIndex=${setIndex}`);
    if (set.items.some((item) => item.conversation !== null && item.turns! >= 3)) return set;
  }
  throw new Error(`the bundled content has no ${part} conversation`);
}

const sentencePath = (set: TSentenceSet) =>
  `/sentence-practice/${set.position}?${new URLSearchParams({ part: set.part, setIndex: String(set.setIndex) })}`;

/** The line as the learner types it: '208' said as 'two oh eight', the other words as written. */
const spoken = (sentence: string) =>
  sentence
    .split(' ')
    .filter(Boolean)
    .map((word) => (word.replace(/[^\d]/g, '') === '208' ? 'two oh eight' : word))
    .join(' ');

/** Types the line with the keyboard alone (Space moves to the next box), checks it, and continues. */
async function dictate(page: Page, sentence: string) {
  await expect(page.getByPlaceholder('Word 1', { exact: true })).toBeFocused();
  await page.keyboard.type(spoken(sentence));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(TIMINGS.correctCheckGuardMs);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

test.describe('conversation practice', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('a Part 3 conversation is dictated turn by turn with its earlier turns shown', async ({ page }) => {
    test.setTimeout(120_000);
    const set = await setWithConversation(page.request, 'part3');
    const first = set.items.findIndex((item) => item.conversation !== null && item.turns! >= 3);
    const conversation = set.items[first]!.conversation!;
    const lines = set.items.filter((item) => item.conversation === conversation);
    expect(lines.map((line) => line.turn)).toEqual(lines.map((_, index) => index + 1));

    await page.goto(sentencePath(set));
    await expect(page.getByRole('heading', { name: 'PART3' })).toBeVisible();
    // The lines before the conversation in this set.
    for (const item of set.items.slice(0, first)) await dictate(page, item.englishSentence);

    const earlier = page.getByRole('list', { name: 'Earlier in this conversation' });
    for (const [index, line] of lines.entries()) {
      await expect(page.getByText(`Sentence ${first + index + 1} of ${set.items.length}`)).toBeVisible();
      await expect(page.getByTestId('current-speaker')).toContainText(line.speaker!);
      await expect(page.getByText(`Conversation · line ${index + 1} of ${lines.length}`)).toBeVisible();
      if (index === 0) {
        await expect(earlier).toHaveCount(0);
      } else {
        const shown = earlier.getByRole('listitem');
        await expect(shown).toHaveCount(index);
        for (const [turn, before] of lines.slice(0, index).entries()) {
          await expect(shown.nth(turn)).toContainText(before.speaker!);
          await expect(shown.nth(turn)).toContainText(before.englishSentence);
          await expect(shown.nth(turn)).toContainText(before.vietnameseTranslation);
        }
        await expect(page.getByRole('button', { name: 'Replay conversation' })).toBeVisible();
      }
      // Mid-conversation, both widths pass axe.
      if (index === lines.length - 1) {
        for (const viewport of [
          { width: 390, height: 844 },
          { width: 1440, height: 900 },
        ]) {
          await page.setViewportSize(viewport);
          expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
        }
        await page.getByPlaceholder('Word 1', { exact: true }).focus();
      }
      await dictate(page, line.englishSentence);
    }
    expect(
      lines.some((line) => /\b208\b/.test(line.englishSentence)),
      'a line says a number',
    ).toBe(true);
  });
});
