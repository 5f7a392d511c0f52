// Every route and every dialog at 390 and 1440 px has no WCAG 2.2 AA violation axe-core can
// find, and every route names itself in the tab title.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { practiceText } from './practice-messages';
import sharp from 'sharp';
import type { TSentenceOverview, TVocabularyOverview } from '../src/shared/practice/contract';
import { seedRecord } from './progress-support';
import { axeViolations, presetCookieConsent, signUp, uploadFromProfile } from './support';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const samplePdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: fs.readFileSync(path.resolve('bench/fixtures/sample.pdf')),
});

interface Fixture {
  vocabularyPath: string;
  sentencePath: string;
  fileId: string;
  userId: string;
}

async function practicePaths(page: Page): Promise<Pick<Fixture, 'vocabularyPath' | 'sentencePath'>> {
  const vocabulary = (await (await page.request.get('/api/v4/practice/vocabulary/sets')).json()) as TVocabularyOverview;
  const sentences = (await (await page.request.get('/api/v4/practice/sentences/sets')).json()) as TSentenceOverview;
  const word = vocabulary.groups[0]!.sets[0]!;
  const sentence = sentences.groups[0]!.sets[0]!;
  return {
    vocabularyPath: `/dictation/${word.position}?${new URLSearchParams({ topic: word.topic, setIndex: String(word.setIndex) })}`,
    sentencePath: `/sentence-practice/${sentence.position}?${new URLSearchParams({ part: sentence.part, setIndex: String(sentence.setIndex) })}`,
  };
}

/** Waits until the screen has left its loading state (no spinner, a heading shown). */
async function settle(page: Page, route: string) {
  await expect(page.locator('h1').first(), `${route} shows a heading`).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // No wait for entry animations before colours are measured: the browser asks for reduced motion
  // (playwright.config.ts), under which every animation and transition ends at once.
}

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test.describe.configure({ mode: 'serial' });
  let fixture: Fixture;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await presetCookieConsent(page);
    await signUp(page, { name: 'Người Kiểm Tra' });
    await page.goto('/profile');
    await uploadFromProfile(page, samplePdf('tai-lieu-kiem-tra.pdf'), 'Tài liệu để kiểm tra');
    const card = page.getByTestId('file-card').first();
    const fileId = (await card.getAttribute('data-file-id'))!;
    const session = (await (await page.request.get('/api/v4/auth/get-session')).json()) as { user: { id: string } };
    fixture = { ...(await practicePaths(page)), fileId, userId: session.user.id };
    await page.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`every public route at ${viewport.width} px`, async ({ page }) => {
      // 33 routes, each checked by axe: minutes on a busy machine.
      test.setTimeout(600_000);
      // No consent preset: the cookie bar shows over every route.
      await page.setViewportSize(viewport);
      const routes = [
        '/',
        '/dictation-list',
        '/login',
        '/signup',
        '/quen-mat-khau',
        '/dat-lai-mat-khau?token=khong-hop-le',
        '/dat-lai-mat-khau?error=INVALID_TOKEN',
        '/xac-nhan-email?verified=1',
        '/xac-nhan-email?verified=1&error=TOKEN_EXPIRED',
        '/about',
        '/terms',
        '/privacy',
        '/cookies',
        '/copyright',
        '/contact',
        '/checkout',
        '/checkout/success',
        '/checkout/cancel',
        '/checkout/sandbox/1',
        '/progress',
        '/trang-khong-ton-tai',
        `/user/${fixture.userId}`,
        `/file/${fixture.fileId}`,
        // The library, a search with its hit, a search without any, a refused search.
        '/tai-lieu',
        '/tai-lieu?sort=downloads&format=pdf',
        `/tai-lieu?${new URLSearchParams({ q: 'tai lieu kiem tra' })}`,
        `/tai-lieu?${new URLSearchParams({ q: 'khongcotailieunaonhuthe' })}`,
        `/tai-lieu?${new URLSearchParams({ q: 'x'.repeat(201) })}`,
        `/viewer?${new URLSearchParams({ u: `/api/v4/files/${fixture.fileId}/content`, n: 'tai-lieu-kiem-tra.pdf', e: 'pdf' })}`,
        fixture.vocabularyPath,
        fixture.sentencePath,
        '/review',
        '/review?source=mistakes',
      ];
      const found: string[] = [];
      const titles = new Map<string, string>();
      for (const route of routes) {
        await page.goto(route);
        await settle(page, route);
        for (const line of await axeViolations(page)) found.push(`${route} ${line}`);
        titles.set(route, await page.title());
      }
      expect(found).toEqual([]);
      // WCAG 2.4.2: each screen names itself, the home page and the list of all sets too.
      const generic = [...titles].filter(([route, title]) => route !== '/' && title === titles.get('/'));
      expect(generic.map(([route]) => route)).toEqual([]);
    });

    test(`the signed-in screens and every dialog at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await presetCookieConsent(page);
      await signUp(page, { name: 'Người Xem Hộp Thoại' });
      await page.goto('/profile');
      await uploadFromProfile(page, samplePdf('hop-thoai.pdf'));
      await settle(page, '/profile');
      const found: string[] = [];
      const scan = async (name: string, include?: string) => {
        for (const line of await axeViolations(page, include)) found.push(`${name} ${line}`);
      };
      await scan('/profile');

      const card = page.getByTestId('file-card').first();
      const dialogs: [string, () => Promise<void>][] = [
        ['Tải lên tài liệu', () => page.getByRole('button', { name: 'Tải lên file' }).click()],
        ['Chia sẻ file', () => card.getByRole('button', { name: 'Chia sẻ' }).click()],
        ['Chỉnh sửa file', () => card.getByRole('button', { name: 'Chỉnh sửa' }).click()],
        ['Xác nhận xóa', () => card.getByRole('button', { name: 'Xóa' }).click()],
      ];
      for (const [name, open] of dialogs) {
        await open();
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        await scan(name, 'dialog');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      // The settings screen, its crop dialog and its confirm dialog.
      await page.goto('/settings');
      await settle(page, '/settings');
      await expect(page.getByTestId('session-list')).toBeVisible();
      await scan('/settings');
      const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer();
      await page.getByTestId('avatar-input').setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: photo });
      const crop = page.getByRole('dialog', { name: 'Cắt ảnh đại diện' });
      await expect(crop.getByRole('slider', { name: 'Thu phóng' })).toBeEnabled();
      await scan('Cắt ảnh đại diện', 'dialog');
      await page.keyboard.press('Escape');
      await expect(crop).toBeHidden();

      // The practice modals (word and sentence), in English.
      const { vocabularyPath, sentencePath } = await practicePaths(page);
      await page.goto(vocabularyPath);
      await settle(page, vocabularyPath);
      const word = await page.evaluate(async (address) => {
        const query = new URL(address, window.location.origin).search;
        const set = (await (await fetch(`/api/v4/practice/vocabulary${query}`)).json()) as {
          items: { word: string }[];
        };
        return set.items[0]!.word;
      }, vocabularyPath);
      await page.getByPlaceholder(practiceText('practice.word.placeholder.listen')).fill(word);
      await page.keyboard.press('Enter');
      await expect(page.locator('dialog')).toBeVisible();
      await scan('word result', 'dialog');

      await page.goto(sentencePath);
      await settle(page, sentencePath);
      const sentence = await page.evaluate(async (address) => {
        const query = new URL(address, window.location.origin).search;
        const set = (await (await fetch(`/api/v4/practice/sentences${query}`)).json()) as {
          items: { englishSentence: string }[];
        };
        return set.items[0]!.englishSentence;
      }, sentencePath);
      const boxes = page.getByPlaceholder(
        new RegExp(`^${practiceText('practice.sentence.wordBox', { number: 9 }).replace('9', '\\d+')}$`),
      );
      const words = sentence.split(/\s+/);
      for (const [index, text] of words.entries()) await boxes.nth(index).fill(text);
      await page.keyboard.press('Enter');
      await expect(page.locator('dialog')).toBeVisible();
      await scan('sentence result', 'dialog');
      expect(found).toEqual([]);
    });

    test(`the progress page with a record, its tables and the reset dialog at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await presetCookieConsent(page);
      await signUp(page, { name: 'Người Xem Tiến Độ' });
      await seedRecord(page);
      await page.goto('/progress');
      await settle(page, '/progress');
      await expect(page.getByTestId('progress-summary')).toBeVisible();
      // The text alternatives open, so their tables are checked too.
      for (const summary of await page.locator('details > summary').all()) await summary.click();
      const found: string[] = [];
      for (const line of await axeViolations(page)) found.push(`/progress ${line}`);
      await page.getByRole('button', { name: 'Đã thuộc' }).first().click();
      await expect(page.getByRole('button', { name: /^Hoàn tác: / })).toBeVisible();
      for (const line of await axeViolations(page, '[data-testid="mistakes-section"]'))
        found.push(`Hoàn tác row ${line}`);
      await page.getByRole('button', { name: 'Xóa tiến độ' }).click();
      await expect(page.getByRole('dialog', { name: 'Xóa tiến độ?' })).toBeVisible();
      for (const line of await axeViolations(page, 'dialog')) found.push(`Xóa tiến độ dialog ${line}`);
      await page.keyboard.press('Escape');
      expect(found).toEqual([]);
    });

    test(`the cookie bar, the open menu and a form with errors at ${viewport.width} px`, async ({ browser }) => {
      // A visitor who has not chosen yet: the cookie bar shows.
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const found: string[] = [];
      await page.goto('/login');
      await settle(page, '/login');
      await expect(page.getByRole('dialog', { name: 'Đồng ý sử dụng cookie' })).toBeVisible();
      await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
      await expect(page.getByText('Vui lòng nhập email.')).toBeVisible();
      for (const line of await axeViolations(page)) found.push(`/login with errors ${line}`);
      await page.goto('/about');
      await settle(page, '/about');
      for (const line of await axeViolations(page)) found.push(`/about with the cookie bar ${line}`);
      const menuButton = page.getByRole('button', { name: 'Mở menu' });
      if (await menuButton.isVisible()) {
        await menuButton.click();
        await expect(page.locator('#main-menu').getByRole('link', { name: 'Liên hệ' })).toBeVisible();
        for (const line of await axeViolations(page)) found.push(`open menu ${line}`);
      }
      // The nav bar's search folds into a button on narrow screens; open, it is checked too.
      const searchButton = page.getByRole('button', { name: 'Tìm tài liệu' });
      if (await searchButton.isVisible()) {
        await searchButton.click();
        await expect(page.getByRole('searchbox', { name: 'Tìm tài liệu' })).toBeFocused();
        for (const line of await axeViolations(page)) found.push(`open search ${line}`);
      }
      expect(found).toEqual([]);
      await context.close();
    });

    test(`the English interface: the frame, sign-in with errors and the footer's language choice at ${viewport.width} px`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await presetCookieConsent(page);
      const found: string[] = [];
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await settle(page, '/');
      for (const line of await axeViolations(page)) found.push(`/ in English ${line}`);
      await page.goto('/login');
      await settle(page, '/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Please enter your email.')).toBeVisible();
      for (const line of await axeViolations(page)) found.push(`/login in English with errors ${line}`);
      expect(found).toEqual([]);
      await context.close();
    });
  }
});
