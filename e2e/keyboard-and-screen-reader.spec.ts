// A learner who uses only the keyboard, or listens with a screen reader, can open, use and
// leave every dialog, the menu and the forms; focus never falls to the page's start.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { practiceText } from './practice-messages';
import type { TVocabularyOverview, TVocabularySet } from '../src/shared/practice/contract';
import { TIMINGS } from '../src/shared/constants';
import { presetCookieConsent, signUp, uploadFromProfile } from './support';

const samplePdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: fs.readFileSync(path.resolve('bench/fixtures/sample.pdf')),
});

/** A two-page PDF with one line of text on each page (the bench sample has one page). */
function twoPagePdf(name: string) {
  const stream = (text: string) => `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  const page = (contents: number) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << /F1 7 0 R >> >> >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    page(5),
    page(6),
    stream('BT /F1 24 Tf 72 700 Td (First page text) Tj ET'),
    stream('BT /F1 24 Tf 72 700 Td (Second page text) Tj ET'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** The focused element's visible focus ring (a visually hidden input shows it on its label). */
async function focusRingWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return 0;
    const shown = active.classList.contains('visually-hidden') ? active.closest('label') : active;
    if (!shown) return 0;
    const style = getComputedStyle(shown);
    return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  });
}

const focusIsIn = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element);

/** Opens with Enter, focus lands visibly inside, Tab and Shift+Tab stay inside, Escape closes, focus returns. */
async function expectKeyboardDialog(page: Page, opener: Locator, name: string) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsIn(dialog)).toBe(true);
  expect(await focusRingWidth(page)).toBeGreaterThanOrEqual(2);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusIsIn(dialog), `${key} keeps focus in '${name}'`).toBe(true);
    expect(await focusRingWidth(page), `${key} shows where focus is in '${name}'`).toBeGreaterThanOrEqual(2);
  }
  // The page behind is inert: nothing of it can be focused or clicked.
  expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('keyboard and screen reader', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('upload, share, edit and delete dialogs: focus in, trapped, Escape, back to the opener', async ({ page }) => {
    await signUp(page, { name: 'Người Dùng Bàn Phím' });
    await page.goto('/profile');
    await expectKeyboardDialog(page, page.getByRole('button', { name: 'Tải lên file' }), 'Tải lên tài liệu');

    await uploadFromProfile(page, samplePdf('ban-phim.pdf'));
    const card = page.getByTestId('file-card').filter({ hasText: 'ban-phim.pdf' });
    await expectKeyboardDialog(page, card.getByRole('button', { name: 'Chia sẻ' }), 'Chia sẻ file');
    await expectKeyboardDialog(page, card.getByRole('button', { name: 'Chỉnh sửa' }), 'Chỉnh sửa file');
    await expectKeyboardDialog(page, card.getByRole('button', { name: 'Xóa' }), 'Xác nhận xóa');

    // The share field is named by its label alone, and copying is announced inside the dialog.
    await card.getByRole('button', { name: 'Chia sẻ' }).click();
    const share = page.getByRole('dialog', { name: 'Chia sẻ file' });
    await expect(share.getByRole('textbox', { name: 'Đường dẫn', exact: true })).toBeVisible();
    await share.getByRole('button', { name: 'Copy' }).click();
    await expect(share.getByRole('status')).toHaveText('Đã copy đường dẫn');
    await page.keyboard.press('Escape');

    // After a delete, focus goes to the page's heading, not to the document's start.
    await card.getByRole('button', { name: 'Xóa' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Xác nhận xóa' }).getByRole('button', { name: 'Xóa' }).press('Enter');
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('toasts are announced in one polite region, the upload progress at most every 25 %', async ({ page }) => {
    await signUp(page, { name: 'Người Nghe Thông Báo' });
    await page.goto('/profile');
    const announcer = page.getByTestId('toast-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node.textContent) heard.push(node.textContent);
      }).observe(document.querySelector('[data-testid="toast-announcer"]')!, { childList: true, subtree: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
    const base = fs.readFileSync(path.resolve('bench/fixtures/sample.pdf'));
    await page.getByRole('button', { name: 'Tải lên file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tải lên tài liệu' });
    await dialog.getByTestId('upload-input').setInputFiles({
      name: 'thong-bao.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([base, Buffer.from(`\n%${'x'.repeat(2 * 1024 * 1024)}\n`)]),
    });
    await dialog.getByRole('button', { name: 'Tải lên', exact: true }).click();
    await expect(page.getByTestId('toast').getByText('Tải lên thành công')).toBeVisible({ timeout: 120_000 });
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    const progress = heard.filter((text) => text.startsWith('Đang tải lên'));
    const quarters = progress.map((text) => Math.floor(Number(/(\d+)%/.exec(text)![1]) / 25));
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.length).toBeLessThanOrEqual(5);
    expect(new Set(quarters).size).toBe(quarters.length);
    expect(heard).toContain('Tải lên thành công');
    // The close button is not part of what is announced.
    expect(heard.join(' ')).not.toContain('Đóng');
  });

  test('the PDF viewer has a heading, a way back, its text and its pages', async ({ page }) => {
    await signUp(page, { name: 'Người Đọc PDF' });
    await page.goto('/profile');
    await uploadFromProfile(page, twoPagePdf('doc-bang-tai.pdf'));
    const fileId = await page.getByTestId('file-card').first().getAttribute('data-file-id');
    await page.goto(
      `/viewer?${new URLSearchParams({ u: `/api/v4/files/${fileId}/content`, n: 'doc-bang-tai.pdf', e: 'pdf' })}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'doc-bang-tai.pdf' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Trang tài liệu' })).toHaveAttribute('href', `/file/${fileId}`);
    const first = page.getByRole('region', { name: 'Trang 1', exact: true });
    await expect(first).toBeVisible();
    // The text layer: real text over the canvas, which screen readers read and Ctrl+F finds.
    await expect(first.getByText('First page text')).toHaveCount(1);
    const second = page.getByRole('region', { name: 'Trang 2', exact: true });
    await expect(second.getByText('Second page text')).toHaveCount(1);
    await page.getByLabel('Đến trang').fill('2');
    await page.getByRole('button', { name: 'Đi' }).click();
    await expect(second).toBeFocused();
  });

  test('the word modal: Enter presses the focused button (Create, Previous, Next, Close)', async ({ page }) => {
    const overview = (await (await page.request.get('/api/v4/practice/vocabulary/sets')).json()) as TVocabularyOverview;
    // The last set: examples made here are stored, and other specs expect the first set's words to have none.
    const card = overview.groups.at(-1)!.sets.at(-1)!;
    const query = new URLSearchParams({ topic: card.topic, setIndex: String(card.setIndex) });
    const set = (await (await page.request.get(`/api/v4/practice/vocabulary?${query}`)).json()) as TVocabularySet;
    await page.goto(`/dictation/${set.position}?${query}`);
    // Guidance in the interface language (Vietnamese by default); the practised items in English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { name: set.topic })).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(new RegExp(`${set.topic} · Bộ ${set.setIndex + 1}`));

    const input = page.getByPlaceholder(practiceText('practice.word.placeholder.listen'));
    await expect(input).toBeFocused();
    // Alt+A toggles the answer like a tap on Ctrl, which screen readers keep for "stop speech".
    const toggle = page.getByRole('button', { name: practiceText('practice.showAnswer') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Alt+KeyA');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Alt+KeyA');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('practice-shortcuts')).toContainText('Alt+A');
    await expect(input).toHaveValue('');
    await page.keyboard.type(set.items[0]!.word);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(set.items[0]!.word, { exact: true })).toHaveAttribute('lang', 'en');
    await expect(dialog.getByRole('button', { name: practiceText('practice.continue') })).toBeFocused();
    await page.waitForTimeout(TIMINGS.correctCheckGuardMs);

    // 'Create new example' with Enter makes an example (twice: then Previous and Next have work to do).
    const create = dialog.getByRole('button', {
      name: new RegExp(
        `^(${practiceText('practice.example.create')}|${practiceText('practice.example.createAnother')})$`,
      ),
    });
    for (let made = 0; made < 2; made++) {
      await create.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(create).toBeFocused();
      await expect(create).not.toHaveAttribute('aria-disabled', 'true');
    }
    const count = dialog.getByText(
      new RegExp(practiceText('practice.example.count', { number: 9, total: 9 }).replace(/9/g, '\\d+')),
    );
    await expect(count).toBeVisible();
    const total = Number((await count.textContent())!.split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    await expect(count).toHaveText(practiceText('practice.example.count', { number: total, total }));

    // Previous with Enter shows the example before; at the first one focus moves to Next, not to the page.
    const previous = dialog.getByRole('button', { name: practiceText('practice.example.previous') });
    const next = dialog.getByRole('button', { name: practiceText('practice.example.next'), exact: true });
    for (let index = total - 1; index >= 1; index--) {
      await previous.focus();
      await page.keyboard.press('Enter');
      await expect(count).toHaveText(practiceText('practice.example.count', { number: index, total }));
      await expect(dialog).toBeVisible();
    }
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(count).toHaveText(practiceText('practice.example.count', { number: 2, total }));
    await expect(dialog).toBeVisible();

    // Close with Enter closes the modal and stays on the word.
    await dialog.getByRole('button', { name: practiceText('practice.close') }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('item-counter')).toHaveText(`1 / ${set.items.length}`);
    await expect(input).toBeFocused();
  });

  test('the mobile menu closes with Escape and when focus leaves it; links move focus to the heading', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const menuButton = page.getByRole('button', { name: 'Mở menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#main-menu');
    await expect(menu.getByRole('link', { name: 'Liên hệ' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Liên hệ' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mở menu' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Liên hệ' })).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(menu.getByRole('link', { name: 'Liên hệ' })).toBeHidden();

    await page.getByRole('button', { name: 'Mở menu' }).click();
    await menu.getByRole('link', { name: 'Liên hệ' }).press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeFocused();
    await expect(page).toHaveTitle(/^Liên hệ – /);
  });

  test('an empty sign-in form names what is missing, on the fields', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/^Chào mừng trở lại – /);
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('required', '');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Vui lòng nhập email.');
    const password = page.getByLabel('Mật khẩu');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Vui lòng nhập mật khẩu.');

    await email.fill('hoc-vien@example.com');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(password).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  test('at 390 px no focused control hides behind the cookie bar or the sticky nav bar', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Đồng ý sử dụng cookie' })).toBeVisible();
    await expect(page.locator('a[href^="/dictation/"]').first()).toBeVisible();
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab');
      // A card laid out only as focus reaches it is brought whole into view once its size is known (a frame
      // or two later): what counts is where focus settles.
      const overlap = () =>
        page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const bar = document.querySelector('[aria-label="Đồng ý sử dụng cookie"]');
          const nav = document.querySelector('[data-sticky-nav]');
          if (!active || active === document.body || !bar || bar.contains(active) || nav?.contains(active)) return null;
          const box = active.getBoundingClientRect();
          const overlaps = (other: DOMRect) => box.bottom > other.top + 1 && box.top < other.bottom - 1;
          const navBox = nav?.getBoundingClientRect();
          const underNav = navBox && window.scrollY > 0 && overlaps(navBox);
          return overlaps(bar.getBoundingClientRect()) || underNav ? active.outerHTML.slice(0, 80) : null;
        });
      await expect.poll(overlap).toBeNull();
    }
    await context.close();
  });

  test('closing the banner or the cookie bar leaves focus on the page, not at its start', async ({ page }) => {
    const fresh = await page.context().newPage();
    await fresh.goto('/about');
    await fresh.evaluate(() => window.localStorage.removeItem('cookie_consent'));
    await fresh.reload();
    // The page's own content is there (its heading is where focus should go), not only the banner above it.
    await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
    await fresh.getByRole('button', { name: 'Đóng thông báo khuyến mãi' }).focus();
    await fresh.keyboard.press('Enter');
    await expect(fresh.getByRole('region', { name: 'Khuyến mãi' })).toHaveCount(0);
    await expect(fresh.getByRole('heading', { level: 1 })).toBeFocused();

    const bar = fresh.getByRole('dialog', { name: 'Đồng ý sử dụng cookie' });
    await bar.getByRole('button', { name: 'Từ chối' }).focus();
    await fresh.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
    await expect(fresh.getByRole('heading', { level: 1 })).toBeFocused();
    await fresh.close();
  });
});
