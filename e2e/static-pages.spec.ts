import type { Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, expect, test } from './fixtures';
import { axeViolations, PASSWORD, presetCookieConsent } from './support';

const FOOTER_PAGES = [
  { path: '/about', link: 'Giới thiệu', heading: 'Giới thiệu' },
  { path: '/terms', link: 'Điều khoản sử dụng', heading: 'Điều khoản sử dụng' },
  { path: '/privacy', link: 'Chính sách bảo mật', heading: 'Chính sách bảo mật' },
  { path: '/copyright', link: 'Bản quyền', heading: 'Bản quyền' },
  { path: '/contact', link: 'Liên hệ', heading: 'Liên hệ' },
];

test.describe('static pages', () => {
  test('the footer opens every static page with its Vietnamese heading', async ({ page }) => {
    await presetCookieConsent(page);
    await page.goto('/about');
    const footer = page.getByRole('navigation', { name: 'Liên kết cuối trang' });
    for (const item of FOOTER_PAGES.slice().reverse()) {
      await footer.getByRole('link', { name: item.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.heading);
      await expect(page).toHaveTitle(`${item.heading} – Học Tiếng Anh`);
      if (item.path !== '/contact') {
        await expect(page.getByText('Cập nhật lần cuối: 22/11/2026')).toBeVisible();
        expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
      }
    }
  });

  test('the table of contents jumps to a section and the about page links both features', async ({ page }) => {
    await presetCookieConsent(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/privacy');
    const toc = page.getByRole('navigation', { name: 'Mục lục trang' });
    await expect(toc).toBeVisible();
    await toc.getByRole('link', { name: 'Quyền của bạn' }).click();
    await expect(page).toHaveURL(/\/privacy#quyen-cua-ban$/);
    await expect(page.getByRole('heading', { name: 'Quyền của bạn', level: 2 })).toBeInViewport();

    // A deep link to a section scrolls to it once the lazily loaded page has rendered.
    await page.goto('/cookies#thay-doi-lua-chon');
    await expect(page.getByRole('heading', { name: 'Thay đổi lựa chọn của bạn', level: 2 })).toBeInViewport();

    await page.goto('/about');
    // The footer links the same pages: stay inside the page's own text.
    const main = page.locator('#main');
    await expect(main.getByRole('link', { name: 'trang chủ' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Hồ sơ của bạn' })).toHaveAttribute('href', '/profile');
    await main.getByRole('link', { name: 'Chính sách cookie' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chính sách cookie');
  });

  test('a new page opens at its top and Back returns to where the last one was left', async ({ page }) => {
    await presetCookieConsent(page);
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Điều khoản sử dụng');
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
    const left = await page.evaluate(() => window.scrollY);

    // dispatchEvent: a real click would first scroll the footer link into view.
    await page
      .getByRole('navigation', { name: 'Liên kết cuối trang' })
      .getByRole('link', { name: 'Bản quyền' })
      .dispatchEvent('click');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bản quyền');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Điều khoản sử dụng');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  test('the cookies page lists the stored keys and "change consent" brings the banner back', async ({ page }) => {
    await page.goto('/terms');
    const banner = page.getByRole('dialog', { name: 'Đồng ý sử dụng cookie' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Tìm hiểu thêm' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chính sách cookie');
    for (const key of [
      'better-auth.session_token',
      'cookie_consent',
      'practice-record',
      'practice-outbox:…',
      'promo_banner_dismissed',
      'pending-file-action',
    ]) {
      await expect(page.getByRole('cell', { name: key, exact: true })).toBeVisible();
    }
    const changeButton = page.getByRole('button', { name: 'Thay đổi lựa chọn cookie' });
    await expect(changeButton).toBeDisabled();

    await banner.getByRole('button', { name: 'Từ chối' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeHidden();
    await expect(page.getByTestId('consent-status')).toHaveText('Bạn đã từ chối thống kê truy cập.');

    await changeButton.click();
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('cookie_consent'))).toBeNull();
    await expect(page.getByTestId('consent-status')).toContainText('Bạn chưa đưa ra lựa chọn');

    await banner.getByRole('button', { name: 'Đồng ý' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('cookie_consent'))).toBe('accepted');
  });

  test('the contact page shows the configured channels and the form opens a prefilled mailto', async ({ page }) => {
    await presetCookieConsent(page);
    await page.goto('/contact');
    const info = page.getByRole('region', { name: 'Thông tin liên hệ' });
    // The e2e server runs with the configuration defaults (no social links configured).
    await expect(info.getByText('Hà Nội, Việt Nam')).toBeVisible();
    await expect(info.getByRole('link', { name: 'hotro@hoctienganh.local' })).toHaveAttribute(
      'href',
      'mailto:hotro@hoctienganh.local',
    );
    await expect(info.getByRole('link', { name: '1900 0000' })).toHaveAttribute('href', 'tel:19000000');
    await expect(info.getByRole('link', { name: 'Facebook' })).toHaveCount(0);

    // A mailto: navigation leaves the page in place and makes no HTTP request, so the request the page makes
    // of the browser is observed through the DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const requested: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (event) => requested.push(event.url));

    await page.getByLabel('Họ và tên').fill('Nguyễn Thị Mai & Co');
    await page.getByLabel('Email').fill('mai@example.com');
    await page.getByLabel('Nội dung').fill('Xin chào!\nTài liệu #3 có lỗi?');
    await page.getByRole('button', { name: 'Gửi tin nhắn' }).click();

    const fallback = page.getByTestId('contact-mailto');
    await expect(fallback).toBeVisible();
    const href = await fallback.getAttribute('href');
    expect(href).toBe(
      'mailto:hotro@hoctienganh.local?subject=' +
        encodeURIComponent('Liên hệ từ Nguyễn Thị Mai & Co') +
        '&body=' +
        encodeURIComponent(
          'Họ và tên: Nguyễn Thị Mai & Co\r\nEmail: mai@example.com\r\n\r\nNội dung:\r\nXin chào!\r\nTài liệu #3 có lỗi?',
        ),
    );
    await expect.poll(() => requested).toContain(href);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('on a phone the promotional banner and the cookie bar stay compact', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const promo = page.getByRole('region', { name: 'Khuyến mãi' });
    const consent = page.getByRole('dialog', { name: 'Đồng ý sử dụng cookie' });
    await expect(promo).toBeVisible();
    await expect(consent).toBeVisible();
    const promoBox = (await promo.boundingBox())!;
    const consentBox = (await consent.boundingBox())!;
    // One line of banner, and together well under a quarter of the screen (they took a third).
    expect(promoBox.height).toBeLessThanOrEqual(44);
    expect(promoBox.height + consentBox.height).toBeLessThanOrEqual(0.22 * 844);
    await expect(consent.getByRole('button', { name: 'Đồng ý' })).toBeInViewport();
  });

  test('the promotional banner’s controls are at least 24 × 24 px', async ({ page }) => {
    await presetCookieConsent(page);
    await page.goto('/');
    const promo = page.getByRole('region', { name: 'Khuyến mãi' });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      for (const control of [
        promo.getByRole('link', { name: 'Thử ngay' }),
        promo.getByRole('button', { name: 'Đóng thông báo khuyến mãi' }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.width, `at ${width} px`).toBeGreaterThanOrEqual(24);
        expect(box.height, `at ${width} px`).toBeGreaterThanOrEqual(24);
      }
    }
  });

  test('an English interface reads the pages, checkout and moderation in English', async ({ page }) => {
    await presetCookieConsent(page);
    await page.addInitScript(() => window.localStorage.setItem('interface-language', 'en'));
    const expectEnglishAndNoViolations = async () => {
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axeViolations(page), `${page.url()} at ${width} px`).toEqual([]);
      }
    };

    // A static page: its frame is English, its Vietnamese-only prose says so and is marked Vietnamese.
    await page.goto('/cookies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
    await expect(page.getByTestId('vietnamese-only')).toHaveText('This page is available in Vietnamese only.');
    await expect(page.getByRole('navigation', { name: 'Page contents' })).toContainText('On this page');
    await expect(page.locator('article div[lang="vi"] h2').first()).toHaveText('Cookie và localStorage là gì?');
    await expect(page.getByRole('button', { name: 'Change cookie choice' })).toBeVisible();
    await expect(page.getByTestId('consent-status')).toHaveText('You have declined visit statistics.');
    await expectEnglishAndNoViolations();

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeVisible();

    // Checkout, the sandbox gateway and the return page.
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test payment');
    await expect(page.getByText('19/25 characters')).toBeVisible();
    await expectEnglishAndNoViolations();
    await page.getByLabel('Amount (VND)').fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The amount is not valid');
    await page.getByLabel('Amount (VND)').fill('20000');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test payment gateway');
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
    await expect(page.getByRole('link', { name: 'New payment' })).toBeVisible();

    // The moderation screen, for the admin account.
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content moderation');
    await page.getByRole('tab', { name: 'Log' }).click();
    await expect(page.getByRole('tab', { name: 'Log' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^Reports/ })).toBeVisible();
    await expectEnglishAndNoViolations();
  });
});

/** The e2e admin account, signed in through the API (made the first time; another spec may have made it). */
async function signInAsAdmin(page: Page) {
  const headers = { origin: new URL(page.url()).origin };
  const data = { email: E2E_ADMIN_EMAIL, password: PASSWORD, name: 'Quản Trị Viên' };
  const signedUp = await page.request.post('/api/v4/auth/sign-up/email', { data, headers });
  if (signedUp.ok()) return;
  const signedIn = await page.request.post('/api/v4/auth/sign-in/email', { data, headers });
  expect(signedIn.ok(), `sign-in answered ${signedIn.status()}`).toBe(true);
}
