import fs from 'node:fs';
import { expect, test } from './fixtures';
import {
  axeViolations,
  mailedLink,
  PASSWORD,
  presetCookieConsent,
  signUp,
  signUpWithForm,
  uniqueEmail,
  uploadFromProfile,
} from './support';

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('sign up → nav shows the user → logout → /profile redirects to /login', async ({ page }) => {
    const { email } = await signUpWithForm(page, { name: 'Phạm Thị Hoa' });
    const navUser = page.getByTestId('nav-user');
    await expect(navUser).toContainText('Phạm Thị Hoa');

    await navUser.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Phạm Thị Hoa' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Chào mừng trở lại' })).toBeVisible();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  });

  test('a visitor sent from a signed-in screen to sign in comes back to it', async ({ page, browser }) => {
    const setup = await browser.newContext();
    const { email } = await signUp(await setup.newPage(), { name: 'Người Quay Lại' });
    await setup.close();

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu').fill(PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('nav-user')).toContainText('Người Quay Lại');
  });

  test('signs in with e-mail, shows a clear message for a wrong password', async ({ page, browser }) => {
    const { email } = await signUpWithForm(page, { name: 'Lê Minh' });
    const other = await browser.newContext();
    const login = await other.newPage();
    await presetCookieConsent(login);
    await login.goto('/login');
    await expect(login.getByText('Đăng nhập để tiếp tục')).toBeVisible();

    // Empty fields do nothing.
    await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(login).toHaveURL(/\/login$/);

    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Mật khẩu').fill('mat-khau-sai-roi');
    await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(login.getByRole('alert')).toHaveText('Email hoặc mật khẩu không đúng.');

    await login.getByLabel('Mật khẩu').fill(PASSWORD);
    await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(login).toHaveURL(/\/$/);
    await expect(login.getByTestId('nav-user')).toContainText('Lê Minh');

    // Signed-in visitors of /login and /signup go home.
    await login.goto('/signup');
    await expect(login).toHaveURL(/\/$/);
    await other.close();
  });

  test('an existing e-mail gets the sign-up refusal that does not say the e-mail is registered', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail();
    await signUpWithForm(page, { email });
    const other = await browser.newContext();
    const signup = await other.newPage();
    await presetCookieConsent(signup);
    await signup.goto('/signup');
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Mật khẩu').fill(PASSWORD);
    await signup.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(signup.getByRole('alert')).toHaveText(
      'Không thể tạo tài khoản với thông tin này. Nếu bạn đã có tài khoản, hãy đăng nhập.',
    );
    await other.close();
  });

  test('a malformed e-mail on sign-up gets sign-up wording, not the sign-in failure', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill('abc');
    await page.getByLabel('Mật khẩu').fill(PASSWORD);
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Email không hợp lệ.');
    await expect(page.getByText(/Đăng nhập không thành công/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('no Google button where Google sign-in is not configured', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
    await expect(page.getByText('hoặc', { exact: true })).toHaveCount(0);
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Đăng ký', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
  });
});

test.describe('global elements', () => {
  test('cookie consent persists across reloads', async ({ page }) => {
    await page.goto('/about');
    const bar = page.getByRole('dialog', { name: 'Đồng ý sử dụng cookie' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Đồng ý' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('accepted');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test('declining is remembered too', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Từ chối' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Đồng ý sử dụng cookie' })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('declined');
  });

  test('promotional banner can be dismissed; unknown pages show the 404 page', async ({ page }) => {
    await presetCookieConsent(page);
    const response = await page.goto('/trang-khong-ton-tai');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Khuyến mãi' });
    await expect(banner).toContainText('luyện nghe – chép chính tả câu TOEIC Part 1 miễn phí');
    await expect(banner.getByRole('link', { name: 'Thử ngay' })).toBeVisible();
    await banner.getByRole('button', { name: 'Đóng thông báo khuyến mãi' }).click();
    await expect(banner).toBeHidden();
  });

  test('the nav bar is hidden on the login page and shown on static pages', async ({ page }) => {
    await presetCookieConsent(page);
    await page.goto('/login');
    await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeHidden();
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ads.txt' })).toHaveAttribute('href', '/ads.txt');
  });
});

test.describe('password reset', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('forgot password → the mailed link → a new password → signed in; the old session is signed out', async ({
    page,
    browser,
  }) => {
    const { email } = await signUp(page, { name: 'Người Hay Quên' });
    const other = await browser.newContext();
    const reset = await other.newPage();
    await presetCookieConsent(reset);
    await reset.goto('/login');
    await reset.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await expect(reset).toHaveURL(/\/quen-mat-khau$/);
    await expect(reset.getByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();
    await reset.getByLabel('Email').fill(email);
    await reset.getByRole('button', { name: 'Gửi liên kết' }).click();
    await expect(reset.getByRole('status').filter({ hasText: `Nếu ${email} có tài khoản` })).toBeVisible();

    const link = await mailedLink(email, '/api/v4/auth/reset-password/');
    await reset.goto(link);
    await expect(reset).toHaveURL(/\/dat-lai-mat-khau\?token=/);
    await reset.getByLabel('Mật khẩu mới', { exact: true }).fill('mat-khau-moi-2026');
    await reset.getByLabel('Nhập lại mật khẩu mới').fill('mat-khau-khac');
    await reset.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
    await expect(reset.getByRole('alert')).toHaveText('Hai mật khẩu không khớp.');
    await expect(reset.getByLabel('Nhập lại mật khẩu mới')).toBeFocused();
    await reset.getByLabel('Nhập lại mật khẩu mới').fill('mat-khau-moi-2026');
    await reset.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
    await expect(reset).toHaveURL(/\/login$/);
    await expect(reset.getByTestId('toast')).toContainText('Đã đặt mật khẩu mới. Hãy đăng nhập bằng mật khẩu mới.');

    await reset.getByLabel('Email').fill(email);
    await reset.getByLabel('Mật khẩu').fill('mat-khau-moi-2026');
    await reset.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(reset.getByTestId('nav-user')).toContainText('Người Hay Quên');

    // The first browser's session ended with the change.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);

    // The link worked once.
    await reset.goto(link);
    await expect(reset.getByRole('alert')).toHaveText(
      'Liên kết đặt lại mật khẩu không hợp lệ, đã được dùng hoặc đã hết hạn. Hãy yêu cầu liên kết mới.',
    );
    await expect(reset.getByRole('link', { name: 'Yêu cầu liên kết mới' })).toBeVisible();
    await other.close();
  });
});

test('the profile downloads everything the site keeps about the account as one JSON file', async ({ page }) => {
  await presetCookieConsent(page);
  const { email } = await signUp(page, { name: 'Người Xuất Dữ Liệu' });
  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Tải dữ liệu của tôi' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^du-lieu-tai-khoan-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8')) as {
    profile: { email: string; displayName: string };
    files: unknown[];
    practice: { attempts: unknown[] };
  };
  expect(data.profile).toMatchObject({ email, displayName: 'Người Xuất Dữ Liệu' });
  expect(data.files).toEqual([]);
  expect(data.practice.attempts).toEqual([]);
});

test('deleting the account asks for the password, removes it with its files, and its author page is gone', async ({
  page,
}) => {
  await presetCookieConsent(page);
  const { password } = await signUp(page, { name: 'Người Sắp Rời Đi' });
  await page.goto('/profile');
  await uploadFromProfile(page, { name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('Xin chào') });
  const session = (await (await page.request.get('/api/v4/auth/get-session')).json()) as { user: { id: string } };

  await page.getByRole('button', { name: 'Xóa tài khoản…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xóa tài khoản?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Mật khẩu')).toBeFocused();
  expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

  await dialog.getByLabel('Mật khẩu').fill('khong-dung');
  await dialog.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Mật khẩu không đúng, tài khoản chưa bị xóa.');
  await dialog.getByLabel('Mật khẩu').fill(password);
  await dialog.getByRole('button', { name: 'Xóa vĩnh viễn' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Tài khoản và toàn bộ dữ liệu của bạn đã được xóa.' }),
  ).toBeVisible();
  await expect(page.getByTestId('nav-user')).toHaveCount(0);

  await page.goto(`/user/${session.user.id}`);
  await expect(page.getByText('Không tìm thấy người dùng')).toBeVisible();
});
