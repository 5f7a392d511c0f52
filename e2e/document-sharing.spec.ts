// Document sharing end to end: upload with progress → live profile list → share link → another user
// saves, downloads and views (pdf.js canvas) → owner edits, makes it private → anonymous is refused →
// owner deletes.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import type { TFileListResponse } from '../src/shared/files/contract';
import { axeViolations, getJson, PASSWORD, presetCookieConsent, signUp, toasts, uploadFromProfile } from './support';

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
  await expect(toasts(page).getByText(/Đang tải lên\.\.\. \d+%/)).toBeVisible();
  await expect(toasts(page).getByText('Tải lên thành công')).toBeVisible();
  await unthrottle();

  const card = page.getByTestId('file-card').filter({ hasText: 'bai-tap-ngu-phap' });
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
  await expect(detail.getByRole('button', { name: 'Lưu' })).toHaveAttribute('aria-pressed', 'true');

  const downloadEvent = other.waitForEvent('download');
  await detail.getByRole('button', { name: 'Tải xuống' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('bai-tap-ngu-phap.pdf');
  await expect(toasts(other).getByText('Tải xuống thành công!')).toBeVisible();
  await expect(detail.getByTestId('download-count')).toHaveText('1');

  const viewerEvent = otherContext.waitForEvent('page');
  await detail.getByRole('button', { name: 'Xem file (mở trong thẻ mới)', exact: true }).click();
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
  await edit.getByRole('checkbox', { name: /^Công khai/ }).uncheck();
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toasts(page).getByText('Cập nhật thành công!')).toBeVisible();
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
  await expect(toasts(page).getByText('Đã xóa file thành công')).toBeVisible();
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

const smallPdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: fs.readFileSync('bench/fixtures/sample.pdf'),
});

function viewerAddress(fileId: string, name: string): string {
  return `/viewer?${new URLSearchParams({ u: `/api/v4/files/${fileId}/content`, n: name, e: 'pdf' })}`;
}

test('offline, edit and delete fail with a message and are never replayed when the line returns', async ({ page }) => {
  await presetCookieConsent(page);
  await signUp(page, { name: 'Người Mất Mạng' });
  await page.goto('/profile');
  await uploadFromProfile(page, smallPdf('ngoai-tuyen.pdf'), 'Mô tả ban đầu');
  const card = page.getByTestId('file-card').filter({ hasText: 'ngoai-tuyen.pdf' });

  await page.context().setOffline(true);
  await card.getByRole('button', { name: 'Chỉnh sửa' }).click();
  const edit = page.getByRole('dialog', { name: 'Chỉnh sửa file' });
  await edit.getByLabel('Mô tả').fill('Sửa khi mất mạng');
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toasts(page).getByText('Cập nhật thất bại. Vui lòng thử lại.')).toBeVisible();
  await expect(toasts(page).getByText('Đang cập nhật...')).toHaveCount(0);

  await card.getByRole('button', { name: 'Xóa' }).click();
  await page.getByRole('dialog', { name: 'Xác nhận xóa' }).getByRole('button', { name: 'Xóa' }).click();
  await expect(toasts(page).getByText('Lỗi kết nối mạng.')).toBeVisible();

  // Back online: a new edit goes through; a paused delete or edit would have been replayed before it.
  await page.context().setOffline(false);
  await card.getByRole('button', { name: 'Chỉnh sửa' }).click();
  await edit.getByLabel('Mô tả').fill('Sửa khi có mạng');
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toasts(page).getByText('Cập nhật thành công!')).toBeVisible();
  await page.reload();
  await expect(card).toContainText('Sửa khi có mạng');
  await expect(page.getByTestId('count-uploaded')).toHaveText('1');
});

test('the upload notice cannot be hidden while the upload runs; Hủy cancels it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await presetCookieConsent(page);
  await signUp(page, { name: 'Người Hủy Tải' });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Tải lên file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tải lên tài liệu' });

  // A file whose type the browser cannot tell is a warning, not a refusal. Every allowed
  // extension is in this machine's MIME tables, so the file is made in the page with an empty type, as a
  // browser without those tables gives it.
  await dialog.getByTestId('upload-input').evaluate((input: HTMLInputElement) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['tài liệu'], 'bai-giang.pages'));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(dialog.getByText('Không thể xác định loại file')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tải lên', exact: true })).toBeEnabled();

  // The description limit is the shared one, with a counter.
  const description = dialog.getByLabel('Mô tả (không bắt buộc)');
  await expect(description).toHaveAttribute('maxlength', '2000');
  await description.fill('Bài tập');
  await expect(dialog.getByTestId('description-counter')).toHaveText('7/2000');

  await dialog.getByTestId('upload-input').setInputFiles({
    name: 'tai-lieu-lon.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  await expect(dialog.getByText('Không thể xác định loại file')).toHaveCount(0);
  const unthrottle = await throttleUpload(page, 100 * 1024);
  await dialog.getByRole('button', { name: 'Tải lên', exact: true }).click();
  const notice = toasts(page)
    .getByTestId('toast')
    .filter({ hasText: /Đang tải lên\.\.\. \d+%/ });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Đóng thông báo' })).toHaveCount(0);
  // Toasts leave the nav bar's account controls free.
  const noticeBox = (await notice.boundingBox())!;
  for (const control of [page.getByRole('button', { name: 'Đăng xuất' }), page.getByTestId('nav-user')]) {
    const box = (await control.boundingBox())!;
    const overlaps =
      noticeBox.x < box.x + box.width &&
      box.x < noticeBox.x + noticeBox.width &&
      noticeBox.y < box.y + box.height &&
      box.y < noticeBox.y + noticeBox.height;
    expect(overlaps).toBe(false);
  }
  await notice.getByRole('button', { name: 'Hủy' }).click();
  await expect(toasts(page).getByText('Đã hủy upload')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await unthrottle();
  await page.reload();
  await expect(page.getByText('Bạn chưa tải lên file nào.')).toBeVisible();
  await expect(page.getByTestId('count-uploaded')).toHaveText('0');
});

test('the viewer downloads like the card: login for visitors, the reason for a refused file', async ({
  page,
  browser,
}) => {
  await presetCookieConsent(page);
  await signUp(page, { name: 'Chủ Xem Trước' });
  await page.goto('/profile');
  await uploadFromProfile(page, smallPdf('cong-khai.pdf'));
  await uploadFromProfile(page, smallPdf('rieng-tu.pdf'));
  await uploadFromProfile(page, {
    name: 'hong.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('không phải PDF'),
  });
  const idOf = (name: string) =>
    page.getByTestId('file-card').filter({ hasText: name }).getAttribute('data-file-id') as Promise<string>;
  const publicId = await idOf('cong-khai.pdf');
  const privateId = await idOf('rieng-tu.pdf');
  const brokenId = await idOf('hong.pdf');
  const privateCard = page.getByTestId('file-card').filter({ hasText: 'rieng-tu.pdf' });
  await privateCard.getByRole('button', { name: 'Chỉnh sửa' }).click();
  const edit = page.getByRole('dialog', { name: 'Chỉnh sửa file' });
  await edit.getByRole('checkbox', { name: /^Công khai/ }).uncheck();
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(privateCard).toContainText('Riêng tư');

  // A PDF that cannot be drawn says so and still offers the file.
  await page.goto(viewerAddress(brokenId, 'hong.pdf'));
  await expect(page.getByRole('heading', { name: 'Không thể hiển thị PDF' })).toBeVisible();
  await expect(page.getByText('Không thể tải file để xem')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Mở trong tab mới' })).toBeVisible();
  const ownDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải xuống' }).first().click();
  expect((await ownDownload).suggestedFilename()).toBe('hong.pdf');
  await expect(toasts(page).getByText('Tải xuống thành công!')).toBeVisible();

  // An anonymous visitor of a public file is sent to sign in, as from the card.
  const anonymousContext = await browser.newContext();
  const anonymous = await anonymousContext.newPage();
  await presetCookieConsent(anonymous);
  await anonymous.goto(viewerAddress(publicId, 'cong-khai.pdf'));
  await expect(anonymous.getByTestId('pdf-pages').locator('canvas').first()).toBeVisible();
  await anonymous.getByRole('button', { name: 'Tải xuống' }).first().click();
  await expect(anonymous).toHaveURL(/\/login\?next=%2Fviewer%3F/);
  // Signed in, they are back in the viewer and the download they asked for starts.
  await signUp(anonymous, { name: 'Người Xem Sau' });
  const resumed = anonymous.waitForEvent('download');
  await anonymous.reload();
  await expect(anonymous).toHaveURL(/\/viewer\?/);
  expect((await resumed).suggestedFilename()).toBe('cong-khai.pdf');
  await anonymousContext.close();

  // Another user on a private file gets the reason, never a download.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await presetCookieConsent(other);
  await signUp(other, { name: 'Người Lạ' });
  let downloads = 0;
  other.on('download', () => downloads++);
  await other.goto(viewerAddress(privateId, 'rieng-tu.pdf'));
  await expect(other.getByRole('alert').filter({ hasText: 'Lỗi mở tài liệu' })).toContainText(
    'Bạn không có quyền truy cập file này',
  );
  await other.getByRole('button', { name: 'Tải xuống' }).first().click();
  await expect(toasts(other).getByText('Bạn không có quyền truy cập file này')).toBeVisible();
  expect(downloads).toBe(0);
  await otherContext.close();
});

test('file grid: cards of a row are equally tall, with no empty space at their bottom', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await presetCookieConsent(page);
  await signUp(page, { name: 'Người Sắp Xếp' });
  await page.goto('/profile');
  await uploadFromProfile(page, smallPdf('ngan.pdf'));
  await uploadFromProfile(page, smallPdf('dai.pdf'), 'Một mô tả dài. '.repeat(20));

  const cards = page.getByTestId('file-card');
  await expect(cards).toHaveCount(2);
  const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(Math.round(first.y)).toBe(Math.round(second.y));
  expect(Math.round(first.height)).toBe(Math.round(second.height));
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    const box = (await card.boundingBox())!;
    const last = (await card.locator(':scope > *').last().boundingBox())!;
    const paddingBottom = await card.evaluate((element) => parseFloat(getComputedStyle(element).paddingBottom));
    expect(Math.round(box.y + box.height - (last.y + last.height))).toBe(Math.round(paddingBottom + 1));
  }
});

test('an upload cut off by a reload resumes where the server stopped when the same file is picked again', async ({
  page,
}) => {
  await presetCookieConsent(page);
  await signUp(page, { name: 'Người Tải Tiếp' });
  await page.goto('/profile');

  // 8 MB chunks: the first reaches the server, every later PATCH is cut off until the page is reloaded.
  const bigPdf = test.info().outputPath('bai-giang-dai.pdf');
  const base = fs.readFileSync(path.resolve('bench/fixtures/sample.pdf'));
  fs.writeFileSync(bigPdf, Buffer.concat([base, Buffer.from(`\n%${'x'.repeat(11 * 1024 * 1024)}\n`)]));
  const cutOff = (route: Route) =>
    route.request().method() === 'PATCH' && route.request().headers()['upload-offset'] !== '0'
      ? route.abort('connectionreset')
      : route.continue();
  await page.route('**/api/v4/uploads/*', cutOff);

  // The server's answer to the first chunk: every byte of it stored (the browser's progress counts bytes
  // sent, which on a busy machine run ahead of the bytes the server has written).
  const firstChunkStored = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.request().headers()['upload-offset'] === '0' && response.ok(),
  );
  await page.getByRole('button', { name: 'Tải lên file' }).click();
  let dialog = page.getByRole('dialog', { name: 'Tải lên tài liệu' });
  await dialog.getByTestId('upload-input').setInputFiles(bigPdf);
  await dialog.getByRole('button', { name: 'Tải lên', exact: true }).click();
  expect((await firstChunkStored).headers()['upload-offset']).toBe(String(8 * 1024 * 1024));
  await expect(toasts(page).getByText(/Đang tải lên\.\.\. (6\d|7\d)%/)).toBeVisible();

  // Reloaded before the cut-off ends, so no retry of the old page slips through.
  await page.reload();
  await page.unroute('**/api/v4/uploads/*', cutOff);
  const requests: { method: string; offset?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v4/uploads')) {
      requests.push({ method: request.method(), offset: request.headers()['upload-offset'] });
    }
  });
  await page.getByRole('button', { name: 'Tải lên file' }).click();
  dialog = page.getByRole('dialog', { name: 'Tải lên tài liệu' });
  await dialog.getByTestId('upload-input').setInputFiles(bigPdf);
  await dialog.getByRole('button', { name: 'Tải lên', exact: true }).click();
  await expect(toasts(page).getByText('Tải lên thành công')).toBeVisible();
  // No new upload: a HEAD, then the rest from the first chunk's end.
  expect(requests.map((request) => request.method)).not.toContain('POST');
  expect(requests.find((request) => request.method === 'PATCH')?.offset).toBe(String(8 * 1024 * 1024));
  await expect(page.getByTestId('count-uploaded')).toHaveText('1');
});

test('an upload that loses the line for a few seconds finishes by itself and the card appears', async ({
  page,
  context,
}) => {
  await presetCookieConsent(page);
  await signUp(page, { name: 'Người Mất Sóng' });
  await page.goto('/profile');

  // 48 MB: seven PATCHes of at most 8 MB, each held back 1.5 s so the line drops mid-upload. Chromium's
  // offline mode fails what is sent after it starts (a held PATCH, the retries), not bytes already on the wire.
  const bigPdf = test.info().outputPath('de-thi-day-du.pdf');
  const base = fs.readFileSync(path.resolve('bench/fixtures/sample.pdf'));
  fs.writeFileSync(bigPdf, Buffer.concat([base, Buffer.from(`\n%${'x'.repeat(48 * 1024 * 1024)}\n`)]));
  const size = fs.statSync(bigPdf).size;
  const slowPatches = async (route: Route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  };
  const requests: { method: string; offset?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v4/uploads')) {
      requests.push({ method: request.method(), offset: request.headers()['upload-offset'] });
    }
  });

  await page.getByRole('button', { name: 'Tải lên file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tải lên tài liệu' });
  await dialog.getByTestId('upload-input').setInputFiles(bigPdf);
  await page.route('**/api/v4/uploads/*', slowPatches);
  await dialog.getByRole('button', { name: 'Tải lên', exact: true }).click();
  await expect(toasts(page).getByText(/Đang tải lên\.\.\. ([1-9]\d)%/)).toBeVisible();

  await context.setOffline(true);
  const notice = toasts(page).getByText('Mất kết nối, đang thử lại…');
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('toast-announcer')).toContainText('Mất kết nối, đang thử lại…');
  expect(await axeViolations(page, '[role="region"][aria-label="Thông báo"]')).toEqual([]);
  await page.waitForTimeout(4000);
  // Back online; nobody touches the page again.
  await context.setOffline(false);
  await expect(toasts(page).getByText(/Đang tải lên\.\.\. \d+%/)).toBeVisible();

  await expect(toasts(page).getByText('Tải lên thành công')).toBeVisible({ timeout: 120_000 });
  await expect(notice).toBeHidden();
  const card = page.getByTestId('file-card').filter({ hasText: 'de-thi-day-du' });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('count-uploaded')).toHaveText('1');
  const { files } = await getJson<{ files: { filename: string; size: number }[] }>(page.request, '/files/me/uploaded');
  expect(files.map((file) => [file.filename, file.size])).toEqual([['de-thi-day-du.pdf', size]]);
  // One upload, continued: no second POST; after the drop a HEAD asked the server's offset and the next
  // PATCH went on from there, not from the beginning.
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  const firstHead = requests.findIndex((request) => request.method === 'HEAD');
  expect(firstHead).toBeGreaterThan(0);
  const resumed = requests.slice(firstHead).find((request) => request.method === 'PATCH');
  expect(Number(resumed?.offset)).toBeGreaterThan(0);
});

test('an executable is refused by its bytes: in the modal before sending, and by the server after', async ({
  page,
}) => {
  await presetCookieConsent(page);
  await signUp(page, { name: 'Người Kiểm Tra Nội Dung' });
  await page.goto('/profile');
  const blocked = 'Nội dung file không được phép tải lên vì lý do bảo mật';

  // A Linux program named .pdf: the modal reads its first bytes and refuses it as the server would.
  await page.getByRole('button', { name: 'Tải lên file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tải lên tài liệu' });
  await dialog.getByTestId('upload-input').setInputFiles({
    name: 'bai-tap.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048)]),
  });
  await expect(dialog.getByRole('alert')).toHaveText(blocked);
  await expect(dialog.getByRole('button', { name: 'Tải lên', exact: true })).toBeDisabled();
  expect(await axeViolations(page, 'dialog')).toEqual([]);

  // A harmless PDF whose bytes are swapped for a program's on the way: the server refuses the finished
  // upload and the notice shows its message.
  const swapToProgram = async (route: Route) => {
    const body = route.request().postDataBuffer();
    if (route.request().method() !== 'PATCH' || !body) return route.continue();
    const program = Buffer.from(body);
    program.set([0x7f, 0x45, 0x4c, 0x46], 0);
    return route.continue({ postData: program });
  };
  await page.route('**/api/v4/uploads/*', swapToProgram);
  await dialog.getByTestId('upload-input').setInputFiles(smallPdf('de-cuong.pdf'));
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('button', { name: 'Tải lên', exact: true }).click();
  await expect(toasts(page).getByText(blocked)).toBeVisible();
  await page.unroute('**/api/v4/uploads/*', swapToProgram);
  await expect(page.getByTestId('file-card')).toHaveCount(0);
  await expect(page.getByTestId('count-uploaded')).toHaveText('0');
});

/** Signs in through the login form the page is on. */
async function signInWithForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

test("a visitor's Lưu and Tải xuống on a shared file go through signing in and are finished back on the file", async ({
  page,
  browser,
}) => {
  await presetCookieConsent(page);
  await signUp(page, { name: 'Người Chia Sẻ' });
  await page.goto('/profile');
  await uploadFromProfile(page, smallPdf('de-chia-se.pdf'));
  const fileId = await page.getByTestId('file-card').filter({ hasText: 'de-chia-se.pdf' }).getAttribute('data-file-id');
  const fileAddress = new RegExp(`/file/${fileId}$`);

  // The visitor has an account, but is not signed in on this device.
  const accountContext = await browser.newContext();
  const { email } = await signUp(await accountContext.newPage(), { name: 'Khách Quay Lại' });
  await accountContext.close();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await presetCookieConsent(visitor);
  await visitor.goto(`/file/${fileId}`);
  const card = visitor.getByTestId('file-card');
  await card.getByRole('button', { name: 'Lưu' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/login\\?next=%2Ffile%2F${fileId}$`));
  await signInWithForm(visitor, email);
  await expect(visitor).toHaveURL(fileAddress);
  await expect(card.getByRole('button', { name: 'Lưu' })).toHaveAttribute('aria-pressed', 'true');
  const saved = await getJson<TFileListResponse>(visitor.request, '/files/me/saved');
  expect(saved.files.map((file) => file.id)).toEqual([fileId]);

  // Signed out again, 'Tải xuống' does the same and the file arrives once they are back.
  await visitorContext.clearCookies();
  await visitor.reload();
  await card.getByRole('button', { name: 'Tải xuống' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/login\\?next=%2Ffile%2F${fileId}$`));
  const download = visitor.waitForEvent('download');
  await signInWithForm(visitor, email);
  await expect(visitor).toHaveURL(fileAddress);
  expect((await download).suggestedFilename()).toBe('de-chia-se.pdf');
  await expect(toasts(visitor).getByText('Tải xuống thành công!')).toBeVisible();
  // Saving once more is the visitor's own tap again: the wish was used up.
  await expect(card.getByRole('button', { name: 'Lưu' })).toHaveAttribute('aria-pressed', 'true');
  await visitorContext.close();
});

test('a login link that names another site goes home after signing in', async ({ page, browser }) => {
  const accountContext = await browser.newContext();
  const { email } = await signUp(await accountContext.newPage());
  await accountContext.close();
  await presetCookieConsent(page);
  await page.goto(`/login?next=${encodeURIComponent('//evil.example/file')}`);
  await signInWithForm(page, email);
  await expect(page).toHaveURL(/\/$/);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a shared file's page and /review carry the site navigation at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await presetCookieConsent(page);
    await signUp(page, { name: 'Người Đăng Nav' });
    await page.goto('/profile');
    await uploadFromProfile(page, smallPdf('co-thanh-dieu-huong.pdf'));
    const fileId = await page
      .getByTestId('file-card')
      .filter({ hasText: 'co-thanh-dieu-huong.pdf' })
      .getAttribute('data-file-id');
    await page.context().clearCookies();

    for (const address of [`/file/${fileId}`, '/review']) {
      await page.goto(address);
      // The bar's logo leads home from a visitor's first page.
      await expect(page.locator('nav').first().locator('a[href="/"]').first()).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}

test('the viewer recommends a computer on a phone only', async ({ page }) => {
  await presetCookieConsent(page);
  await signUp(page, { name: 'Người Đọc Máy Tính' });
  await page.goto('/profile');
  await uploadFromProfile(page, smallPdf('xem-tren-may.pdf'));
  const fileId = (await page
    .getByTestId('file-card')
    .filter({ hasText: 'xem-tren-may.pdf' })
    .getAttribute('data-file-id'))!;
  const notice = page.getByText('Để xem tài liệu tốt nhất, bạn nên dùng laptop hoặc máy tính để bàn.');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(viewerAddress(fileId, 'xem-tren-may.pdf'));
  await expect(page.getByTestId('pdf-pages').locator('canvas').first()).toBeVisible();
  await expect(notice).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Đóng thông báo' }).click();
  await expect(notice).toBeHidden();
});
