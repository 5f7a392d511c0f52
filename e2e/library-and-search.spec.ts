// Documents people can find and see: search from the nav bar (without diacritics), open a hit,
// the file page shows the document; the library's sort and format filter live in the address; the viewer
// offers 'Đọc tiếp' after a reload; a PDF's text is found by page, its card has a thumbnail and its
// link a card of its own.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { TFile, TFileListResponse } from '../src/shared/files/contract';
import { getJson, presetCookieConsent, signUp, uploadFromProfile } from './support';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const textFile = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });

/** A PDF of one page per entry, each page saying its text in Helvetica (ASCII only). */
function multiPagePdf(pages: string[]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((text, index) => {
    const id = pageIds[index]!;
    const stream = `BT /F1 28 Tf 72 760 Td (${text}) Tj ET`;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${id + 1} 0 R ` +
      `/Resources << /Font << /F1 3 0 R >> >> >>`;
    objects[id + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function myUploads(page: Page): Promise<TFile[]> {
  return (await getJson<TFileListResponse>(page.request, '/files/me/uploaded')).files;
}

async function fileNamed(page: Page, name: string): Promise<TFile> {
  const file = (await myUploads(page)).find((candidate) => candidate.filename === name);
  expect(file, `${name} is among the uploads`).toBeTruthy();
  return file!;
}

/** Names of the library's cards, in order. */
async function cardNames(page: Page): Promise<string[]> {
  await expect(page.getByTestId('file-card').first()).toBeVisible();
  return page.getByTestId('file-card').locator('a[href^="/file/"]').allTextContents();
}

test('search from the nav bar without diacritics, open the hit, the file page shows the document', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await presetCookieConsent(page);
  await signUp(page, { name: 'Cô Giáo Thảo' });
  await page.goto('/profile');
  const name = 'Đề thi thử TOEIC.txt';
  await uploadFromProfile(page, textFile(name, 'Đề thi thử TOEIC\nPart 5: Incomplete sentences.\n'), 'Đề luyện tập');

  await page.goto('/');
  const search = page.getByRole('search', { name: 'Tìm tài liệu' });
  await search.getByRole('searchbox', { name: 'Tìm tài liệu' }).fill('de thi thu toeic');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/tai-lieu\?q=de\+thi\+thu\+toeic$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả cho "de thi thu toeic"');
  await expect(page.getByRole('searchbox', { name: 'Tìm trong thư viện' })).toHaveValue('de thi thu toeic');
  const hit = page.getByTestId('file-card').filter({ hasText: name });
  await expect(hit).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'tài liệu phù hợp' })).toBeVisible();

  await hit.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/file\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Xem trước' });
  await expect(preview.getByTestId('text-preview')).toContainText('Đề thi thử TOEIC');
  await expect(page.getByRole('button', { name: 'Tải xuống' })).toBeVisible();

  // Back returns to the results; the search is in the address, so it is all still there.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả cho "de thi thu toeic"');
  await expect(hit).toBeVisible();
});

test('a PDF is read in the background: its page 2 is found, its card has a thumbnail, its link has a card', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await presetCookieConsent(page);
  await signUp(page, { name: 'Người Soạn Đề' });
  await page.goto('/profile');
  const name = 'tuyen-tap-bai-doc.pdf';
  await uploadFromProfile(page, {
    name,
    mimeType: 'application/pdf',
    buffer: multiPagePdf(['Phan mo dau', 'Day la bo De thi thu TOEIC moi nhat']),
  });
  const uploaded = await fileNamed(page, name);
  // The background job reads the text and draws the thumbnail after the upload answered.
  await expect
    .poll(async () => (await getJson<{ file: TFile }>(page.request, `/files/${uploaded.id}`)).file.previewState, {
      timeout: 120_000,
    })
    .toBe('ready');

  await page.goto(`/tai-lieu?${new URLSearchParams({ q: 'đề thi thử toeic' })}`);
  const hit = page.getByTestId('file-card').filter({ hasText: name });
  await expect(hit).toBeVisible();
  const snippet = hit.getByTestId('search-snippet');
  await expect(snippet.locator('mark').first()).toHaveText('De');
  await expect(snippet).toContainText('Trang 2');
  const thumbnail = hit.locator(`img[src="/api/v4/files/${uploaded.id}/thumbnail"]`);
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The hit opens the file page at that page.
  await hit.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/file/${uploaded.id}\\?page=2$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('2 trang').first()).toBeVisible();

  // A link pasted into a chat shows a card: the tags are in the HTML the server sends.
  const html = await (await page.request.get(`/file/${uploaded.id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${name}" />`);
  expect(html).toContain(
    `<meta property="og:image" content="${new URL(page.url()).origin}/api/v4/files/${uploaded.id}/thumbnail" />`,
  );
});

test('the library sorts and filters, and keeps both in the address', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await presetCookieConsent(page);
  await signUp(page, { name: 'Thủ Thư' });
  await page.goto('/profile');
  const pdfName = 'thu-vien-ngu-phap.pdf';
  const textName = 'thu-vien-tu-vung.txt';
  await uploadFromProfile(page, {
    name: pdfName,
    mimeType: 'application/pdf',
    buffer: multiPagePdf(['Grammar page one', 'Grammar page two']),
  });
  await uploadFromProfile(page, textFile(textName, 'Từ vựng TOEIC theo chủ đề.\n'));
  const textFileId = (await fileNamed(page, textName)).id;
  // Two downloads put the text file ahead of the PDF when sorted by downloads.
  for (let count = 0; count < 2; count += 1) {
    expect((await page.request.get(`/api/v4/files/${textFileId}/download`)).ok()).toBe(true);
  }

  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Tài liệu' }).click();
  await expect(page).toHaveURL(/\/tai-lieu$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thư viện tài liệu');
  const sorts = page.getByRole('navigation', { name: 'Sắp xếp' });
  const formats = page.getByRole('navigation', { name: 'Định dạng' });
  await expect(sorts.getByRole('link', { name: 'Mới nhất' })).toHaveAttribute('aria-current', 'true');
  let names = await cardNames(page);
  expect(names.indexOf(textName)).toBeLessThan(names.indexOf(pdfName));

  await formats.getByRole('link', { name: 'PDF' }).click();
  await expect(page).toHaveURL(/\/tai-lieu\?format=pdf$/);
  await expect(page.getByTestId('file-card').filter({ hasText: pdfName })).toBeVisible();
  await expect(page.getByTestId('file-card').filter({ hasText: textName })).toHaveCount(0);

  await formats.getByRole('link', { name: 'Văn bản' }).click();
  await expect(page).toHaveURL(/\/tai-lieu\?format=text$/);
  await expect(page.getByTestId('file-card').filter({ hasText: textName })).toBeVisible();
  await expect(page.getByTestId('file-card').filter({ hasText: pdfName })).toHaveCount(0);

  await formats.getByRole('link', { name: 'Tất cả' }).click();
  await sorts.getByRole('link', { name: 'Tải nhiều nhất' }).click();
  await expect(page).toHaveURL(/\/tai-lieu\?sort=downloads$/);
  await expect(sorts.getByRole('link', { name: 'Tải nhiều nhất' })).toHaveAttribute('aria-current', 'true');
  names = await cardNames(page);
  expect(names).toContain(textName);
  expect(names.indexOf(textName)).toBeLessThan(names.indexOf(pdfName) === -1 ? Infinity : names.indexOf(pdfName));

  // Back and forward walk through the same states; a shared address opens the same list.
  await page.goBack();
  await expect(page).toHaveURL(/\/tai-lieu$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/tai-lieu\?format=text$/);
  await expect(formats.getByRole('link', { name: 'Văn bản' })).toHaveAttribute('aria-current', 'true');
  await page.goForward();
  await page.goForward();
  await expect(sorts.getByRole('link', { name: 'Tải nhiều nhất' })).toHaveAttribute('aria-current', 'true');

  // A search that finds nothing, and one the server refuses, say so.
  await page.goto(`/tai-lieu?${new URLSearchParams({ q: 'khongcotailieunaonhuthe' })}`);
  await expect(page.getByText('Không tìm thấy tài liệu phù hợp').first()).toBeVisible();
  await page.goto(`/tai-lieu?${new URLSearchParams({ q: 'x'.repeat(201) })}`);
  await expect(page.getByRole('alert')).toContainText('Từ khóa quá dài. Tối đa 200 ký tự.');
});

test('on a phone the search opens from its button, by keyboard too', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await presetCookieConsent(page);
  await page.goto('/about');
  const field = page.getByRole('searchbox', { name: 'Tìm tài liệu' });
  await expect(field).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Tìm tài liệu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await field.fill('thu vien');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tai-lieu\?q=thu\+vien$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả cho "thu vien"');
  await expect(field).toBeHidden();
});

test('the file page shows the first pages, and the viewer offers to go on reading after a reload', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await presetCookieConsent(page);
  await signUp(page, { name: 'Bạn Đọc Chăm' });
  await page.goto('/profile');
  const name = 'bai-doc-dai.pdf';
  await uploadFromProfile(page, {
    name,
    mimeType: 'application/pdf',
    buffer: multiPagePdf(['Page one', 'Page two', 'Page three', 'Page four', 'Page five']),
  });
  const file = await fileNamed(page, name);

  // The landing page draws the first three pages and offers the rest in the viewer.
  await page.goto(`/file/${file.id}`);
  const preview = page.getByRole('region', { name: 'Xem trước' });
  await expect(preview.getByRole('region', { name: /^Trang \d$/ })).toHaveCount(3);
  await expect(preview.locator('canvas')).toHaveCount(3);
  await expect(preview).toContainText('3 trang đầu trong tổng số 5 trang');
  await expect(preview.getByRole('button', { name: 'Đọc toàn bộ tài liệu' })).toBeVisible();
  // ?page=N starts there.
  await page.goto(`/file/${file.id}?page=4`);
  await expect(preview.getByRole('region', { name: 'Trang 4' })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Trang 1' })).toHaveCount(0);

  const viewer = `/viewer?${new URLSearchParams({ u: file.fileUrl, n: name, e: 'pdf' })}`;
  await page.goto(viewer);
  await expect(page.getByRole('region', { name: 'Trang 5' })).toBeAttached();
  await expect(page.getByTestId('resume-offer')).toHaveCount(0);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/files/${file.id}/position`) && response.request().method() === 'PUT',
  );
  await page.getByLabel('Đến trang').fill('3');
  await page.getByRole('button', { name: 'Đi', exact: true }).click();
  expect(((await (await saved).json()) as { page: number }).page).toBe(3);

  await page.reload();
  const resume = page.getByRole('button', { name: 'Đọc tiếp từ trang 3' });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(page.getByRole('region', { name: 'Trang 3' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Trang 3' })).toBeInViewport();
  await expect(resume).toBeHidden();

  // ?page=N opens that page, with no offer over it.
  await page.goto(`${viewer}&page=2`);
  await expect(page.getByRole('region', { name: 'Trang 2' })).toBeFocused();
  await expect(page.getByTestId('resume-offer')).toHaveCount(0);
});

test('the library fits a 320 px screen, and a card says its viewer opens in a new tab', async ({ page }) => {
  await presetCookieConsent(page);
  await signUp(page, { name: 'Người Đăng Hẹp' });
  await page.goto('/profile');
  const name = 'man-hinh-hep.txt';
  await uploadFromProfile(page, textFile(name, 'Vừa màn hình nhỏ.\n'));

  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/tai-lieu');
  await expect(page.getByRole('navigation', { name: 'Sắp xếp' })).toBeVisible();
  await expect(page.getByTestId('file-card').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // WCAG 3.2.5: the button that opens the viewer in a new tab says so in its name.
  await page.getByTestId('file-card').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(page.getByRole('button', { name: 'Xem file (mở trong thẻ mới)', exact: true })).toBeVisible();
});

test("over search results at 390 px, the page's targets are 24 px at least, under the open phone menu too", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await presetCookieConsent(page);
  await signUp(page, { name: 'Người Tìm Trên Điện Thoại' });
  await page.goto('/profile');
  const name = 'tim-tren-dien-thoai.txt';
  await uploadFromProfile(page, textFile(name, 'Tim tren dien thoai.\n'));
  await page.goto(`/tai-lieu?${new URLSearchParams({ q: 'tim tren dien thoai' })}`);
  await expect(page.getByTestId('file-card').filter({ hasText: name })).toBeVisible();

  await page.getByRole('button', { name: 'Mở menu' }).click();
  const menu = page.locator('#main-menu');
  await expect(menu).toBeVisible();
  // WCAG 2.5.8: a target of 24 × 24 px needs no spacing from the menu's links beside it.
  const targets = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('main a[href], main button')]
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { label: element.textContent?.trim() || element.getAttribute('aria-label') || '', box };
      })
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight);
    return boxes.map(({ label, box }) => ({
      label,
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
    }));
  });
  const undersized = targets.filter((target) => target.width < 24 || target.height < 24);
  expect(undersized.map((target) => target.label)).toEqual([]);
});
