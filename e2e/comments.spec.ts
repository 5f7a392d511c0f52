// Comments on a document: a visitor is asked to sign in; a reader comments (an empty one is refused with a
// clear message) and replies; the owner pins one and hides another, which the reader's open page follows
// without a reload; the reader edits and deletes their own; a report of a comment reaches /admin, where the
// admin hides it. The comments section and /admin's reported comments pass axe at 390 and 1440 px.
import type { Browser, Locator, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, expect, test } from './fixtures';
import { axeViolations, PASSWORD, presetCookieConsent, signUp, toasts, uploadFromProfile } from './support';

const FILE_NAME = 'de-thi-thu-toeic.txt';
const QUESTION = 'Câu 3 đáp án là gì vậy?\nMình nghĩ là B.';
const OFF_TOPIC = 'Ai học nhóm tối nay không?';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

async function newUserPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await presetCookieConsent(page);
  return page;
}

async function expectNoViolations(page: Page, include: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(page.locator(include).first()).toBeVisible();
    expect(await axeViolations(page, include), `${include} at ${viewport.width} px`).toEqual([]);
  }
}

/** The admin account: signed up the first time this server meets it, then signed in through the form. */
async function signInAsAdmin(page: Page) {
  await page.goto('/login');
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

const commentWith = (page: Page, text: string): Locator => page.getByTestId('comment').filter({ hasText: text }).first();

test('readers comment and reply, the owner pins and hides, a report reaches /admin', async ({ browser }) => {
  const owner = await newUserPage(browser);
  await signUp(owner, { name: 'Cô Lan' });
  await owner.goto('/profile');
  await uploadFromProfile(owner, { name: FILE_NAME, mimeType: 'text/plain', buffer: Buffer.from('Đề thi thử') });
  const fileId = (await owner.getByTestId('file-card').filter({ hasText: FILE_NAME }).getAttribute('data-file-id'))!;

  // A visitor reads the (empty) comments and is sent to sign in to write, and back.
  const visitor = await newUserPage(browser);
  await visitor.goto(`/file/${fileId}`);
  await expect(visitor.getByText('Chưa có bình luận nào. Hãy là người đầu tiên chia sẻ nhận xét!')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Đăng nhập', exact: true }).last()).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/file/${fileId}`)}`,
  );
  await expect(visitor.getByLabel('Viết bình luận')).toHaveCount(0);

  // A reader comments (an empty comment is refused), and writes a second one.
  const reader = await newUserPage(browser);
  await signUp(reader, { name: 'Minh Anh' });
  await reader.goto(`/file/${fileId}`);
  const section = reader.locator('#comments');
  await section.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(section.getByRole('alert')).toHaveText('Vui lòng nhập nội dung bình luận.');
  await expect(section.getByLabel('Viết bình luận')).toBeFocused();
  await section.getByLabel('Viết bình luận').fill(QUESTION);
  await expect(section.getByText(`${QUESTION.length}/2000 ký tự`)).toBeVisible();
  await section.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(toasts(reader)).toContainText('Đã đăng bình luận.');
  // Line breaks are kept as typed.
  await expect(commentWith(reader, 'là gì vậy').locator('p').last()).toHaveText(QUESTION);
  await section.getByLabel('Viết bình luận').fill(OFF_TOPIC);
  await section.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(commentWith(reader, OFF_TOPIC)).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Bình luận (2)' })).toBeVisible();

  // The reader replies to the question.
  await commentWith(reader, 'là gì vậy').getByRole('button', { name: 'Trả lời' }).click();
  const replyBox = section.getByLabel('Trả lời Minh Anh');
  await expect(replyBox).toBeFocused();
  await replyBox.fill('Bổ sung: câu 4 cũng khó.');
  await section.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(commentWith(reader, 'Bổ sung: câu 4')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Bình luận (3)' })).toBeVisible();

  // The owner pins the question, hides the other one, and writes one of their own.
  await owner.goto(`/file/${fileId}`);
  const ownerSection = owner.locator('#comments');
  await commentWith(owner, 'là gì vậy').getByRole('button', { name: 'Ghim', exact: true }).click();
  await expect(toasts(owner)).toContainText('Đã ghim bình luận lên đầu.');
  await expect(commentWith(owner, 'là gì vậy').getByText('Đã ghim')).toBeVisible();
  await commentWith(owner, OFF_TOPIC).getByRole('button', { name: 'Ẩn', exact: true }).click();
  await expect(commentWith(owner, OFF_TOPIC).getByText('Đã ẩn', { exact: true })).toBeVisible();
  await expect(commentWith(owner, OFF_TOPIC).getByRole('button', { name: 'Hiện lại' })).toBeVisible();
  await ownerSection.getByLabel('Viết bình luận').fill('Đáp án câu 3 là C nhé các bạn.');
  await ownerSection.getByRole('button', { name: 'Gửi bình luận' }).click();
  await expect(commentWith(owner, 'Đáp án câu 3 là C').getByText('Người đăng')).toBeVisible();
  await expectNoViolations(owner, '#comments');

  // The reader's open page follows without a reload: pinned, the hidden one gone, the owner's new one there.
  await expect(commentWith(reader, 'là gì vậy').getByText('Đã ghim')).toBeVisible();
  await expect(section.getByText(OFF_TOPIC)).toHaveCount(0);
  await expect(commentWith(reader, 'Đáp án câu 3 là C')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Bình luận (3)' })).toBeVisible();
  await expectNoViolations(reader, '#comments');

  // The reader edits their question ('đã sửa') and deletes their reply after confirming.
  await commentWith(reader, 'là gì vậy').getByRole('button', { name: 'Sửa', exact: true }).first().click();
  const editBox = section.getByLabel('Sửa bình luận');
  await expect(editBox).toBeFocused();
  await editBox.fill('Câu 3 đáp án là gì vậy? Cảm ơn cô!');
  await section.getByRole('button', { name: 'Lưu' }).click();
  await expect(toasts(reader)).toContainText('Đã lưu bình luận.');
  await expect(commentWith(reader, 'Cảm ơn cô!').getByText('đã sửa')).toBeVisible();
  await commentWith(reader, 'Bổ sung: câu 4').getByRole('button', { name: 'Xóa' }).click();
  const confirmDialog = reader.getByRole('dialog', { name: 'Xóa bình luận?' });
  await confirmDialog.getByRole('button', { name: 'Xóa' }).click();
  await expect(section.getByText('Bổ sung: câu 4')).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Bình luận (2)' })).toBeVisible();

  // The reader reports the owner's comment with the file reports' reasons.
  await commentWith(reader, 'Đáp án câu 3 là C').getByRole('button', { name: 'Báo cáo' }).click();
  const reportDialog = reader.getByRole('dialog', { name: 'Báo cáo bình luận' });
  await expect(reportDialog.getByText('Đáp án câu 3 là C nhé các bạn.')).toBeVisible();
  await reportDialog.getByRole('radio', { name: 'Spam hoặc quảng cáo' }).check();
  await reportDialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(toasts(reader)).toContainText('Đã gửi báo cáo.');

  // The admin finds it among the reported comments and hides it with a reason.
  const admin = await newUserPage(browser);
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: /Bình luận bị báo cáo/ }).click();
  const reported = admin.getByTestId('reported-comment').filter({ hasText: 'Đáp án câu 3 là C' });
  await expect(reported).toContainText(FILE_NAME);
  await expect(reported).toContainText('Spam hoặc quảng cáo');
  await expectNoViolations(admin, '#admin-panel');
  await reported.getByRole('button', { name: 'Ẩn bình luận' }).click();
  const hideDialog = admin.getByRole('dialog', { name: 'Ẩn bình luận' });
  await hideDialog.getByRole('textbox').fill('Gây nhầm lẫn');
  await hideDialog.getByRole('button', { name: 'Ẩn bình luận' }).click();
  await expect(toasts(admin)).toContainText('Đã ẩn bình luận.');
  await expect(reported).toHaveCount(0);

  // Gone for the reader (live); the owner, its author, is told why.
  await expect(section.getByText('Đáp án câu 3 là C')).toHaveCount(0);
  await owner.reload();
  await expect(commentWith(owner, 'Đáp án câu 3 là C')).toContainText(
    'Quản trị viên đã ẩn bình luận này (Gây nhầm lẫn)',
  );
});
