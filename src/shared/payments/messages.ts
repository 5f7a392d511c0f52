// Payment messages. The product's first version wrote them without diacritics; they are kept exactly so.
export const PAYMENT_ERRORS = {
  invalidAmount: { code: 'INVALID_AMOUNT', message: 'So tien khong hop le' },
  linkFailed: { code: 'PAYMENT_LINK_FAILED', message: 'Tao link that bai' },
  noCheckoutUrl: { code: 'NO_CHECKOUT_URL', message: 'Khong nhan duoc checkoutUrl' },
  unexpected: { code: 'PAYMENT_ERROR', message: 'Co loi xay ra' },
  // Our own rule: payOS refuses longer descriptions for accounts without a linked bank (see rules.ts).
  invalidDescription: { code: 'INVALID_DESCRIPTION', message: 'Nội dung thanh toán tối đa 25 ký tự' },
  descriptionInvalid: { code: 'INVALID_DESCRIPTION', message: 'Nội dung thanh toán chứa ký tự không hợp lệ' },
  orderNotFound: { code: 'ORDER_NOT_FOUND', message: 'Không tìm thấy đơn hàng' },
  invalidWebhook: { code: 'INVALID_WEBHOOK', message: 'Dữ liệu webhook không hợp lệ' },
  invalidSignature: { code: 'INVALID_SIGNATURE', message: 'Chữ ký không hợp lệ' },
  amountMismatch: { code: 'AMOUNT_MISMATCH', message: 'Số tiền không khớp với đơn hàng' },
} as const;

export const PAYMENT_NOTICES = {
  linkCreated: 'Tạo link thanh toán thành công',
} as const;
