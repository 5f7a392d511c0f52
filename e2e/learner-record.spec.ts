// The learner's record: an anonymous learner completes a set with one mistake, signs up, and
// a second browser signed in to the same account shows the set's score, the word among the mistakes
// ('Từ cần ôn') and 'Ôn tập' with a due count. The server's clock is real, so the first browser practises
// with its clock ten days in the past: those answers are due for review now. The second browser also
// follows a change made in the first one live, without a reload, and practises its review by keyboard.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { practiceText } from './practice-messages';
import type { TVocabularyOverview, TVocabularySet } from '../src/shared/practice/contract';
import type { TMistakeList } from '../src/shared/practice/record-contract';
import {
  getJson,
  PASSWORD,
  presetCookieConsent,
  presetVisitorRecord,
  signUpWithForm,
  visitorRecord,
  continueFromDialog,
} from './support';
import { vocabularySetCard } from './practice-sets';

const DAY_MS = 86_400_000;

async function vocabularySets(request: APIRequestContext): Promise<TVocabularySet[]> {
  const overview = await getJson<TVocabularyOverview>(request, '/practice/vocabulary/sets');
  const cards = overview.groups.flatMap((group) => group.sets).slice(0, 2);
  expect(cards.length, 'the bundled content has two vocabulary sets').toBe(2);
  return Promise.all(
    cards.map((card) =>
      getJson<TVocabularySet>(
        request,
        `/practice/vocabulary?${new URLSearchParams({ topic: card.topic, setIndex: String(card.setIndex) })}`,
      ),
    ),
  );
}

const setPath = (set: TVocabularySet) =>
  `/dictation/${set.position}?${new URLSearchParams({ topic: set.topic, setIndex: String(set.setIndex) })}`;

/** Types a word with the keyboard and checks it with Enter. */
async function typeAndCheck(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: practiceText('practice.answer'), exact: true });
  await expect(input).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('an anonymous learner’s record follows them into the account and to a second browser', async ({ browser }) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await presetCookieConsent(page);
  const [set, otherSet] = await vocabularySets(page.request);
  const total = set!.items.length;
  const missed = set!.items[0]!;

  // Ten days ago, as a visitor: the first word wrong once, then every word right.
  await page.clock.install({ time: new Date(Date.now() - 10 * DAY_MS) });
  await page.goto(setPath(set!));
  await typeAndCheck(page, `${missed.word}zz`);
  await expect(page.getByText(practiceText('practice.word.notQuite'))).toBeVisible();
  await page.keyboard.press('Control+a');
  await typeAndCheck(page, missed.word);
  await continueFromDialog(page);
  for (const item of set!.items.slice(1)) {
    await typeAndCheck(page, item.word);
    await continueFromDialog(page);
  }
  // The missed word comes back once before the set finishes.
  await expect(page.getByText(practiceText('practice.repeatNote'))).toBeVisible();
  await expect(page.getByTestId('item-counter')).toHaveText(`${total + 1} / ${total + 1}`);
  await typeAndCheck(page, missed.word);
  await continueFromDialog(page);
  await expect(page.getByRole('heading', { name: 'Hoàn thành bộ!' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dictation/${otherSet!.position}\\?`));

  // The visitor's home shows the honest score of the set, kept in this browser.
  await page.goto('/');
  await expect(vocabularySetCard(page, set!).getByTestId('set-score')).toContainText(`${total - 1}/${total}`);
  await expect(page.getByTestId('mistakes-link')).toContainText('1');

  // Signing up merges the browser's record into the account, then clears it.
  const { email } = await signUpWithForm(page, { name: 'Người Ôn Tập' });
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('practice-record'))).toBeNull();

  // A second browser, with the real clock, signed in to the same account.
  const second = await browser.newContext();
  const other = await second.newPage();
  await presetCookieConsent(other);
  await other.goto('/login');
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Mật khẩu').fill(PASSWORD);
  await other.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByText('Tiến độ được lưu vào tài khoản của bạn.')).toBeVisible();

  await expect(vocabularySetCard(other, set!).getByTestId('set-score')).toContainText(`${total - 1}/${total}`);
  await expect(vocabularySetCard(other, set!)).toContainText('Luyện lại');
  const mistakesLink = other.getByTestId('mistakes-link');
  await expect(mistakesLink).toContainText('Từ cần ôn');
  await expect(mistakesLink.locator('span').nth(1)).toHaveText('1');
  await expect(mistakesLink).toHaveAttribute('href', '/progress');
  const mistakes = await getJson<TMistakeList>(other.request, '/practice/mistakes');
  expect(mistakes.items.map((item) => [item.text, item.meaning])).toEqual([[missed.word, missed.meaning]]);
  // Answered ten days ago: every word of the set is due for review today.
  const reviewLink = other.getByTestId('review-link');
  await expect(reviewLink).toContainText('Ôn tập');
  await expect(reviewLink.locator('span').nth(1)).toHaveText(String(total));
  await expect(reviewLink).toHaveAttribute('href', '/review');

  // The word under 'Từ cần ôn' on the progress page, with its meaning.
  await mistakesLink.click();
  await expect(other).toHaveURL(/\/progress$/);
  const mistakesSection = other.getByTestId('mistakes-section');
  await expect(mistakesSection.getByRole('heading', { name: 'Từ cần ôn' })).toBeVisible();
  await expect(mistakesSection).toContainText(missed.word);
  await expect(mistakesSection).toContainText(missed.meaning);
  await other.goto('/');

  // Live: the first browser skips a word of another set; the second counts one more mistake, no reload.
  await page.goto(setPath(otherSet!));
  await page.getByRole('button', { name: practiceText('practice.fastForward') }).click();
  await expect(other.getByTestId('mistakes-link').locator('span').nth(1)).toHaveText('2');

  // The mistakes practise as a set: Alt+A shows the answer, the newest miss first.
  await other.goto('/review?source=mistakes');
  await expect(other.getByRole('heading', { name: 'Từ cần ôn', level: 1 })).toBeVisible();
  await expect(other.getByRole('textbox', { name: practiceText('practice.answer'), exact: true })).toBeFocused();
  await other.keyboard.press('Alt+a');
  await expect(other.getByTestId('answer')).toContainText(otherSet!.items[0]!.word);

  // 'Ôn tập' by keyboard: the due words, most overdue first, with the same screen and shortcuts.
  await other.goto('/');
  await reviewLink.click();
  await expect(other).toHaveURL(/\/review$/);
  await expect(other.getByRole('heading', { name: 'Ôn tập', level: 1 })).toBeVisible();
  // The set's words and the skipped one are due; a batch holds at most 20.
  const batchSize = Math.min(20, total + 1);
  await expect(other.getByText(`Lượt 1 · ${batchSize} từ`)).toBeVisible();
  await expect(other.getByText(practiceText('practice.word.itemLine', { number: 1, total: batchSize }))).toBeVisible();
  await other.keyboard.press('Alt+a');
  const word = (await other.getByTestId('answer').innerText()).split(' [')[0]!.trim();
  await other.keyboard.press('Alt+a');
  await typeAndCheck(other, word);
  await continueFromDialog(other);
  await expect(other.getByText(practiceText('practice.word.itemLine', { number: 2, total: batchSize }))).toBeVisible();

  await first.close();
  await second.close();
});

test('a visitor with nothing due sees a clear empty review', async ({ page }) => {
  await presetCookieConsent(page);
  await page.goto('/review');
  await expect(page.getByRole('heading', { name: 'Hiện chưa có mục nào đến hạn ôn', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Luyện một bộ' })).toHaveAttribute('href', '/');
  await page.goto('/review?source=mistakes');
  await expect(page.getByRole('heading', { name: 'Không có từ nào cần ôn', level: 1 })).toBeVisible();
});

test('a review batch ends with the offer of the next one', async ({ page }) => {
  await presetCookieConsent(page);
  const [set] = await vocabularySets(page.request);
  const words = set!.items.slice(0, 2);
  // Two words reviewed a month ago: both due today.
  await presetVisitorRecord(
    page,
    visitorRecord([
      {
        kind: 'vocabulary',
        group: set!.topic,
        setIndex: null,
        items: words,
        answeredAt: new Date(Date.now() - 30 * DAY_MS),
      },
    ]),
  );
  await page.goto('/');
  await expect(page.getByTestId('review-link').locator('span').nth(1)).toHaveText('2');
  await page.getByTestId('review-link').click();
  await expect(page.getByText('Lượt 1 · 2 từ')).toBeVisible();
  for (let index = 0; index < words.length; index += 1) {
    await expect(page.getByText(practiceText('practice.word.itemLine', { number: index + 1, total: 2 }))).toBeVisible();
    await page.keyboard.press('Alt+a');
    const word = (await page.getByTestId('answer').innerText()).split(' [')[0]!.trim();
    expect(words.map((item) => item.word)).toContain(word);
    await page.keyboard.press('Alt+a');
    await typeAndCheck(page, word);
    await continueFromDialog(page);
  }
  // Both were revealed (shown before typing), so both come back once before the batch ends.
  for (let index = 0; index < words.length; index += 1) {
    await expect(page.getByText(practiceText('practice.repeatNote'))).toBeVisible();
    await page.keyboard.press('Alt+a');
    const word = (await page.getByTestId('answer').innerText()).split(' [')[0]!.trim();
    await page.keyboard.press('Alt+a');
    await page.keyboard.press('Control+a');
    await typeAndCheck(page, word);
    await continueFromDialog(page);
  }
  await expect(page.getByRole('heading', { name: 'Xong lượt này', level: 1 })).toBeVisible();
  const next = page.getByRole('button', { name: 'Lượt tiếp theo' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  // Answered today, nothing is due any more.
  await expect(page.getByRole('heading', { name: 'Tạm thời đã xong', level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('review-link').locator('span').nth(1)).toHaveText('0');
});
