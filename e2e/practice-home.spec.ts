// Home / dictation list: topics and parts from the seeded content, closed; set cards, their word lists and the
// links into practice,
// completed marks with their score and date from the learner's record (a visitor's is kept in
// browser storage), the error and empty states, particles and the sound files.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type {
  TSentenceOverview,
  TSentenceSet,
  TVocabularyOverview,
  TVocabularySet,
} from '../src/shared/practice/contract';
import {
  axeViolations,
  presetCookieConsent,
  presetVisitorRecord,
  signUp,
  visitorRecord,
  type VisitorRun,
} from './support';

async function overviews(request: APIRequestContext) {
  const vocabulary = (await (await request.get('/api/v4/practice/vocabulary/sets')).json()) as TVocabularyOverview;
  const sentences = (await (await request.get('/api/v4/practice/sentences/sets')).json()) as TSentenceOverview;
  return { vocabulary, sentences };
}

/**
 * A visitor's record (localStorage 'practice-record') in which the first vocabulary set and the
 * first sentence set were answered right, one item after a mistake, on 2 March 2026; plus the old
 * 'Completed' flags, which the record replaces.
 */
async function presetRecord(page: Page, request: APIRequestContext) {
  const { vocabulary, sentences } = await overviews(request);
  const vocabularyCard = vocabulary.groups[0]!.sets[0]!;
  const vocabularySet = (await (
    await request.get(
      `/api/v4/practice/vocabulary?${new URLSearchParams({ topic: vocabularyCard.topic, setIndex: '0' })}`,
    )
  ).json()) as TVocabularySet;
  const sentenceCard = sentences.groups[0]?.sets[0];
  const sentenceSet = sentenceCard
    ? ((await (
        await request.get(
          `/api/v4/practice/sentences?${new URLSearchParams({ part: sentenceCard.part, setIndex: '0' })}`,
        )
      ).json()) as TSentenceSet)
    : null;
  const answeredAt = new Date(Date.UTC(2026, 2, 2, 3, 0, 0));
  const runs: VisitorRun[] = [
    { kind: 'vocabulary', group: vocabularySet.topic, setIndex: 0, items: vocabularySet.items, answeredAt },
  ];
  if (sentenceSet) {
    runs.push({ kind: 'sentence', group: sentenceSet.part, setIndex: 0, items: sentenceSet.items, answeredAt });
  }
  await presetVisitorRecord(page, visitorRecord(runs));
  await page.addInitScript(() => window.localStorage.setItem('vocab-completed-sets', JSON.stringify([2])));
  return { vocabularySet, sentenceSet };
}

test.describe('practice home', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('lists every topic and part closed, and a card keeps its words behind a button', async ({ page, request }) => {
    const { vocabulary, sentences } = await overviews(request);
    const firstGroup = vocabulary.groups[0];
    expect(firstGroup, 'the e2e server seeds content/vocabulary.json').toBeDefined();
    if (!firstGroup) return;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nghe, gõ');
    await expect(page).toHaveTitle(/^Luyện nghe chép chính tả TOEIC/);
    const groups = page.getByTestId('set-group');
    await expect(groups).toHaveCount(vocabulary.groups.length + sentences.groups.length);
    // Every topic and part is closed: no card is shown before the learner opens one.
    await expect(page.locator('[data-testid="set-group"][open]')).toHaveCount(0);
    await expect(page.getByTestId('vocabulary-set-card').first()).toBeHidden();
    await expect(page.getByTestId('vocabulary-set-card')).toHaveCount(vocabulary.totalSets);

    const topic = groups.filter({ hasText: firstGroup.topic }).first();
    await topic.locator('summary').click();
    const card = topic.getByTestId('vocabulary-set-card').first();
    await expect(card).toBeVisible();
    // Numbered in its topic, sized, a few Vietnamese meanings, and no English word before the learner asks.
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(`Bộ 1 / ${firstGroup.sets.length}`);
    await expect(card).toContainText(`${firstGroup.sets[0]!.words.length} từ`);
    await expect(card).toContainText(firstGroup.sets[0]!.sample[0]!);
    const toggle = card.getByRole('button', { name: 'Xem danh sách từ' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = card.getByRole('list', { name: 'Các từ của bộ' });
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(firstGroup.sets[0]!.words.length);
    await expect(list.getByRole('listitem').first()).toHaveText(firstGroup.sets[0]!.words[0]!);
    await toggle.click();
    await expect(list).toBeHidden();

    // Start opens the set at its address by number.
    await card.getByRole('link', { name: /^Bắt đầu/ }).click();
    await expect(page).toHaveURL(`/dictation/1?${new URLSearchParams({ topic: firstGroup.topic, setIndex: '0' })}`);
    await expect(page).toHaveTitle(new RegExp(`^${firstGroup.topic} · Bộ 1 / ${firstGroup.sets.length} –`));
  });

  test('the parts are named, Part 4 included, and a part’s sets are numbered within it', async ({ page, request }) => {
    const { sentences } = await overviews(request);
    expect(sentences.groups.map((group) => group.part)).toEqual(['part1', 'part2', 'part3', 'part4']);
    await page.goto('/');
    const section = page.locator('#sentence-practice');
    for (const name of ['Part 1 — Mô tả tranh', 'Part 2 — Hỏi – đáp', 'Part 3 — Hội thoại', 'Part 4 — Bài nói']) {
      await expect(section.getByTestId('set-group').filter({ hasText: name })).toHaveCount(1);
    }
    await expect(section).not.toContainText('PART');
    const part4 = sentences.groups[3]!;
    const group = section.getByTestId('set-group').filter({ hasText: 'Part 4 — Bài nói' });
    await expect(group.locator('summary')).toContainText(`${part4.sets.length} bộ`);
    await group.locator('summary').click();
    const last = group.getByTestId('sentence-set-card').last();
    await expect(last.getByRole('heading', { level: 3 })).toHaveText(`Bộ ${part4.sets.length} / ${part4.sets.length}`);
    await expect(last.getByRole('link', { name: /^Bắt đầu/ })).toHaveAttribute(
      'href',
      `/sentence-practice/${part4.sets.at(-1)!.position}?part=part4&setIndex=${part4.sets.length - 1}`,
    );
  });

  test('a Part 3 set is named by its part and numbered within it, on the page and in the tab', async ({
    page,
    request,
  }) => {
    const { sentences } = await overviews(request);
    const part3 = sentences.groups.find((group) => group.part === 'part3')!;
    const set = part3.sets[1]!;
    await page.goto(`/sentence-practice/${set.position}?part=part3&setIndex=1`);
    const title = `Part 3 — Hội thoại · Bộ 2 / ${part3.sets.length}`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Part 3 — Hội thoại');
    await expect(page.getByText(`Bộ 2 / ${part3.sets.length}`, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} –`));
    // The address by number alone still reaches the set.
    await page.goto(`/sentence-practice/${set.position}`);
    await expect(page).toHaveURL(`/sentence-practice/${set.position}?part=part3&setIndex=1`);
  });

  test('/dictation-list is the same screen under its own title', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Chép chính tả' }).click();
    await expect(page).toHaveURL(/\/dictation-list$/);
    await expect(page).toHaveTitle(/^Tất cả bộ luyện tập/);
    await expect(page.getByTestId('set-group').first()).toBeVisible();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`a new visitor's home is short and clean at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByTestId('home-stats')).toBeVisible();
      await expect(page.getByTestId('continue-link')).toContainText('Bắt đầu luyện tập');
      if (viewport.width === 390) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(height).toBeLessThan(5000);
      }
      expect(await axeViolations(page)).toEqual([]);
      // Opened, a topic and a card's list stay clean too.
      const group = page.getByTestId('set-group').first();
      await group.locator('summary').click();
      await group.getByRole('button', { name: 'Xem danh sách từ' }).first().click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('sets completed in the learner record show as Completed with their score and date', async ({
    page,
    request,
  }) => {
    const { vocabularySet, sentenceSet } = await presetRecord(page, request);
    await page.goto('/');
    const cards = page.getByTestId('vocabulary-set-card');
    const total = vocabularySet.items.length;
    // The topic's summary counts its completed sets.
    await expect(page.getByTestId('set-group').first().locator('summary')).toContainText('xong 1/');
    await page.getByTestId('set-group').first().locator('summary').click();
    await expect(cards.nth(0).getByTitle('Đã hoàn thành')).toBeVisible();
    await expect(cards.nth(0).getByRole('link', { name: /^Luyện lại/ })).toBeVisible();
    await expect(cards.nth(0).getByTestId('set-score')).toHaveText(
      `${total - 1}/${total} đúng ngay lần đầu · 2 thg 3, 2026`,
    );
    // The old flag (set 2 'completed' with no score) is no longer shown, and is removed.
    await expect(cards.nth(1).getByRole('link', { name: /^Bắt đầu/ })).toBeVisible();
    await expect(cards.nth(1).getByTestId('set-score')).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('vocab-completed-sets'))).toBeNull();
    if (sentenceSet) {
      const sentenceCards = page.getByTestId('sentence-set-card');
      await expect(sentenceCards.nth(0).getByTestId('set-score')).toContainText(
        `${sentenceSet.items.length - 1}/${sentenceSet.items.length}`,
      );
    }
    // The counters count these completions; the hero continues after the set completed last.
    await expect(page.getByTestId('home-stats')).toContainText(`Đã hoàn thành${sentenceSet ? 2 : 1}`);
    await expect(page.getByTestId('continue-link')).toContainText('Học tiếp');
    // 'Từ cần ôn' counts the items answered after a mistake; 'Ôn tập' the items due today.
    await expect(page.getByTestId('mistakes-link')).toContainText(`Từ cần ôn${sentenceSet ? 2 : 1}`);
    await expect(page.getByTestId('review-link')).toContainText(`Ôn tập${total + (sentenceSet?.items.length ?? 0)}`);
  });

  test('a failed load shows the error and Try again reloads the page', async ({ page }) => {
    await page.route('**/api/v4/practice/vocabulary/sets', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } }),
    );
    await page.goto('/');
    await expect(page.getByText('Không tải được các bộ từ vựng. Vui lòng thử lại.')).toBeVisible();
    await page.unroute('**/api/v4/practice/vocabulary/sets');
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page.getByTestId('vocabulary-set-card').first()).toBeAttached();
  });

  test('the stats show no count while a list loads or after it failed', async ({ page }) => {
    // The vocabulary sets never arrive; the sentence sets do.
    await page.route('**/api/v4/practice/vocabulary/sets', () => {});
    await page.goto('/');
    await expect(page.getByTestId('sentence-set-card').first()).toBeAttached();
    await expect(page.getByTestId('home-stats-placeholder')).toBeVisible();
    await expect(page.getByTestId('home-stats')).toHaveCount(0);

    await page.unroute('**/api/v4/practice/vocabulary/sets');
    await page.route('**/api/v4/practice/vocabulary/sets', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } }),
    );
    await page.reload();
    await expect(page.getByText('Không tải được các bộ từ vựng. Vui lòng thử lại.')).toBeVisible();
    await expect(page.getByTestId('sentence-set-card').first()).toBeAttached();
    await expect(page.getByTestId('home-stats')).toHaveCount(0);
    await expect(page.getByTestId('home-stats-placeholder')).toHaveCount(0);
  });

  test('the sets stay where they are when the learner’s record arrives after them', async ({ page }) => {
    await signUp(page);
    let answerProgress = () => {};
    const progressHeld = new Promise<void>((resolve) => (answerProgress = resolve));
    await page.route('**/api/v4/practice/progress', async (route) => {
      await progressHeld;
      await route.continue();
    });
    await page.goto('/');
    const card = page.getByTestId('set-group').first();
    await expect(card).toBeVisible();
    await expect(page.getByTestId('record-placeholder')).toBeHidden();
    await expect(page.getByTestId('review-link')).toHaveCount(0);
    const before = await card.boundingBox();

    answerProgress();
    await expect(page.getByTestId('review-link')).toBeVisible();
    await expect(page.getByTestId('record-placeholder')).toHaveCount(0);
    expect(await card.boundingBox()).toEqual(before);
  });

  test('the record’s links stay where they are when the sets arrive after them', async ({ page }) => {
    let answerSets = () => {};
    const setsHeld = new Promise<void>((resolve) => (answerSets = resolve));
    await page.route('**/api/v4/practice/vocabulary/sets', async (route) => {
      await setsHeld;
      await route.continue();
    });
    await page.goto('/');
    const reviewLink = page.getByTestId('review-link');
    await expect(reviewLink).toBeVisible();
    await expect(page.getByTestId('home-stats-placeholder')).toBeAttached();
    const before = await reviewLink.boundingBox();

    answerSets();
    await expect(page.getByTestId('home-stats')).toBeVisible();
    expect(await reviewLink.boundingBox()).toEqual(before);
  });

  test('no sets shows the empty state and Refresh loads them again', async ({ page }) => {
    await page.route('**/api/v4/practice/vocabulary/sets', (route) =>
      route.fulfill({ json: { groups: [], totalSets: 0 } satisfies TVocabularyOverview }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Chưa có bộ từ vựng nào' })).toBeVisible();
    await expect(page.getByText('Hiện chưa có bộ từ vựng nào.')).toBeVisible();
    await page.unroute('**/api/v4/practice/vocabulary/sets');
    await page.getByRole('button', { name: 'Tải lại' }).click();
    await expect(page.getByTestId('vocabulary-set-card').first()).toBeAttached();
  });

  test('decorative particles float behind the page and hold still for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const particles = page.getByTestId('particles');
    await expect(particles).toHaveAttribute('aria-hidden', 'true');
    await expect(particles.locator('span')).toHaveCount(40);
    const particle = particles.locator('span').first();
    const runningAnimations = () =>
      particle.evaluate(
        (element) => element.getAnimations().filter((animation) => animation.playState === 'running').length,
      );
    const transform = () => particle.evaluate((element) => getComputedStyle(element).transform);
    await expect.poll(runningAnimations).toBe(1);
    // It moves: its transform changes while we watch.
    const before = await transform();
    await expect.poll(transform).not.toBe(before);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => particle.evaluate((element) => element.getAnimations().length)).toBe(0);
    expect(await transform()).toBe('none');
  });

  test('a low-end phone gets no particles', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 1 }));
    await page.goto('/');
    await expect(page.getByTestId('set-group').first()).toBeVisible();
    await expect(page.getByTestId('particles')).toHaveCount(0);
  });

  test('the success and error sounds are short MP3 files', async ({ request }) => {
    for (const name of ['success-sound.mp3', 'error-sound.mp3']) {
      const response = await request.get(`/asset/audio/${name}`);
      expect(response.status(), name).toBe(200);
      expect(response.headers()['content-type']).toContain('audio/mpeg');
      const body = await response.body();
      expect(body.length).toBeGreaterThan(1000);
      expect(body.length).toBeLessThan(20 * 1024);
      expect(body.subarray(0, 3).toString('latin1')).toBe('ID3');
    }
  });
});
