// Collections ('Bộ sưu tập') end to end: a collection made from the save dialog, a second document added,
// reordered by keyboard, made public; a visitor opens its link in another browser and follows it live
// while the second document's owner makes it private, then deletes it. Checked with axe at 390 and 1440 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, workerServer } from './fixtures';
import type { TFile } from '../src/shared/files/contract';
import { axeViolations, presetCookieConsent, signUp, toasts } from './support';

async function uploadText(request: APIRequestContext, name: string, text: string): Promise<TFile> {
  const response = await request.post('/api/v4/files/public/upload', {
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) }, isPublic: 'true' },
    headers: { origin: workerServer().baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { file: TFile }).file;
}

async function expectOrder(page: Page, names: string[]) {
  const items = page.getByTestId('collection-item');
  await expect(items).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(items.nth(index)).toContainText(name);
}

async function expectAccessible(page: Page) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
}

test('a collection made from the save dialog, reordered, shared and followed live', async ({ page, browser }) => {
  const origin = { origin: workerServer().baseURL };
  const uploaderContext = await browser.newContext();
  const uploader = await uploaderContext.newPage();
  await signUp(uploader, { name: 'Cô Hạnh' });
  const theirs = await uploadText(uploader.request, 'de-doc-hieu.txt', 'Reading practice: Part 7.');

  await presetCookieConsent(page);
  await signUp(page, { name: 'Anh Tuấn' });
  const mine = await uploadText(page.request, 'tu-vung-toeic.txt', 'Vocabulary: contract, invoice, schedule.');

  // From my document's page: a new collection, with the document in it.
  await page.goto(`/file/${mine.id}`);
  await page.getByRole('button', { name: 'Thêm vào bộ sưu tập' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm vào bộ sưu tập' });
  await expect(dialog.getByText('Bạn chưa có bộ sưu tập nào.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Tạo bộ sưu tập mới').fill('Ôn thi TOEIC');
  await dialog.getByRole('button', { name: 'Tạo', exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: /Ôn thi TOEIC/ })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Xong' }).click();

  // Another user's public document joins it.
  await page.goto(`/file/${theirs.id}`);
  await page.getByRole('button', { name: 'Thêm vào bộ sưu tập' }).click();
  await dialog.getByRole('checkbox', { name: /Ôn thi TOEIC/ }).check();
  await expect(toasts(page).getByText('Đã thêm vào “Ôn thi TOEIC”')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Ôn thi TOEIC/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Xong' }).click();

  // The profile's tab lists it; its page shows the two in the order they were added.
  await page.goto('/profile');
  await page.getByRole('tab', { name: /Bộ sưu tập/ }).click();
  await page.getByTestId('collection-tile').filter({ hasText: 'Ôn thi TOEIC' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ôn thi TOEIC' })).toBeVisible();
  await expectOrder(page, ['tu-vung-toeic.txt', 'de-doc-hieu.txt']);

  // Reordered by keyboard: the moved document's other button keeps the focus at the top.
  const moveUp = page.getByRole('button', { name: 'Đưa “de-doc-hieu.txt” lên' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expectOrder(page, ['de-doc-hieu.txt', 'tu-vung-toeic.txt']);
  await expect(page.getByRole('button', { name: 'Đưa “de-doc-hieu.txt” xuống' })).toBeFocused();

  await page.getByRole('button', { name: 'Chuyển sang công khai' }).click();
  await expect(toasts(page).getByText('Bộ sưu tập đã công khai')).toBeVisible();
  await expectAccessible(page);
  const link = page.url();

  // A visitor in another browser opens the link and follows the collection live.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await presetCookieConsent(visitor);
  const streamOpen = visitor.waitForResponse((response) => response.url().endsWith('/api/v4/events'));
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ôn thi TOEIC' })).toBeVisible();
  await expectOrder(visitor, ['de-doc-hieu.txt', 'tu-vung-toeic.txt']);
  await expect(visitor.getByRole('button', { name: 'Đưa “de-doc-hieu.txt” lên' })).toHaveCount(0);
  await streamOpen;
  await expectAccessible(visitor);

  // Its owner makes the other document private: it drops out, counted.
  const privateResponse = await uploader.request.patch(`/api/v4/files/${theirs.id}`, {
    data: { isPublic: false },
    headers: origin,
  });
  expect(privateResponse.ok()).toBe(true);
  await expectOrder(visitor, ['tu-vung-toeic.txt']);
  await expect(visitor.getByTestId('collection-unavailable')).toHaveText(
    '1 tài liệu không còn khả dụng (đã bị ẩn hoặc chuyển sang riêng tư).',
  );

  // Then deletes it: gone for good, and no longer counted.
  await uploader.request.patch(`/api/v4/files/${theirs.id}`, { data: { isPublic: true }, headers: origin });
  await expectOrder(visitor, ['de-doc-hieu.txt', 'tu-vung-toeic.txt']);
  const deleted = await uploader.request.delete(`/api/v4/files/${theirs.id}`, { headers: origin });
  expect(deleted.ok()).toBe(true);
  await expectOrder(visitor, ['tu-vung-toeic.txt']);
  await expect(visitor.getByTestId('collection-unavailable')).toHaveCount(0);
  await expectOrder(page, ['tu-vung-toeic.txt']);

  await visitorContext.close();
  await uploaderContext.close();
});
