// Document sharing end to end: upload with progress → live profile list → share link → another user
// saves, downloads and views (pdf.js canvas) → owner edits, makes it private → anonymous is refused →
// owner deletes.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { presetCookieConsent, signUp } from './support';

// The bench sample PDF padded with a trailing comment to ~2 MB, so throttled upload progress is visible.
function samplePdf(): Buffer {
  const base = fs.readFileSync(path.resolve('bench/fixtures/sample.pdf'));
  return Buffer.concat([base, Buffer.from(`\n%${'x'.repeat(2 * 1024 * 1024)}\n`)]);
}

async function throttleUpload(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('upload, share, save, download, view, edit, delete', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await presetCookieConsent(page);
  await signUp(page, { name: 'Chủ Tài Liệu' });
  await page.goto('/profile');
  await expect(page.getByText('Bạn chưa tải lên file nào.')).toBeVisible();
  await expect(page.getByTestId('count-uploaded')).toHaveText('0');

  // Upload with a visible percentage.
  await page.getByRole('button', { name: 'Tải lên file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tải lên tài liệu' });
  await expect(dialog.getByRole('button', { name: 'Tải lên', exact: true })).toBeDisabled();
  await dialog.getByTestId('upload-input').setInputFiles({
    name: 'bai-tap-ngu-phap.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  await dialog.getByLabel('Mô tả (không bắt buộc)').fill('Bài tập ngữ pháp');
  const unthrottle = await throttleUpload(page, 400 * 1024);
  await dialog.getByRole('button', { name: 'Tải lên', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Đang tải lên\.\.\. \d+%/)).toBeVisible();
  await expect(page.getByText('Tải lên thành công')).toBeVisible({ timeout: 30_000 });
  await unthrottle();

  const card = page.getByTestId('file-card').filter({ hasText: 'bai-tap-ngu-phap.pdf' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('PDF');
  await expect(card).toContainText('Vừa xong');
  await expect(page.getByTestId('count-uploaded')).toHaveText('1');

  // Share link with copy.
  await card.getByRole('button', { name: 'Chia sẻ' }).click();
  const share = page.getByRole('dialog', { name: 'Chia sẻ file' });
  const link = await share.getByRole('textbox').inputValue();
  expect(link).toMatch(/\/file\/[^/]+$/);
  await share.getByRole('button', { name: 'Copy' }).click();
  await expect(share.getByRole('button', { name: 'Đã copy' })).toBeVisible();
  await share.getByRole('button', { name: 'Đóng' }).click();

  // Another signed-in user opens the link.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await presetCookieConsent(other);
  await signUp(other, { name: 'Người Đọc' });
  await other.goto(link);
  const detail = other.getByTestId('file-card');
  await expect(detail).toContainText('bai-tap-ngu-phap.pdf');
  await expect(detail).toContainText('Bài tập ngữ pháp');
  await expect(detail.getByRole('link', { name: /Chủ Tài Liệu/ })).toHaveAttribute('href', /\/user\//);

  await detail.getByRole('button', { name: 'Lưu' }).click();
  await expect(detail.getByRole('button', { name: 'Bỏ lưu' })).toHaveAttribute('aria-pressed', 'true');

  const downloadEvent = other.waitForEvent('download');
  await detail.getByRole('button', { name: 'Tải xuống' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('bai-tap-ngu-phap.pdf');
  await expect(other.getByText('Tải xuống thành công!')).toBeVisible();
  await expect(detail.getByTestId('download-count')).toHaveText('1');

  const viewerEvent = otherContext.waitForEvent('page');
  await detail.getByRole('button', { name: 'Xem file' }).click();
  const viewer = await viewerEvent;
  await expect(viewer).toHaveURL(/\/viewer\?u=/);
  await expect(viewer.getByTestId('pdf-pages').locator('canvas').first()).toBeVisible();
  await expect(detail.getByTestId('view-count')).toHaveText('1');

  // The owner's list follows live.
  await expect(card.getByTestId('download-count')).toHaveText('1');

  // Edit: description and private.
  await card.getByRole('button', { name: 'Chỉnh sửa' }).click();
  const edit = page.getByRole('dialog', { name: 'Chỉnh sửa file' });
  await edit.getByLabel('Mô tả').fill('Đã sửa mô tả');
  await edit.getByRole('checkbox').uncheck();
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Cập nhật thành công!')).toBeVisible();
  await expect(card).toContainText('Đã sửa mô tả');
  await expect(card).toContainText('Riêng tư');

  // An anonymous visitor of the now private file is refused.
  const anonymousContext = await browser.newContext();
  const anonymous = await anonymousContext.newPage();
  await presetCookieConsent(anonymous);
  await anonymous.goto(link);
  await expect(anonymous.getByText('Bạn không có quyền truy cập file này')).toBeVisible();
  await anonymousContext.close();

  // Delete with confirmation.
  await card.getByRole('button', { name: 'Xóa' }).click();
  const confirm = page.getByRole('dialog', { name: 'Xác nhận xóa' });
  await expect(confirm).toContainText('Bạn có chắc chắn muốn xóa file? Hành động này không thể hoàn tác.');
  await confirm.getByRole('button', { name: 'Xóa' }).click();
  await expect(page.getByText('Đã xóa file thành công')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('count-uploaded')).toHaveText('0');

  await other.reload();
  await expect(other.getByText('File không tồn tại')).toBeVisible();
  await otherContext.close();
});

test('unknown author and unknown file', async ({ page }) => {
  await presetCookieConsent(page);
  await page.goto('/user/khong-ton-tai');
  await expect(page.getByText('Không tìm thấy người dùng')).toBeVisible();
  await page.goto('/file/khong-ton-tai');
  await expect(page.getByText('File không tồn tại')).toBeVisible();
  await page.goto('/viewer?u=https%3A%2F%2Fevil.example%2Fx.pdf&n=x.pdf&e=pdf');
  await expect(page.getByText('Lỗi mở tài liệu')).toBeVisible();
});
