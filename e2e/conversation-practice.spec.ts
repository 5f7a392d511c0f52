// A Part 3 conversation dictated turn by turn with the keyboard: each line shows the earlier turns of
// its conversation with their speakers and translations, the current speaker's label, and a number may be
// typed as its spoken words ('Flight 208' as 'two oh eight').
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { practiceText } from './practice-messages';
import type { TSentenceOverview, TSentenceSet } from '../src/shared/practice/contract';
import { TIMINGS } from '../src/shared/constants';
import { axeViolations, getJson, presetCookieConsent } from './support';
import { sentencePath } from './practice-sets';

/** A number said as its digits ('Room 302', 'about 60'), not money or a time: typed as words below. */
const SPOKEN_NUMBER = /^\d+[.,?!]?$/;
const saysNumber = (sentence: string) => sentence.split(' ').some((word) => SPOKEN_NUMBER.test(word));
const isExchange = (item: TSentenceSet['items'][number]) => item.conversation !== null && item.turns! >= 3;

/** The first set of a part with a conversation one of whose lines says a number (the set API the page uses). */
async function setWithConversation(request: APIRequestContext, part: string): Promise<TSentenceSet> {
  const overview = await getJson<TSentenceOverview>(request, '/practice/sentences/sets');
  for (let setIndex = 0; setIndex < (overview.setsPerPart[part as 'part3'] ?? 0); setIndex++) {
    const set = await getJson<TSentenceSet>(request, `/practice/sentences?part=${part}&setIndex=${setIndex}`);
    const conversations = new Set(set.items.filter(isExchange).map((item) => item.conversation));
    const withNumber = set.items.filter(
      (item) => conversations.has(item.conversation) && saysNumber(item.englishSentence),
    );
    if (withNumber.length > 0) return set;
  }
  throw new Error(`the bundled content has no ${part} conversation`);
}

const DIGIT_WORDS = ['oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** The line as the learner types it: a said number digit by digit in words ('302' as 'three oh two'). */
const spoken = (sentence: string) =>
  sentence
    .split(' ')
    .filter(Boolean)
    .map((word) =>
      SPOKEN_NUMBER.test(word)
        ? [...word.replace(/\D/g, '')].map((digit) => DIGIT_WORDS[Number(digit)]).join(' ')
        : word,
    )
    .join(' ');

/** Types the line with the keyboard alone (Space moves to the next box), checks it, and continues. */
async function dictate(page: Page, sentence: string) {
  await expect(
    page.getByPlaceholder(practiceText('practice.sentence.wordBox', { number: 1 }), { exact: true }),
  ).toBeFocused();
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
    const set = await setWithConversation(page.request, 'part3');
    const conversation = set.items.find((item) => isExchange(item) && saysNumber(item.englishSentence))!.conversation!;
    const first = set.items.findIndex((item) => item.conversation === conversation);
    const lines = set.items.filter((item) => item.conversation === conversation);
    expect(lines.map((line) => line.turn)).toEqual(lines.map((_, index) => index + 1));

    await page.goto(sentencePath(set));
    await expect(page.getByRole('heading', { name: 'Part 3 — Hội thoại' })).toBeVisible();
    // The lines before the conversation in this set.
    for (const item of set.items.slice(0, first)) await dictate(page, item.englishSentence);

    const earlier = page.getByRole('list', {
      name: practiceText('practice.exchange.earlier', { kind: 'conversation' }),
    });
    for (const [index, line] of lines.entries()) {
      await expect(
        page.getByText(
          practiceText('practice.sentence.itemLine', { number: first + index + 1, total: set.items.length }),
          { exact: true },
        ),
      ).toBeVisible();
      await expect(page.getByTestId('current-speaker')).toContainText(line.speaker!);
      await expect(
        page.getByText(
          practiceText('practice.exchange.title', { kind: 'conversation', turn: index + 1, turns: lines.length }),
        ),
      ).toBeVisible();
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
        await expect(
          page.getByRole('button', { name: practiceText('practice.exchange.replay', { kind: 'conversation' }) }),
        ).toBeVisible();
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
        await page.getByPlaceholder(practiceText('practice.sentence.wordBox', { number: 1 }), { exact: true }).focus();
      }
      await dictate(page, line.englishSentence);
    }
    expect(
      lines.some((line) => saysNumber(line.englishSentence)),
      'a line says a number',
    ).toBe(true);
  });
});
