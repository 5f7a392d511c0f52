// Home / dictation list: set cards from the seeded content, the links into practice,
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
import { presetCookieConsent, presetVisitorRecord, signUp, visitorRecord, type VisitorRun } from './support';

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

  test('shows the vocabulary sets by topic and the Sentence Practice section', async ({ page, request }) => {
    const { vocabulary, sentences } = await overviews(request);
    const firstGroup = vocabulary.groups[0];
    expect(firstGroup, 'the e2e server seeds content/vocabulary.json').toBeDefined();
    if (!firstGroup) return;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Listen, type');
    const cards = page.getByTestId('vocabulary-set-card');
    await expect(cards).toHaveCount(vocabulary.totalSets);
    const first = cards.first();
    await expect(first).toContainText(firstGroup.topic);
    await expect(first).toContainText('Set 1');
    await expect(first).toContainText('Start');
    await expect(first.getByRole('listitem')).toHaveCount(Math.min(20, firstGroup.sets[0]?.words.length ?? 0));
    await expect(page.getByRole('heading', { name: firstGroup.topic, level: 3 })).toBeVisible();

    const sentenceSection = page.locator('#sentence-practice');
    await expect(sentenceSection.getByRole('heading', { name: 'Sentence Practice', level: 2 })).toBeVisible();
    const firstPart = sentences.groups[0];
    if (firstPart && firstPart.sets[0]) {
      const sentenceCards = sentenceSection.getByTestId('sentence-set-card');
      await expect(sentenceCards).toHaveCount(sentences.totalSets);
      await expect(sentenceCards.first()).toContainText(firstPart.part.toUpperCase());
      await expect(sentenceCards.first()).toContainText('Set 1');
      await expect(sentenceCards.first().getByRole('listitem')).toHaveCount(firstPart.sets[0].sentences.length);
      await expect(sentenceCards.first()).toHaveAttribute(
        'href',
        `/sentence-practice/1?part=${firstPart.part}&setIndex=0`,
      );
    } else {
      await expect(sentenceSection.getByText('No Sentence Sets Available')).toBeVisible();
    }

    // /dictation-list is the same screen, reached from the navigation bar.
    await page.getByRole('link', { name: 'Chép chính tả' }).click();
    await expect(page).toHaveURL(/\/dictation-list$/);
    await expect(page.getByTestId('vocabulary-set-card')).toHaveCount(vocabulary.totalSets);
  });

  test('a set card opens word dictation with the set number, topic and set index', async ({ page, request }) => {
    const { vocabulary } = await overviews(request);
    const topic = vocabulary.groups[0]?.topic ?? '';
    await page.goto('/dictation-list');
    await page.getByTestId('vocabulary-set-card').first().click();
    const expected = new URLSearchParams({ topic, setIndex: '0' });
    await expect(page).toHaveURL(`/dictation/1?${expected}`);
  });

  test('sets completed in the learner record show as Completed with their score and date', async ({
    page,
    request,
  }) => {
    const { vocabularySet, sentenceSet } = await presetRecord(page, request);
    await page.goto('/');
    const cards = page.getByTestId('vocabulary-set-card');
    const total = vocabularySet.items.length;
    await expect(cards.nth(0).getByText('Completed', { exact: true })).toBeVisible();
    await expect(cards.nth(0).getByText('Start', { exact: true })).toHaveCount(0);
    await expect(cards.nth(0).getByTestId('set-score')).toHaveText(
      `${total - 1}/${total} right at the first try, completed 2 Mar 2026`,
    );
    // The old flag (set 2 'completed' with no score) is no longer shown, and is removed.
    await expect(cards.nth(1)).toContainText('Start');
    await expect(cards.nth(1).getByText('Completed', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('vocab-completed-sets'))).toBeNull();
    if (sentenceSet) {
      const sentenceCards = page.getByTestId('sentence-set-card');
      await expect(sentenceCards.nth(0).getByText('Completed', { exact: true })).toBeVisible();
      await expect(sentenceCards.nth(0).getByTestId('set-score')).toContainText(
        `${sentenceSet.items.length - 1}/${sentenceSet.items.length}`,
      );
    }
    // The counters count these completions; the hero continues with the first set not completed yet.
    await expect(page.getByTestId('home-stats')).toContainText(`Completed${sentenceSet ? 2 : 1}`);
    await expect(page.getByRole('link', { name: /Continue practising/ })).toHaveAttribute('href', /^\/dictation\/2\?/);
    // 'Từ cần ôn' counts the items answered after a mistake; 'Ôn tập' the items due today.
    await expect(page.getByTestId('mistakes-link')).toContainText(`Từ cần ôn${sentenceSet ? 2 : 1}`);
    await expect(page.getByTestId('review-link')).toContainText(`Ôn tập${total + (sentenceSet?.items.length ?? 0)}`);
  });

  test('a failed load shows the error and Try again reloads the page', async ({ page }) => {
    await page.route('**/api/v4/practice/vocabulary/sets', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } }),
    );
    await page.goto('/');
    await expect(page.getByText('Failed to load vocabulary data. Please try again.')).toBeVisible();
    await page.unroute('**/api/v4/practice/vocabulary/sets');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('vocabulary-set-card').first()).toBeVisible();
  });

  test('the stats show no count while a list loads or after it failed', async ({ page }) => {
    // The vocabulary sets never arrive; the sentence sets do.
    await page.route('**/api/v4/practice/vocabulary/sets', () => {});
    await page.goto('/');
    await expect(page.getByTestId('sentence-set-card').first()).toBeVisible();
    await expect(page.getByTestId('home-stats-placeholder')).toBeVisible();
    await expect(page.getByTestId('home-stats')).toHaveCount(0);

    await page.unroute('**/api/v4/practice/vocabulary/sets');
    await page.route('**/api/v4/practice/vocabulary/sets', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } }),
    );
    await page.reload();
    await expect(page.getByText('Failed to load vocabulary data. Please try again.')).toBeVisible();
    await expect(page.getByTestId('sentence-set-card').first()).toBeVisible();
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
    const card = page.getByTestId('vocabulary-set-card').first();
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
    await expect(page.getByRole('heading', { name: 'No Vocabulary Sets Available' })).toBeVisible();
    await expect(page.getByText('There are no vocabulary sets available at the moment.')).toBeVisible();
    await page.unroute('**/api/v4/practice/vocabulary/sets');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('vocabulary-set-card').first()).toBeVisible();
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
    await expect(page.getByTestId('vocabulary-set-card').first()).toBeVisible();
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
