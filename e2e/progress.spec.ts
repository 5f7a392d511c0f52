// /progress shows a signed-in learner's year, streaks, accuracy and speed charts with
// their text alternatives, totals per topic and part, 'Từ cần ôn' with 'Đã thuộc' and its undo, the desired
// retention setting, the export of the record and 'Xóa tiến độ'.
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { TLearnerSettings, TMistakeList, TStats } from '../src/shared/practice/record-contract';
import { seedRecord, type SeededRecord } from './progress-support';
import { axeViolations, presetCookieConsent, signUp, toasts } from './support';

/** The script addresses `page` fetches from now on. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The chunk of the charting library, which the stats page fetches only once a chart is on the screen. */
const CHART_CHUNK = /\/trend-plot-[\w-]+\.js$/;

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Pixels of a chart's canvas close to a colour: the drawn series, not only its axes. */
async function pixelsNear(canvas: Locator, rgb: [number, number, number]): Promise<number> {
  return canvas.evaluate((element, [r, g, b]) => {
    const context = (element as HTMLCanvasElement).getContext('2d')!;
    const { data } = context.getImageData(
      0,
      0,
      (element as HTMLCanvasElement).width,
      (element as HTMLCanvasElement).height,
    );
    let count = 0;
    for (let index = 0; index < data.length; index += 4) {
      const near =
        Math.abs(data[index]! - r) < 40 && Math.abs(data[index + 1]! - g) < 40 && Math.abs(data[index + 2]! - b) < 40;
      if (near && data[index + 3]! > 200) count += 1;
    }
    return count;
  }, rgb);
}

test.describe('/progress', () => {
  let record: SeededRecord;

  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
    await signUp(page, { name: 'Nguyễn Văn Tiến' });
    record = await seedRecord(page);
  });

  test('the stats: heatmap, streaks, accuracy and speed charts with their tables, totals per topic and part', async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    // The nav bar of the home page leads here.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Tiến độ' }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiến độ của bạn' })).toBeVisible();
    await expect(page).toHaveTitle(/^Tiến độ của bạn – /);

    const summary = page.getByTestId('progress-summary');
    await expect(summary.getByRole('definition').nth(0)).toHaveText('3 ngày');
    await expect(summary.getByRole('definition').nth(1)).toHaveText('3 ngày');
    await expect(summary.getByRole('definition').nth(2)).toHaveText(String(record.totalItems));
    // 18 of 22 right at the first try.
    await expect(summary.getByRole('definition').nth(3)).toHaveText('81,8%');

    // The heatmap: one shaded day per active day, and its summary in words.
    const heatmap = page.getByTestId('activity-heatmap');
    await expect(heatmap.getByRole('img', { name: 'Biểu đồ hoạt động trong 366 ngày qua' })).toBeVisible();
    await expect(heatmap.locator('rect[data-items]')).toHaveCount(366);
    await expect(heatmap.locator('rect:not([data-items="0"])')).toHaveCount(record.activeDays);
    await expect(heatmap.locator('figcaption')).toContainText(
      `Đã làm ${record.totalItems} mục trong ${record.activeDays} ngày`,
    );
    // Its table by month adds up to the same.
    await heatmap.getByText('Xem hoạt động theo tháng dạng bảng').click();
    const months = heatmap.getByRole('table');
    await expect(months.getByRole('row', { name: /^Tháng \d{1,2} năm \d{4}/ }).first()).toBeVisible();
    const monthItems = await months.locator('tbody td:nth-child(3)').allTextContents();
    expect(monthItems.reduce((sum, value) => sum + Number(value), 0)).toBe(record.totalItems);

    // The charts draw their series, and say what they show in text.
    const accuracy = page.getByTestId('trend-accuracy');
    const speed = page.getByTestId('trend-wordsPerMinute');
    await expect(accuracy.getByRole('img', { name: 'Biểu đồ độ chính xác' })).toBeVisible();
    await expect(accuracy.locator('canvas')).toBeVisible();
    await expect.poll(() => pixelsNear(accuracy.locator('canvas'), [0, 88, 124])).toBeGreaterThan(200);
    await expect.poll(() => pixelsNear(speed.locator('canvas'), [4, 120, 87])).toBeGreaterThan(200);
    expect(scripts.filter((script) => CHART_CHUNK.test(script))).toHaveLength(1);
    await expect(accuracy).toContainText('Độ chính xác theo ngày, trong 4 ngày');
    await expect(accuracy).toContainText('cao nhất 100%');
    await expect(speed).toContainText('Tốc độ gõ theo ngày, trong 4 ngày');
    await accuracy.getByText('Xem bảng độ chính xác').click();
    const accuracyRows = accuracy.locator('details').getByRole('table').locator('tbody tr');
    await expect(accuracyRows).toHaveCount(4);
    // Today: 6 right words and 1 right sentence of 10 items.
    await expect(accuracyRows.last()).toContainText('70%');
    await expect(accuracyRows.first()).toContainText('100%');

    // A point per week, chosen with the keyboard.
    await page.getByRole('radio', { name: 'Theo ngày' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Theo tuần' })).toBeChecked();
    await expect(accuracy.locator('details').getByRole('table').locator('tbody th').first()).toContainText('Tuần từ');

    // Totals per topic and per part.
    const topics = page.getByTestId('topic-totals');
    await expect(topics.getByRole('row', { name: new RegExp(record.topic) })).toContainText('20');
    const parts = page.getByTestId('part-totals');
    await expect(parts.getByRole('row', { name: /Part 1 — Mô tả tranh/ })).toContainText('50%');
  });

  test("'Từ cần ôn': newest first with meanings, 'Đã thuộc' and 'Hoàn tác' by keyboard and from the toast", async ({
    page,
  }) => {
    await page.goto('/progress');
    const section = page.getByTestId('mistakes-section');
    await expect(section.getByRole('heading', { name: 'Từ cần ôn' })).toBeVisible();
    const items = section.getByTestId('mistake-item');
    await expect(items).toHaveCount(record.missed.length);
    for (const [index, missed] of record.missed.entries()) {
      await expect(items.nth(index)).toContainText(missed.text);
      await expect(items.nth(index).locator('[lang="vi"]').first()).toHaveText(missed.meaning);
      await expect(items.nth(index)).toContainText('Sai 1 lần');
    }
    await expect(section.getByRole('link', { name: 'Luyện tập Từ cần ôn' })).toHaveAttribute(
      'href',
      '/review?source=mistakes',
    );

    // 'Đã thuộc' by keyboard: the row stays, its button becomes 'Hoàn tác' and keeps focus.
    const first = record.missed[1]!;
    const dismiss = section.getByRole('button', { name: `Đã thuộc: ${first.text}` });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    const undo = section.getByRole('button', { name: `Hoàn tác: ${first.text}` });
    await expect(undo).toBeFocused();
    await expect(toasts(page)).toContainText(`Đã thuộc: “${first.text}” đã rời Từ cần ôn.`);
    await expect
      .poll(async () => (await apiJson<TMistakeList>(page, '/api/v4/practice/mistakes')).items.map((item) => item.text))
      .not.toContain(first.text);
    await expect(section).toContainText(`Có ${record.missed.length - 1} mục cần ôn`);

    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: `Đã thuộc: ${first.text}` })).toBeFocused();
    await expect
      .poll(async () => (await apiJson<TMistakeList>(page, '/api/v4/practice/mistakes')).items.map((item) => item.text))
      .toContain(first.text);
    await expect(section).toContainText(`Có ${record.missed.length} mục cần ôn`);

    // The toast's 'Hoàn tác' does the same.
    const second = record.missed[2]!;
    await section.getByRole('button', { name: `Đã thuộc: ${second.text}` }).click();
    await expect(section).toContainText(`Có ${record.missed.length - 1} mục cần ôn`);
    await toasts(page).getByRole('button', { name: 'Hoàn tác' }).click();
    await expect(section.getByRole('button', { name: `Đã thuộc: ${second.text}` })).toBeVisible();
    await expect(section).toContainText(`Có ${record.missed.length} mục cần ôn`);

    // Dismissed for good: after a reload the item is gone.
    await section.getByRole('button', { name: `Đã thuộc: ${second.text}` }).click();
    await expect(section.getByRole('button', { name: `Hoàn tác: ${second.text}` })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('mistake-item')).toHaveCount(record.missed.length - 1);
    await expect(page.getByTestId('mistakes-section')).not.toContainText(second.text);
  });

  test('desired retention is saved and stays after a reload', async ({ page }) => {
    await page.goto('/progress');
    const slider = page.getByRole('slider', { name: 'Mức ghi nhớ mong muốn' });
    await expect(slider).toHaveValue('0.9');
    await expect(page.getByTestId('retention-value')).toHaveText('90%');
    await expect(slider).toHaveAccessibleDescription(/Khả năng bạn vẫn nhớ một mục/);
    await slider.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('retention-value')).toHaveText('94%');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await expect(toasts(page)).toContainText('Đã lưu cài đặt ôn tập.');
    await expect
      .poll(async () => (await apiJson<TLearnerSettings>(page, '/api/v4/practice/settings')).desiredRetention)
      .toBe(0.94);

    await page.reload();
    await expect(page.getByRole('slider', { name: 'Mức ghi nhớ mong muốn' })).toHaveValue('0.94');
    await expect(page.getByTestId('retention-value')).toHaveText('94%');
    // The ends of the range are the contract's.
    await expect(slider).toHaveAttribute('min', '0.8');
    await expect(slider).toHaveAttribute('max', '0.97');
  });

  test("export as JSON and CSV, then 'Xóa tiến độ' after confirmation leaves the empty state", async ({ page }) => {
    await page.goto('/progress');
    await expect(page.getByTestId('progress-summary')).toBeVisible();

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Tải JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe('tien-do-hoc-tap.json');
    const exported = JSON.parse(fs.readFileSync((await json.path())!, 'utf8')) as { attempts: { text: string }[] };
    expect(exported.attempts).toHaveLength(record.totalItems);
    expect(exported.attempts.map((attempt) => attempt.text)).toContain(record.missed[1]!.text);
    await expect(toasts(page)).toContainText('Đã tải xuống tiến độ (JSON).');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Tải CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('tien-do-hoc-tap.csv');
    const lines = fs
      .readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines.length).toBe(record.totalItems + 1);
    expect(lines.join('\n')).toContain(record.missed[1]!.text);

    // Cancelling keeps everything.
    await page.getByRole('button', { name: 'Xóa tiến độ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xóa tiến độ?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Không thể hoàn tác.');
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await expect(dialog).toBeHidden();
    expect((await apiJson<TStats>(page, '/api/v4/practice/stats')).totals.items).toBe(record.totalItems);

    await page.getByRole('button', { name: 'Xóa tiến độ' }).click();
    await dialog.getByRole('button', { name: 'Xóa tiến độ' }).click();
    await expect(page.getByTestId('progress-empty')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bạn chưa luyện tập' })).toBeVisible();
    await expect(toasts(page)).toContainText('Đã xóa tiến độ.');
    await expect(page.getByTestId('progress-summary')).toHaveCount(0);
    await expect(page.getByTestId('mistakes-section')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Xóa tiến độ' })).toHaveCount(0);
    // Focus did not fall to the document: it is on the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Tiến độ của bạn' })).toBeFocused();
    const stats = await apiJson<TStats>(page, '/api/v4/practice/stats');
    expect(stats.totals.items).toBe(0);
    expect((await apiJson<TMistakeList>(page, '/api/v4/practice/mistakes')).total).toBe(0);

    // With nothing to draw, the page goes without the charting library.
    const scripts = scriptsFetched(page);
    await page.reload();
    await expect(page.getByTestId('progress-empty')).toBeVisible();
    await expect(page.getByTestId('retention-value')).toBeVisible();
    expect(scripts.filter((script) => CHART_CHUNK.test(script))).toEqual([]);
  });

  // The page follows the interface language; the items stay English and their meanings Vietnamese.
  const languages = [
    { language: 'vi', heading: 'Tiến độ của bạn', streak: 'Chuỗi ngày hiện tại', days: '3 ngày' },
    { language: 'en', heading: 'Your progress', streak: 'Current streak', days: '3 days' },
  ] as const;
  for (const { language, heading, streak, days } of languages) {
    test(`in the '${language}' interface at 390 and 1440 px, without an axe violation`, async ({ page }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('interface-language', chosen), language);
      await page.goto('/progress');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const summary = page.getByTestId('progress-summary');
      await expect(summary.getByRole('term').first()).toHaveText(streak);
      await expect(summary.getByRole('definition').first()).toHaveText(days);
      const mistake = page.getByTestId('mistake-item').first();
      await expect(mistake.locator('[lang="en"]')).toHaveText(record.missed[0]!.text);
      await expect(mistake.locator('[lang="vi"]')).toHaveText(record.missed[0]!.meaning);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByTestId('trend-accuracy').locator('canvas')).toBeVisible();
        expect(await axeViolations(page), `${width} px`).toEqual([]);
      }
    });
  }
});
