// Payment messages (SPEC §8). The spec writes them without diacritics; they are kept exactly so.
export const PAYMENT_ERRORS = {
  invalidAmount: { code: 'INVALID_AMOUNT', message: 'So tien khong hop le' },
  linkFailed: { code: 'PAYMENT_LINK_FAILED', message: 'Tao link that bai' },
  noCheckoutUrl: { code: 'NO_CHECKOUT_URL', message: 'Khong nhan duoc checkoutUrl' },
  unexpected: { code: 'PAYMENT_ERROR', message: 'Co loi xay ra' },
  // Not in the spec: payOS refuses longer descriptions for accounts without a linked bank (see rules.ts).
  invalidDescription: { code: 'INVALID_DESCRIPTION', message: 'Nội dung thanh toán tối đa 25 ký tự' },
  orderNotFound: { code: 'ORDER_NOT_FOUND', message: 'Không tìm thấy đơn hàng' },
  invalidWebhook: { code: 'INVALID_WEBHOOK', message: 'Dữ liệu webhook không hợp lệ' },
  invalidSignature: { code: 'INVALID_SIGNATURE', message: 'Chữ ký không hợp lệ' },
  amountMismatch: { code: 'AMOUNT_MISMATCH', message: 'Số tiền không khớp với đơn hàng' },
} as const;

/** Texts of the checkout pages. */
export const CHECKOUT_TEXT = {
  title: 'Thanh toán thử',
  amountLabel: 'Số tiền (VND)',
  descriptionLabel: 'Nội dung thanh toán',
  submit: 'Thanh toán',
  submitting: 'Đang xử lý...',
  successTitle: 'Thanh toán thành công',
  cancelTitle: 'Bạn đã hủy thanh toán',
  pay: 'Thanh toán',
  cancel: 'Hủy',
} as const;

/** How an order's stored status reads on the checkout pages. */
export const ORDER_STATUS_LABELS = {
  pending: 'Đang chờ thanh toán',
  paid: 'Đã thanh toán',
  cancelled: 'Đã hủy',
} as const;
