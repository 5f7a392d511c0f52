// Ratings and visitors end to end: a reader rates a document with the keyboard and changes it, the card
// shows the average, the library's 'Hữu ích nhất' puts it first; a visitor opens a public link, reads it,
// is asked to sign in to download, the owner turns 'Cho phép khách tải xuống' on and the visitor downloads.
// Axe at 390 and 1440 px.
import type { Page } from '@playwright/test';
import { expect, test, workerServer } from './fixtures';
import type { TFile } from '../src/shared/files/contract';
import { axeViolations, getJson, presetCookieConsent, signUp } from './support';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Uploads a public text file through the API the upload dialog calls. */
async function uploadText(page: Page, name: string, text: string): Promise<TFile> {
  const response = await page.request.post('/api/v4/files/public/upload', {
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') } },
    headers: { origin: workerServer().baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { file: TFile }).file;
}

test('a reader rates with the keyboard and changes it; the card and the helpful library follow', async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUp(owner, { name: 'Cô Lan' });
  const file = await uploadText(
    owner,
    'tu-vung-toeic-chu-de-van-phong.txt',
    'Office vocabulary: agenda, memo, deadline.',
  );
  await ownerContext.close();

  await presetCookieConsent(page);
  await page.setViewportSize(WIDE);
  await signUp(page, { name: 'Minh Anh' });
  await page.goto(`/file/${file.id}`);
  const rating = page.getByTestId('file-rating');
  await expect(rating.getByTestId('rating-average')).toHaveText('Chưa có đánh giá');
  const stars = page.getByRole('radiogroup', { name: 'Đánh giá tài liệu' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await expect(stars.getByRole('radio', { name: '1 sao' })).toBeEnabled();

  // One tab stop; the arrows move and choose.
  await stars.getByRole('radio', { name: '1 sao' }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 sao' })).toBeChecked();
  await expect(stars.getByRole('radio', { name: '4 sao' })).toBeFocused();
  await expect(rating.getByTestId('my-rating')).toHaveText('Bạn đã đánh giá 4 sao');
  await expect(rating.getByTestId('rating-average')).toContainText('4,0 / 5');
  await expect(rating.getByTestId('rating-average')).toContainText('1 lượt đánh giá');
  expect(await axeViolations(page)).toEqual([]);

  // Changed: the last star chosen is the one kept.
  await page.keyboard.press('ArrowRight');
  await expect(rating.getByTestId('my-rating')).toHaveText('Bạn đã đánh giá 5 sao');
  await expect(rating.getByTestId('rating-average')).toContainText('5,0 / 5');
  await expect(rating.getByTestId('rating-average')).toContainText('1 lượt đánh giá');
  await expect
    .poll(async () => (await getJson<{ stars: number | null }>(page.request, `/files/${file.id}/rating`)).stars)
    .toBe(5);

  // The library, sorted 'Hữu ích nhất': the rated document comes first, its card says '★ 5,0 (1)'.
  await page.goto('/tai-lieu');
  await page.getByRole('navigation', { name: 'Sắp xếp' }).getByRole('link', { name: 'Hữu ích nhất' }).click();
  await expect(page).toHaveURL(/sort=helpful/);
  const first = page.getByTestId('file-card').first();
  await expect(first).toHaveAttribute('data-file-id', file.id);
  await expect(first.getByTestId('rating-badge')).toContainText('★ 5,0 (1)');
  await expect(first.getByTestId('rating-badge')).toHaveAttribute('title', 'Đánh giá trung bình 5,0 trên 5, 1 lượt');

  await page.setViewportSize(PHONE);
  await page.goto(`/file/${file.id}`);
  await expect(page.getByTestId('my-rating')).toHaveText('Bạn đã đánh giá 5 sao');
  expect(await axeViolations(page)).toEqual([]);
});

test('a visitor reads a public link, is asked to sign in to download, then downloads once the owner allows it', async ({
  page,
  browser,
}) => {
  const name = 'de-luyen-nghe-part-1.txt';
  const text = 'Part 1: look at the picture and choose the best description.';
  await presetCookieConsent(page);
  await page.setViewportSize(WIDE);
  await signUp(page, { name: 'Thầy Nam' });
  const file = await uploadText(page, name, text);

  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await presetCookieConsent(visitor);
  await visitor.goto(`/file/${file.id}`);
  await expect(visitor.getByTestId('text-preview')).toHaveText(text);
  const signInToRate = visitor.getByRole('link', { name: 'Đăng nhập để đánh giá' });
  await expect(signInToRate).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/file/${file.id}`)}`);
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.getByRole('button', { name: 'Tải xuống' }).click();
  await expect(visitor).toHaveURL(`/login?next=${encodeURIComponent(`/file/${file.id}`)}`);

  // The owner allows visitors to download, from the file's page.
  await page.goto(`/file/${file.id}`);
  const note = page.getByTestId('visitor-download-note');
  await expect(note).toContainText('Chỉ người đã đăng nhập mới tải xuống được tài liệu này.');
  await note.getByRole('button', { name: 'Thay đổi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chỉnh sửa file' });
  const visitorSwitch = dialog.getByRole('checkbox', { name: /Cho phép khách tải xuống/ });
  await expect(visitorSwitch).not.toBeChecked();
  await visitorSwitch.check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(note).toContainText('Khách chưa đăng nhập có thể tải xuống tài liệu này.');

  await visitor.goto(`/file/${file.id}`);
  await expect(visitor.getByTestId('text-preview')).toHaveText(text);
  const downloaded = visitor.waitForEvent('download');
  await visitor.getByRole('button', { name: 'Tải xuống' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(name);
  await expect(visitor.getByTestId('download-count')).toHaveText('1');
  await expect
    .poll(async () => (await getJson<{ file: TFile }>(page.request, `/files/${file.id}`)).file.downloadCount)
    .toBe(1);
  await visitorContext.close();
});
