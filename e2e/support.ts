// Helpers shared by the end-to-end specs.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export function uniqueEmail(prefix = 'hoc-vien'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export const PASSWORD = 'mat-khau-that-dai-123';

/** Accepts the cookie banner before the page loads, so it never covers what a test clicks. */
export async function presetCookieConsent(page: Page, value: 'accepted' | 'declined' = 'declined'): Promise<void> {
  await page.addInitScript((choice) => {
    if (!window.localStorage.getItem('cookie_consent')) window.localStorage.setItem('cookie_consent', choice);
  }, value);
}

/** Signs up through the real sign-up screen and waits until the app shows the user as signed in. */
export async function signUp(page: Page, options: { name?: string; email?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const name = options.name ?? 'Học Viên Thử';
  await page.goto('/signup');
  await page.getByLabel('Tên hiển thị (không bắt buộc)').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return { email, name, password: PASSWORD };
}
