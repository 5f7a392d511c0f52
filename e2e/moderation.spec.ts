// A reader reports a file through 'Báo cáo vi phạm', the admin sees it on /admin and hides
// it, the reader then gets 'File không tồn tại' and the owner sees why, the admin restores it. The report
// dialog and /admin pass axe at 390 and 1440 px and work from the keyboard.
import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, expect, test } from './fixtures';
import { axeViolations, PASSWORD, presetCookieConsent, signUp, toasts, uploadFromProfile } from './support';

const FILE_NAME = 'giao-trinh-sao-chep.txt';
const REPORT_TEXT = 'Tài liệu chép nguyên văn sách của nhà xuất bản.';
const HIDE_REASON = 'Vi phạm bản quyền của nhà xuất bản';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
/** Set E2E_SCREENSHOTS to a folder to keep pictures of the screens for a look by eye. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
}

async function newUserPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetCookieConsent(page);
  return page;
}

/** The admin account: signed up the first time, signed in through the login form. */
async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  // Refused (and harmless) when an earlier run of this server made the account already.
  await page.request.post('/api/v4/auth/sign-up/email', {
    data: { email: E2E_ADMIN_EMAIL, password: PASSWORD, name: 'Quản Trị Viên' },
    headers: { origin: new URL(page.url()).origin },
  });
  await page.context().clearCookies();
  await page.reload();
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function expectNoViolations(page: Page, include?: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    expect(await axeViolations(page, include), `${include ?? page.url()} at ${viewport.width} px`).toEqual([]);
  }
}

test('a reader reports a file, the admin hides it and restores it', async ({ browser }) => {
  const owner = await newUserPage(browser);
  await signUp(owner, { name: 'Người Đăng Tài Liệu' });
  await owner.goto('/profile');
  await uploadFromProfile(owner, { name: FILE_NAME, mimeType: 'text/plain', buffer: Buffer.from('Nội dung sao chép') });
  const fileId = (await owner.getByTestId('file-card').filter({ hasText: FILE_NAME }).getAttribute('data-file-id'))!;

  // The reader reports it from the keyboard.
  const reader = await newUserPage(browser);
  await signUp(reader, { name: 'Người Đọc Cẩn Thận' });
  await reader.goto(`/file/${fileId}`);
  await expect(reader.getByRole('heading', { name: FILE_NAME })).toBeVisible();
  const reportButton = reader.getByRole('button', { name: 'Báo cáo vi phạm' });
  await reportButton.focus();
  await reader.keyboard.press('Enter');
  const dialog = reader.getByRole('dialog', { name: 'Báo cáo vi phạm' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Vi phạm bản quyền' })).toBeFocused();
  await expectNoViolations(reader, 'dialog');
  await screenshot(reader, 'report-dialog');

  // Sending without a reason, then 'Lý do khác' without text, says what is missing.
  const submit = dialog.getByRole('button', { name: 'Gửi báo cáo' });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Vui lòng chọn lý do báo cáo.');
  await dialog.getByRole('radio', { name: 'Vi phạm bản quyền' }).focus();
  for (let step = 0; step < 3; step += 1) await reader.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Lý do khác' })).toBeChecked();
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Vui lòng mô tả lý do khi chọn "Lý do khác".');
  await expect(dialog.getByLabel('Mô tả thêm *')).toBeFocused();
  await reader.keyboard.type(REPORT_TEXT);
  await submit.focus();
  await reader.keyboard.press('Enter');
  await expect(toasts(reader)).toContainText('Đã gửi báo cáo');
  await expect(dialog).toBeHidden();
  await expect(reportButton).toBeFocused();

  // A second report of the same file is refused with a clear message.
  await reportButton.click();
  await dialog.getByRole('radio', { name: 'Spam hoặc quảng cáo' }).check();
  await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Bạn đã báo cáo tài liệu này');
  await reader.keyboard.press('Escape');

  // Non-admins get the 403 page on /admin and no 'Quản trị' link.
  await reader.goto('/admin');
  await expect(reader.getByRole('heading', { name: 'Bạn không có quyền truy cập trang này.' })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Quản trị' })).toHaveCount(0);

  // The admin finds it on /admin and hides it.
  const admin = await newUserPage(browser);
  await signInAsAdmin(admin);
  await admin.getByRole('link', { name: 'Quản trị' }).first().click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('heading', { name: 'Quản trị nội dung' })).toBeVisible();
  const item = admin.getByTestId('reported-file').filter({ hasText: FILE_NAME });
  await expect(item).toContainText('1 báo cáo');
  await expect(item).toContainText('Lý do khác: 1');
  await expect(item).toContainText(REPORT_TEXT);
  await expect(item).toContainText('Người Đăng Tài Liệu');
  await expectNoViolations(admin);
  await screenshot(admin, 'admin-reports');

  await item.getByRole('button', { name: 'Ẩn tài liệu' }).click();
  const hideDialog = admin.getByRole('dialog', { name: 'Ẩn tài liệu' });
  await expect(hideDialog.getByLabel('Lý do (người đăng sẽ thấy) *')).toBeFocused();
  await expectNoViolations(admin, 'dialog');
  await admin.keyboard.type(HIDE_REASON);
  await hideDialog.getByRole('button', { name: 'Ẩn tài liệu' }).click();
  await expect(toasts(admin)).toContainText('Đã ẩn tài liệu.');
  await expect(item).toHaveCount(0);

  // The reader: the file does not exist any more. The owner: it is there, hidden, with the reason.
  await reader.goto(`/file/${fileId}`);
  await expect(reader.getByRole('heading', { name: 'File không tồn tại' })).toBeVisible();
  await owner.goto('/profile');
  const ownCard = owner.getByTestId('file-card').filter({ hasText: FILE_NAME });
  await expect(ownCard.getByTestId('moderation-notice')).toHaveText(`Đã bị ẩn bởi quản trị viên: ${HIDE_REASON}`);
  await owner.goto(`/file/${fileId}`);
  await expect(owner.getByTestId('moderation-notice')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Báo cáo vi phạm' })).toHaveCount(0);
  await screenshot(owner, 'owner-hidden-file');

  // The admin restores it from the hidden files, with the keyboard's arrow keys between the tabs.
  await admin.getByRole('tab', { name: /Báo cáo/ }).focus();
  await admin.keyboard.press('ArrowRight');
  await expect(admin.getByRole('tab', { name: /Bình luận bị báo cáo/ })).toHaveAttribute('aria-selected', 'true');
  await admin.keyboard.press('ArrowRight');
  await expect(admin.getByRole('tab', { name: 'Tài liệu bị ẩn' })).toHaveAttribute('aria-selected', 'true');
  const hidden = admin.getByTestId('hidden-file').filter({ hasText: FILE_NAME });
  await expect(hidden).toContainText(HIDE_REASON);
  await expectNoViolations(admin);
  await screenshot(admin, 'admin-hidden');
  await hidden.getByRole('button', { name: 'Khôi phục' }).click();
  await expect(toasts(admin)).toContainText('Đã khôi phục tài liệu.');
  await expect(hidden).toHaveCount(0);

  await admin.getByRole('tab', { name: 'Nhật ký' }).click();
  const rows = admin.getByTestId('audit-row');
  await expect(rows.nth(0)).toContainText('Khôi phục tài liệu');
  await expect(rows.nth(1)).toContainText('Ẩn tài liệu');
  await expect(rows.nth(1)).toContainText(HIDE_REASON);
  await expect(rows.nth(0)).toContainText(E2E_ADMIN_EMAIL);
  await expectNoViolations(admin);
  await screenshot(admin, 'admin-log');

  await reader.goto(`/file/${fileId}`);
  await expect(reader.getByRole('heading', { name: FILE_NAME })).toBeVisible();
});
