// The end of a set: its summary (score, accuracy, the items missed, the streak and today's goal) comes
// before the next set; Enter takes the next set, and the missed items can be practised again at once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { practiceText } from './practice-messages';
import { axeViolations, presetCookieConsent, presetVisitorRecord, visitorRecord, continueFromDialog } from './support';
import {
  firstVocabularySet,
  lastSentenceSet,
  sentencePath,
  smallestVocabularySet,
  vocabularyPath,
} from './practice-sets';

const DAY_MS = 86_400_000;

const SUMMARY_HEADING = 'Hoàn thành bộ!';

/** Types `text` in the focused answer box and checks it with Enter. */
async function typeAndCheck(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

const wordBox = (page: Page) => page.getByRole('textbox', { name: practiceText('practice.answer'), exact: true });

/** The first sentence box, focused when a line starts. */
const firstWordBox = (page: Page) =>
  page.getByPlaceholder(practiceText('practice.sentence.wordBox', { number: 1 }), { exact: true });

test.describe('the end-of-set summary', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('a word set with one mistake: score, accuracy and the missed word, its practice again, then Enter for the next set', async ({
    page,
  }) => {
    // The celebration plays when motion is allowed (the suite reduces motion by default).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const set = await smallestVocabularySet(page.request);
    expect(set.next).not.toBeNull();
    const [missed, ...rest] = set.items;
    if (!missed) throw new Error('the smallest set is empty');
    await page.goto(vocabularyPath(set));

    // The first word wrong once, then right; the others right at once; the missed word comes back at the end.
    await expect(wordBox(page)).toBeFocused();
    await typeAndCheck(page, `${missed.word}zz`);
    await expect(wordBox(page)).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('ControlOrMeta+A');
    await typeAndCheck(page, missed.word);
    await continueFromDialog(page);
    for (const item of rest) {
      await expect(wordBox(page)).toBeFocused();
      await typeAndCheck(page, item.word);
      await continueFromDialog(page);
    }
    await expect(wordBox(page)).toBeFocused();
    await typeAndCheck(page, missed.word);
    await continueFromDialog(page);

    // The summary, its heading focused (announced), the set's address unchanged.
    const summary = page.getByTestId('set-summary');
    await expect(page.getByRole('heading', { name: SUMMARY_HEADING, level: 1 })).toBeFocused();
    expect(page.url()).toContain(vocabularyPath(set));
    const total = set.items.length;
    await expect(summary.getByTestId('summary-score')).toContainText(`${total - 1}/${total}`);
    // Every right check (the repeat's included) out of every check: one was wrong.
    const accuracy = Math.round(((total + 1) / (total + 2)) * 100);
    await expect(summary.getByTestId('summary-accuracy')).toContainText(`${accuracy}%`);
    await expect(summary.getByTestId('summary-speed')).toContainText('từ/phút');
    await expect(summary.getByTestId('summary-time')).toContainText('giây');
    const missedList = summary.getByTestId('summary-missed');
    await expect(missedList.getByRole('listitem')).toHaveCount(1);
    await expect(missedList.locator('[lang="en"]')).toHaveText(missed.word);
    await expect(missedList.locator('[lang="vi"]')).toHaveText(missed.meaning);
    await expect(missedList.getByRole('button', { name: `Nghe “${missed.word}”` })).toBeVisible();
    // The streak and today's goal from the learner's record (this browser's).
    await expect(summary.getByTestId('summary-streak')).toContainText('1 ngày');
    await expect(summary.getByTestId('summary-goal')).toContainText('/20 mục');
    await expect(summary.getByRole('link', { name: 'Bộ tiếp theo' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Về trang chủ' })).toBeVisible();
    const sparks = summary.getByTestId('summary-celebration').locator('span').first();
    expect(await sparks.evaluate((spark) => getComputedStyle(spark).animationName)).not.toBe('none');

    // Axe at both widths.
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
    }

    // 'Ôn lại các từ sai' practises the missed word alone, then comes back to the summary.
    await summary.getByRole('button', { name: 'Ôn lại các từ sai' }).click();
    await expect(page.getByTestId('item-counter')).toHaveText('1 / 1');
    await expect(wordBox(page)).toBeFocused();
    await typeAndCheck(page, missed.word);
    await expect(page.getByRole('dialog')).toContainText(missed.meaning);
    await continueFromDialog(page);
    await expect(page.getByRole('heading', { name: SUMMARY_HEADING, level: 1 })).toBeFocused();

    // Enter takes the next set.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dictation/${set.next!.position}\\?`));
    await expect(page.getByTestId('set-summary')).toHaveCount(0);
  });

  test('the last sentence set: its missed line, the due review, no next set, Enter goes home; no celebration under reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Two words reviewed a month ago: both due today.
    const earlier = await firstVocabularySet(page.request);
    await presetVisitorRecord(
      page,
      visitorRecord([
        {
          kind: 'vocabulary',
          group: earlier.topic,
          setIndex: null,
          items: earlier.items.slice(0, 2),
          answeredAt: new Date(Date.now() - 30 * DAY_MS),
        },
      ]),
    );
    const set = await lastSentenceSet(page.request);
    expect(set.next).toBeNull();
    const [missed, ...rest] = set.items;
    if (!missed) throw new Error('the last sentence set is empty');
    await page.goto(sentencePath(set));

    // The first line checked empty once (a wrong check), then typed; the others right at once.
    await expect(firstWordBox(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(firstWordBox(page)).toHaveAttribute('data-result', 'wrong');
    await firstWordBox(page).focus();
    for (const item of [missed, ...rest, missed]) {
      await expect(firstWordBox(page)).toBeFocused();
      await typeAndCheck(page, item.englishSentence);
      await continueFromDialog(page);
    }

    const summary = page.getByTestId('set-summary');
    await expect(page.getByRole('heading', { name: SUMMARY_HEADING, level: 1 })).toBeFocused();
    const total = set.items.length;
    await expect(summary.getByTestId('summary-score')).toContainText(`${total - 1}/${total}`);
    await expect(summary.getByRole('heading', { name: 'Câu sai (1)' })).toBeVisible();
    await expect(summary.getByTestId('summary-missed').locator('[lang="en"]')).toHaveText(missed.englishSentence);
    await expect(summary.getByTestId('summary-missed').locator('[lang="vi"]')).toHaveText(missed.vietnameseTranslation);
    await expect(summary.getByRole('button', { name: 'Ôn lại các câu sai' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Ôn tập 2 mục đến hạn' })).toHaveAttribute('href', '/review');
    // The last set: no next set; home is the first step.
    await expect(summary.getByRole('link', { name: 'Bộ tiếp theo' })).toHaveCount(0);
    await expect(summary.getByText('để về trang chủ')).toBeVisible();
    for (const animated of [
      summary.getByTestId('summary-celebration').locator('span').first(),
      summary.locator('h1'),
    ]) {
      expect(await animated.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    }

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
    }

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });
});
