// A listening pack shared as a .zip: uploaded through the modal, its entries listed on the file page, one
// viewed in place (text, then the PDF drawn by pdf.js), one downloaded alone; axe on the page at both widths.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import type { TFileListResponse } from '../src/shared/files/contract';
import { buildZip, mp3Bytes } from '../src/server/test/zip-writer';
import { axeViolations, getJson, presetCookieConsent, signUp, toasts, uploadFromProfile } from './support';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SCRIPT = 'Bài nghe 1: At the station.\nA: Excuse me, which platform for Hanoi?\nB: Platform 3.\n';

test('a zip of a PDF, an mp3 and a text: listed, one viewed in place, one downloaded alone', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await presetCookieConsent(page);
  await signUp(page, { name: 'Cô Giáo Nghe' });
  await page.goto('/profile');
  const pdf = fs.readFileSync(path.resolve('bench/fixtures/sample.pdf'));
  const zip = buildZip([
    { name: 'Unit 1/', content: '' },
    { name: 'Unit 1/track 01.mp3', content: mp3Bytes(48_000) },
    { name: 'Unit 1/loi-thoai.txt', content: SCRIPT },
    { name: 'de-bai.pdf', content: pdf },
  ]);
  // A pack with a program inside is refused, and the notice names it.
  await page.getByRole('button', { name: 'Tải lên file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tải lên tài liệu' });
  await dialog.getByTestId('upload-input').setInputFiles({
    name: 'goi-co-chuong-trinh.zip',
    mimeType: 'application/zip',
    buffer: buildZip([{ name: 'Unit 1/cai-dat.exe', content: 'xin chào' }]),
  });
  await dialog.getByRole('button', { name: 'Tải lên', exact: true }).click();
  await expect(
    toasts(page).getByText(
      'Tệp "Unit 1/cai-dat.exe" trong file nén: loại file .exe không được phép tải lên vì lý do bảo mật',
    ),
  ).toBeVisible();

  await uploadFromProfile(page, { name: 'goi-nghe-unit-1.zip', mimeType: 'application/zip', buffer: zip });
  const card = page.getByTestId('file-card').filter({ hasText: 'goi-nghe-unit-1.zip' });
  await expect(card).toContainText('ZIP');

  const { files } = await getJson<TFileListResponse>(page.request, '/files/me/uploaded');
  await page.goto(`/file/${files[0]!.id}`);
  const section = page.getByRole('region', { name: 'Nội dung file nén' });
  await expect(section.getByTestId('archive-entry')).toHaveCount(3);
  await expect(section).toContainText('3 tệp');
  await expect(section.getByTestId('archive-entry').nth(0)).toContainText('Unit 1/');
  await expect(section.getByTestId('archive-entry').nth(0)).toContainText('track 01.mp3');

  // The text, viewed in place; then the PDF, drawn by pdf.js, in its stead.
  await section.getByRole('button', { name: 'Xem loi-thoai.txt' }).click();
  const hideText = section.getByRole('button', { name: 'Ẩn bản xem của loi-thoai.txt' });
  await expect(hideText).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByRole('region', { name: 'Bản xem của loi-thoai.txt' })).toContainText('which platform');
  await section.getByRole('button', { name: 'Xem de-bai.pdf' }).click();
  await expect(section.getByRole('region', { name: 'Bản xem của loi-thoai.txt' })).toHaveCount(0);
  await expect(section.getByRole('region', { name: 'Bản xem của de-bai.pdf' }).locator('canvas').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The audio's player, at a phone's width.
  await page.setViewportSize(PHONE);
  await section.getByRole('button', { name: 'Xem track 01.mp3' }).click();
  await expect(section.getByRole('region', { name: 'Bản xem của track 01.mp3' }).locator('audio')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // One entry alone, as an attachment.
  const downloadEvent = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Tải xuống de-bai.pdf' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('de-bai.pdf');
  expect(fs.readFileSync(await download.path()).equals(pdf)).toBe(true);
});
