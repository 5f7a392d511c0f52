// 'Cài đặt tài khoản'. The display name and a cropped avatar reach the nav bar and the cards of
// the user's files; the password changes with the current one, signs the other devices out and works at
// the next sign-in. Every step here is done with the keyboard.
import type { Browser, FileChooser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { axeViolations, PASSWORD, presetCookieConsent, signUp, toasts, uploadFromProfile } from './support';

/** 800×400: the left half red, the right half blue. A centred square crop is half of each. */
async function halfRedHalfBlue(): Promise<Buffer> {
  const blue = { create: { width: 400, height: 400, channels: 3 as const, background: '#0000ff' } };
  return sharp({ create: { width: 800, height: 400, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 400, top: 0 }])
    .png()
    .toBuffer();
}

async function pixelOf(page: Page, address: string, x: number, y: number) {
  const response = await page.request.get(address);
  expect(response.status()).toBe(200);
  const { data, info } = await sharp(await response.body())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { width: info.width, height: info.height, red: data[offset]!, blue: data[offset + 2]! };
}

/** The account signed in on a second browser (another device in its sessions list). */
async function signInOnAnotherDevice(browser: Browser, email: string) {
  const other = await browser.newContext();
  const phone = await other.newPage();
  await presetCookieConsent(phone);
  await phone.goto('/login');
  await phone.getByLabel('Email').fill(email);
  await phone.getByLabel('Mật khẩu').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(phone).toHaveURL(/\/$/);
  return { other, phone };
}

test.describe('account settings', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('changes the name and a cropped avatar; the nav bar and the file card show them', async ({ page }) => {
    // Listened for from the start: Playwright turns the browser's file-chooser interception on without
    // waiting, so a key pressed just after a listener is added can open the picker before it is on (the
    // test then waited for an event that never came).
    const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await signUp(page, { name: 'Người Cài Đặt' });
    await page.goto('/profile');
    await uploadFromProfile(page, {
      name: 'ghi-chu-cai-dat.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Xin chào'),
    });

    // Reached from the nav bar.
    await page.getByRole('link', { name: 'Cài đặt', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cài đặt tài khoản' })).toBeVisible();
    await expect(page).toHaveTitle(/Cài đặt tài khoản/);

    // The name, typed and saved with Enter.
    const nameField = page.getByLabel('Tên hiển thị');
    await expect(nameField).toHaveValue('Người Cài Đặt');
    await nameField.fill('');
    await nameField.press('Enter');
    await expect(page.getByText('Vui lòng nhập tên hiển thị.')).toBeVisible();
    await nameField.fill('Cô Lan Anh');
    await nameField.press('Enter');
    await expect(toasts(page)).toContainText('Đã lưu tên hiển thị.');
    await expect(page.getByTestId('nav-user')).toContainText('Cô Lan Anh');

    // The avatar: the picker opens from the button by keyboard, the crop moves with the arrow keys.
    const change = page.getByRole('button', { name: 'Tải ảnh đại diện' });
    await change.focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'anh-cua-toi.png', mimeType: 'image/png', buffer: await halfRedHalfBlue() });
    const dialog = page.getByRole('dialog', { name: 'Cắt ảnh đại diện' });
    await expect(dialog).toBeVisible();
    const frame = dialog.getByRole('group', { name: 'Vùng cắt ảnh' });
    await frame.focus();
    // 13 steps of 10 px move the picture as far right as it goes: the square then shows its red left half.
    for (let step = 0; step < 13; step += 1) await page.keyboard.press('ArrowRight');
    const zoom = dialog.getByRole('slider', { name: 'Thu phóng' });
    await expect(zoom).toHaveValue('1');
    await page.keyboard.press('Tab');
    await expect(zoom).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(zoom).toHaveValue('1');
    await dialog.getByRole('button', { name: 'Lưu ảnh' }).focus();
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toContainText('Đã cập nhật ảnh đại diện.');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Đổi ảnh đại diện' })).toBeFocused();

    const navPicture = page.getByTestId('nav-user').locator('img');
    await expect(navPicture).toHaveAttribute('src', /^\/api\/v4\/avatars\/[^/]+\/[0-9a-f]{64}\.webp$/);
    const address = (await navPicture.getAttribute('src'))!;
    // The stored square is the crop: 256×256, red where a centred crop would have been blue.
    const pixel = await pixelOf(page, address, 200, 128);
    expect(pixel).toMatchObject({ width: 256, height: 256 });
    expect(pixel.red).toBeGreaterThan(200);
    expect(pixel.blue).toBeLessThan(60);

    // The card of the file uploaded before the change shows both.
    await page.goto('/profile');
    const card = page.getByTestId('file-card').filter({ hasText: 'ghi-chu-cai-dat.txt' });
    await expect(card).toContainText('Cô Lan Anh');
    await expect(card.locator(`img[src="${address}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Cô Lan Anh' })).toBeVisible();

    // Reached from the profile too; 'Xóa ảnh đại diện' goes back to the initials.
    await page.getByRole('link', { name: 'Cài đặt tài khoản' }).click();
    await page.getByRole('button', { name: 'Xóa ảnh đại diện' }).click();
    await expect(toasts(page)).toContainText('Đã xóa ảnh đại diện.');
    await expect(navPicture).toHaveAttribute('src', /^\/api\/v4\/avatar\?/);
    expect((await page.request.get(address)).status()).toBe(404);
  });

  test('refuses a file that is not a picture before any upload', async ({ page }) => {
    await signUp(page, { name: 'Người Chọn Nhầm' });
    await page.goto('/settings');
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('không phải ảnh') });
    await expect(page.getByRole('alert')).toContainText('File này không phải ảnh hoặc đã bị hỏng.');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('changes the password, signs the other device out, and the new password signs in', async ({ page, browser }) => {
    const { email } = await signUp(page, { name: 'Người Đổi Mật Khẩu' });
    const { other, phone } = await signInOnAnotherDevice(browser, email);

    await page.goto('/settings');
    const sessions = page.getByTestId('session-list').getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText('Thiết bị này');

    const current = page.getByLabel('Mật khẩu hiện tại');
    await current.fill('mat-khau-sai-roi');
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('mat-khau-moi-that-dai');
    await page.getByLabel('Nhập lại mật khẩu mới').fill('mat-khau-moi-that-dai');
    await page.getByLabel('Nhập lại mật khẩu mới').press('Enter');
    await expect(page.getByText('Mật khẩu hiện tại không đúng.')).toBeVisible();
    await expect(current).toBeFocused();

    await current.fill(PASSWORD);
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(toasts(page)).toContainText('Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.');
    await expect(sessions).toHaveCount(1);
    await expect(current).toHaveValue('');

    // The other device is signed out; this one is not.
    await phone.goto('/profile');
    await expect(phone).toHaveURL(/\/login\?next=%2Fprofile$/);
    await other.close();
    await page.reload();
    await expect(page.getByTestId('nav-user')).toContainText('Người Đổi Mật Khẩu');

    await page.getByRole('button', { name: 'Đăng xuất', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu').fill('mat-khau-moi-that-dai');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('nav-user')).toContainText('Người Đổi Mật Khẩu');
  });

  test('signs the other devices out from the sessions list', async ({ page, browser }) => {
    const { email } = await signUp(page, { name: 'Nhiều Thiết Bị' });
    const { other, phone } = await signInOnAnotherDevice(browser, email);

    await page.goto('/settings');
    await expect(page.getByTestId('session-list').getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Đăng xuất khỏi thiết bị khác' }).click();
    const confirm = page.getByRole('dialog', { name: 'Đăng xuất khỏi thiết bị khác?' });
    await confirm.getByRole('button', { name: 'Đăng xuất', exact: true }).click();
    await expect(toasts(page)).toContainText('Đã đăng xuất khỏi 1 thiết bị khác.');
    await expect(page.getByTestId('session-list').getByRole('listitem')).toHaveCount(1);
    await phone.goto('/profile');
    await expect(phone).toHaveURL(/\/login\?next=%2Fprofile$/);
    await other.close();
  });

  test('offers no Google control where Google sign-in is off, and no word about the server', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Tạo tài khoản' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);

    await signUp(page, { name: 'Không Có Google' });
    await page.goto('/settings');
    // The cards that come from the settings answer are there: Google's would have come with them.
    await expect(page.getByRole('heading', { level: 2, name: 'Mật khẩu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tài khoản Google' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
    await expect(page.getByText(/máy chủ/)).toHaveCount(0);
  });
});

test.describe('interface language', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('a visitor switches to English from the footer; the page and <html lang> follow and a reload keeps it', async ({
    page,
  }) => {
    await page.goto('/');
    const choice = page.getByRole('contentinfo').getByRole('group', { name: 'Ngôn ngữ giao diện' });
    const vietnamese = choice.getByRole('button', { name: 'Tiếng Việt' });
    const english = choice.getByRole('button', { name: 'English' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(vietnamese).toHaveAttribute('aria-pressed', 'true');
    await expect(english).toHaveAttribute('aria-pressed', 'false');
    // Each name is read in its own language.
    await expect(vietnamese).toHaveAttribute('lang', 'vi');
    await expect(english).toHaveAttribute('lang', 'en');

    await english.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The group is named in English now.
    const choiceInEnglish = page.getByRole('contentinfo').getByRole('group', { name: 'Interface language' });
    await expect(choiceInEnglish.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(choiceInEnglish.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'false');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dictation' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Special offer' })).toContainText('TOEIC Part 1');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveTitle(/^Welcome back – /);

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
  });

  test('a signed-in choice is kept on the account and follows it to a fresh browser', async ({ page, browser }) => {
    const { email } = await signUp(page, { name: 'Người Học Tiếng Anh' });
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Ngôn ngữ giao diện' });
    await card.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Account settings – /);
    await expect
      .poll(async () => (await page.request.get('/api/v4/me/preferences')).json())
      .toEqual({ language: 'en' });
    expect(await axeViolations(page)).toEqual([]);

    // Another device starts in Vietnamese; signing in brings the account's English.
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await presetCookieConsent(fresh);
    await fresh.goto('/login');
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'vi');
    await fresh.getByLabel('Email').fill(email);
    await fresh.getByLabel('Mật khẩu').fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
    await expect(fresh.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await fresh.reload();
    await expect(fresh.getByRole('link', { name: 'Dictation' })).toBeVisible();
    await other.close();
  });
});
