// Helpers shared by the end-to-end specs.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { workerServer } from './fixtures';
import { TIMINGS } from '../src/shared/constants';

export function uniqueEmail(prefix = 'hoc-vien'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export const PASSWORD = 'mat-khau-that-dai-123';

/** GET `/api/v4{path}` as the context's user; fails the test on anything but 2xx. */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v4${path}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Accepts the cookie banner before the page loads, so it never covers what a test clicks. */
export async function presetCookieConsent(page: Page, value: 'accepted' | 'declined' = 'declined'): Promise<void> {
  await page.addInitScript((choice) => {
    if (!window.localStorage.getItem('cookie_consent')) window.localStorage.setItem('cookie_consent', choice);
  }, value);
}

/**
 * Makes an account through the sign-up endpoint the screen calls, signed in in the page's browser context
 * (`page.request` shares its cookies). The page stays where it was: the caller opens what it tests. Specs
 * whose subject is signing up use `signUpWithForm`.
 */
export async function signUp(page: Page, options: { name?: string; email?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const name = options.name ?? 'Học Viên Thử';
  const response = await page.request.post('/api/v4/auth/sign-up/email', {
    data: { email, password: PASSWORD, name },
    // A state-changing request must come from the site's own origin, as the browser's would.
    headers: { origin: workerServer().baseURL },
  });
  expect(response.ok(), `sign-up answered ${response.status()}: ${await response.text()}`).toBe(true);
  // No e-mail confirmation in the e2e run: the context now holds the new account's session.
  const session = await getJson<{ user: { email: string } } | null>(page.request, '/auth/get-session');
  expect(session?.user.email, 'sign-up signed the account in').toBe(email);
  return { email, name, password: PASSWORD };
}

/** Signs up through the real sign-up screen and waits until the app shows the user as signed in. */
export async function signUpWithForm(page: Page, options: { name?: string; email?: string } = {}) {
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

/**
 * Uploads one file through the profile's upload modal and waits for the success notice. The document is
 * titled by its whole file name (the dialog proposes it without the extension), so cards show that name.
 */
export async function uploadFromProfile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  description = '',
): Promise<void> {
  await page.getByRole('button', { name: 'Tải lên file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tải lên tài liệu' });
  await dialog.getByTestId('upload-input').setInputFiles(file);
  await dialog.getByRole('textbox', { name: 'Tiêu đề' }).fill(file.name);
  if (description) await dialog.getByLabel('Mô tả (không bắt buộc)').fill(description);
  await dialog.getByRole('button', { name: 'Tải lên', exact: true }).click();
  await expect(page.getByTestId('file-card').filter({ hasText: file.name })).toBeVisible();
}

/** The toast region (role region "Thông báo"). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: 'Thông báo' });
}

/**
 * A visitor's learner record as the browser keeps it (localStorage 'practice-record'): each run
 * answers its items in order, a second apart from `answeredAt`, the first after a mistake and the others
 * right at the first try. A run with a `setIndex` is a pass through that set; null is a review run.
 */
export interface VisitorRun {
  kind: 'vocabulary' | 'sentence';
  group: string;
  setIndex: number | null;
  items: { id: string }[];
  answeredAt: Date;
}

export function visitorRecord(runs: VisitorRun[]): string {
  const record = {
    version: 1,
    attempts: [] as unknown[],
    items: {} as Record<string, unknown>,
    sets: {} as Record<string, string[]>,
    dismissed: {},
    settings: null,
  };
  for (const { kind, group, setIndex, items, answeredAt } of runs) {
    const runId = randomUUID();
    if (setIndex !== null) record.sets[`${kind}:${setIndex}:${group}`] = items.map((item) => item.id);
    items.forEach((item, index) => {
      record.items[`${kind}:${item.id}`] = { kind, item, group };
      record.attempts.push({
        id: randomUUID(),
        itemKind: kind,
        itemId: item.id,
        runId,
        set: setIndex === null ? null : { group, setIndex },
        result: index === 0 ? 'after-mistakes' : 'first-try',
        wrongTries: index === 0 ? 1 : 0,
        durationMs: 1200,
        answeredAt: new Date(answeredAt.getTime() + index * 1000).toISOString(),
      });
    });
  }
  return JSON.stringify(record);
}

/**
 * Puts a visitor's record (see `visitorRecord`) in the browser before the first page loads; later loads
 * of the tab keep what the app made of it since.
 */
export async function presetVisitorRecord(page: Page, record: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-record-preset')) return;
    window.sessionStorage.setItem('e2e-record-preset', 'done');
    window.localStorage.setItem('practice-record', value);
  }, record);
}

/**
 * The link of the newest mail the worker's e2e server wrote to its outbox (DATA_DIR/outbox) for `to`, once
 * it is there. The text part is quoted-printable: soft line breaks and escapes are undone first.
 */
export async function mailedLink(to: string, pathPart: string): Promise<string> {
  const outbox = path.join(workerServer().dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await fs.promises.readdir(outbox).catch(() => [] as string[])).sort().reverse();
        for (const name of names) {
          const raw = await fs.promises.readFile(path.join(outbox, name), 'utf8');
          if (!raw.includes(`To: ${to}`)) continue;
          const text = raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          link = new RegExp(`https?://[^\\s"<>]+${pathPart}[^\\s"<>]*`).exec(text)?.[0]?.replace(/&amp;/g, '&');
          if (link) return true;
        }
        return false;
      },
      { message: `a mail to ${to} with a ${pathPart} link` },
    )
    .toBe(true);
  return link!;
}

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG 2.2 AA violations axe-core finds, as short lines naming the rule, the element and the reason.
 * Only violations are detailed (`resultTypes`): on the home page, with its ~3,800 elements, collecting
 * every passing node's selector and markup took longer than the checks. Legacy mode runs axe in the page
 * itself instead of gathering each frame's partial result into a blank page (twice as fast); it leaves out
 * cross-origin frames, and the app's only frame is the viewer's sandboxed one showing a user's own file.
 * Both find the same violations (checked on a page with a low-contrast paragraph and an image without alt).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join('')}`,
    ),
  );
}

/** From a practice screen's open result dialog, Enter continues (after the guard against a held Enter). */
export async function continueFromDialog(page: Page) {
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(TIMINGS.correctCheckGuardMs);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
