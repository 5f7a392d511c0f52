// Saying what a document is: in the upload dialog a title (proposed from the file name), a subject, a
// level, tags and private chosen before the upload; the card and the file page show them, the owner
// edits them, and the library filters by subject and tag with the counts in its filters.
import { expect, test } from './fixtures';
import type { TLibraryFacets } from '../src/shared/files/contract';
import { axeViolations, getJson, presetCookieConsent, signUp } from './support';
import { workerServer } from './fixtures';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test('upload with a title, subject, level, tags and privacy; see and edit them; filter the library', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await presetCookieConsent(page);
  await signUp(page, { name: 'Cô Giáo Mai' });
  // A tag of this run only, so its count is exact whatever else the worker's app holds.
  const tag = `de ${Date.now().toString(36)}`;
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Tải lên file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tải lên tài liệu' });
  await dialog.getByTestId('upload-input').setInputFiles({
    name: 'bai-doc-hieu.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Part 7: Reading comprehension.\n', 'utf8'),
  });
  const title = dialog.getByRole('textbox', { name: 'Tiêu đề' });
  await expect(title).toHaveValue('bai-doc-hieu');
  await title.fill('Bài đọc hiểu TOEIC Part 7');
  await dialog.getByLabel('Môn học / kỳ thi').selectOption('TOEIC');
  await dialog.getByLabel('Trình độ (không bắt buộc)').selectOption({ label: 'Trung cấp' });
  const tags = dialog.getByRole('textbox', { name: 'Thẻ' });
  await tags.fill('Part 7');
  await tags.press('Enter');
  await tags.fill(`${tag.toUpperCase()},`);
  await expect(dialog.getByRole('list', { name: 'Các thẻ đã thêm' }).getByRole('listitem')).toHaveText([
    'part 7×',
    `${tag}×`,
  ]);
  // A tag the rules refuse is said, not cut.
  await tags.fill('c++');
  await tags.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('Thẻ chỉ gồm chữ, số');
  await tags.fill('');
  await dialog.getByRole('radio', { name: /Riêng tư/ }).check();
  expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Tải lên', exact: true }).click();

  const card = page.getByTestId('file-card').filter({ hasText: 'Bài đọc hiểu TOEIC Part 7' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Riêng tư');
  await expect(card.getByTestId('document-facts').getByRole('listitem')).toHaveText([
    'TOEIC',
    'Trung cấp',
    '#part 7',
    `#${tag}`,
  ]);

  // The owner renames, drops a tag, chooses another level and publishes.
  await card.getByRole('button', { name: 'Chỉnh sửa' }).click();
  const edit = page.getByRole('dialog', { name: 'Chỉnh sửa file' });
  await expect(edit.getByRole('textbox', { name: 'Tiêu đề' })).toHaveValue('Bài đọc hiểu TOEIC Part 7');
  await edit.getByRole('textbox', { name: 'Tiêu đề' }).fill('Đọc hiểu Part 7 có đáp án');
  await edit.getByRole('button', { name: 'Xóa thẻ part 7' }).click();
  await edit.getByLabel('Trình độ (không bắt buộc)').selectOption({ label: 'Nâng cao' });
  // The visibility switch is named by the state it shows.
  await edit.getByRole('checkbox', { name: /^Riêng tư/ }).click();
  await expect(edit.getByRole('checkbox', { name: /^Công khai/ })).toBeChecked();
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  const edited = page.getByTestId('file-card').filter({ hasText: 'Đọc hiểu Part 7 có đáp án' });
  await expect(edited.getByTestId('document-facts').getByRole('listitem')).toHaveText(['TOEIC', 'Nâng cao', `#${tag}`]);
  await expect(edited).not.toContainText('Riêng tư');

  // The file page: the title as heading and tab title, the stored name beside it for the download.
  await edited.getByRole('link', { name: 'Đọc hiểu Part 7 có đáp án' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Đọc hiểu Part 7 có đáp án' })).toBeVisible();
  await expect(page.getByTestId('stored-filename')).toHaveText('Tên file: bai-doc-hieu.txt');
  await expect(page).toHaveTitle(/^Đọc hiểu Part 7 có đáp án/);

  // Another public document, of another subject, through the API.
  const upload = await page.request.post('/api/v4/files/public/upload', {
    headers: { origin: workerServer().baseURL },
    multipart: {
      subject: 'IELTS',
      tags: 'writing',
      file: { name: 'writing-task-2.txt', mimeType: 'text/plain', buffer: Buffer.from('Task 2 essay.') },
    },
  });
  expect(upload.status()).toBe(201);

  // The library: counts in the filters, then by subject and by tag.
  await page.goto('/tai-lieu');
  const facets = await getJson<TLibraryFacets>(page.request, '/files/library/facets');
  const toeicCount = facets.subjects.find((entry) => entry.value === 'TOEIC')!.count;
  const subjects = page.getByRole('navigation', { name: 'Môn học / kỳ thi' });
  await expect(subjects.getByRole('link', { name: `TOEIC ${toeicCount} tài liệu` })).toBeVisible();
  await expect(subjects.getByRole('link', { name: /^IELTS \d+ tài liệu$/ })).toBeVisible();
  await subjects.getByRole('link', { name: /^TOEIC/ }).click();
  await expect(page).toHaveURL(/\/tai-lieu\?subject=TOEIC$/);
  await expect(subjects.getByRole('link', { name: /^TOEIC/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('file-card').filter({ hasText: 'writing-task-2.txt' })).toHaveCount(0);
  const tagFilter = page.getByRole('navigation', { name: 'Thẻ phổ biến' });
  await tagFilter.getByRole('link', { name: `#${tag} 1 tài liệu` }).click();
  await expect(page).toHaveURL(new RegExp(`subject=TOEIC&tag=${encodeURIComponent(tag).replace(/%20/g, '\\+')}$`));
  await expect(page.getByTestId('file-card')).toHaveCount(1);
  await expect(page.getByTestId('file-card')).toContainText('Đọc hiểu Part 7 có đáp án');
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize(PHONE);
  await expect(tagFilter.getByRole('link', { name: `#${tag} 1 tài liệu` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
