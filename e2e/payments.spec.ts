import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { presetCookieConsent } from './support';

/** The sandbox page's address: /checkout/sandbox/{orderCode}?token={proof of holding the order}. */
const SANDBOX_URL = /\/checkout\/sandbox\/\d+\?token=[\w-]{43}$/;

function orderOf(page: Page): { orderCode: string; token: string } {
  const url = new URL(page.url());
  return { orderCode: url.pathname.split('/').pop() ?? '', token: url.searchParams.get('token') ?? '' };
}

async function startCheckout(page: Page, amount: string, description?: string) {
  await page.goto('/checkout');
  await expect(page.getByLabel('Số tiền (VND)')).toHaveValue('10000');
  await expect(page.getByLabel('Nội dung thanh toán')).toHaveValue('Thanh toan don hang');
  await page.getByLabel('Số tiền (VND)').fill(amount);
  if (description !== undefined) await page.getByLabel('Nội dung thanh toán').fill(description);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
}

test.describe('payment test area (sandbox provider)', () => {
  test.beforeEach(async ({ page }) => {
    await presetCookieConsent(page);
  });

  test('pay in the sandbox → the success page shows the stored paid status', async ({ page }) => {
    await startCheckout(page, '25000', 'Mua khoa hoc');
    await expect(page).toHaveURL(SANDBOX_URL);
    await expect(page.getByRole('heading', { name: 'Cổng thanh toán thử nghiệm' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Đang chờ thanh toán');
    await expect(page.getByText('Mua khoa hoc')).toBeVisible();
    const { orderCode, token } = orderOf(page);

    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/success\\?orderCode=${orderCode}&token=${token}$`));
    await expect(page.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Đã thanh toán');
    await expect(page.getByText('25.000 VND')).toBeVisible();

    // The sandbox page of a settled order offers no buttons any more.
    await page.goto(`/checkout/sandbox/${orderCode}?token=${token}`);
    await expect(page.getByTestId('order-status')).toHaveText('Đã thanh toán');
    await expect(page.getByRole('button', { name: 'Hủy' })).toHaveCount(0);
  });

  test('cancel in the sandbox → the cancel page shows the stored cancelled status', async ({ page }) => {
    await startCheckout(page, '10000');
    await expect(page).toHaveURL(SANDBOX_URL);
    await page.getByRole('button', { name: 'Hủy' }).click();
    await expect(page).toHaveURL(/\/checkout\/cancel\?orderCode=\d+&token=[\w-]{43}$/);
    await expect(page.getByRole('heading', { name: 'Bạn đã hủy thanh toán' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Đã hủy');
  });

  test('a success address for an unpaid order does not claim success', async ({ page }) => {
    await startCheckout(page, '3000');
    await expect(page).toHaveURL(SANDBOX_URL);
    const { orderCode, token } = orderOf(page);
    await page.goto(`/checkout/success?orderCode=${orderCode}&token=${token}`);
    await expect(page.getByRole('heading', { name: 'Đang xác nhận thanh toán' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Đang chờ thanh toán');
  });

  test('an unknown, guessed or missing order gets one clear state, never a success headline', async ({ page }) => {
    await startCheckout(page, '4000');
    await expect(page).toHaveURL(SANDBOX_URL);
    const { orderCode } = orderOf(page);
    for (const address of [
      '/checkout/success?orderCode=123',
      '/checkout/success',
      `/checkout/success?orderCode=${orderCode}`,
      `/checkout/cancel?orderCode=${orderCode}&token=wrong`,
    ]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy đơn hàng');
      await expect(page.getByText('Thanh toán thành công')).toHaveCount(0);
      await expect(page.getByText('Bạn đã hủy thanh toán')).toHaveCount(0);
      await expect(page.getByText('Đang tải thông tin đơn hàng...')).toHaveCount(0);
      await expect(page.getByTestId('order-status')).toHaveCount(0);
    }
    // Without its token the sandbox page cannot act on the order either.
    await page.goto(`/checkout/sandbox/${orderCode}`);
    await expect(page.getByRole('alert')).toHaveText('Không tìm thấy đơn hàng');
    await expect(page.getByRole('button', { name: 'Hủy' })).toHaveCount(0);
  });

  for (const amount of ['0', '-5', '']) {
    test(`an invalid amount (${amount || 'empty'}) shows 'So tien khong hop le' and stays on the form`, async ({
      page,
    }) => {
      const created: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/v4/payments')) created.push(request.url());
      });
      await startCheckout(page, amount);
      await expect(page.getByRole('alert')).toHaveText('So tien khong hop le');
      await expect(page).toHaveURL(/\/checkout$/);
      expect(created).toHaveLength(0);
    });
  }

  test('the form looks finished on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/checkout');
    const submit = page.getByRole('button', { name: 'Thanh toán', exact: true });
    await expect(submit).toBeVisible();
    const hasHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(hasHorizontalScroll).toBe(false);
  });
});
