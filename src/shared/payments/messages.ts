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

/** Texts of the checkout pages. */
export const CHECKOUT_TEXT = {
  title: 'Thanh toán thử',
  subtitle: 'Tạo một đơn hàng thử và chuyển tới cổng thanh toán.',
  amountLabel: 'Số tiền (VND)',
  amountMinimum: (minimum: string) => `Tối thiểu ${minimum}`,
  quickAmounts: 'Chọn nhanh số tiền',
  descriptionLabel: 'Nội dung thanh toán',
  descriptionCount: (used: number, limit: number) => `${used}/${limit} ký tự`,
  submit: 'Thanh toán',
  submitting: 'Đang xử lý...',
  footnote: 'Đây là khu vực thử nghiệm thanh toán. Trạng thái đơn hàng chỉ được cập nhật khi cổng thanh toán xác nhận.',
  successTitle: 'Thanh toán thành công',
  successText: 'Cảm ơn bạn! Thông tin đơn hàng dưới đây được xác nhận bởi cổng thanh toán.',
  cancelTitle: 'Bạn đã hủy thanh toán',
  cancelText: 'Đơn hàng chưa được thanh toán. Bạn có thể tạo thanh toán mới bất cứ lúc nào.',
  confirmingTitle: 'Đang xác nhận thanh toán',
  confirmingText: 'Cổng thanh toán chưa gửi xác nhận. Trang sẽ tự cập nhật.',
  notCompletedTitle: 'Thanh toán chưa hoàn tất',
  notCompletedText: 'Cổng thanh toán báo đơn hàng này đã bị hủy.',
  alreadyPaidTitle: 'Đơn hàng đã được thanh toán',
  alreadyPaidText: 'Cổng thanh toán đã xác nhận khoản thanh toán này.',
  /** An address without an order, with a code that is not one, or without the order's proof of holding. */
  orderNotFoundText: 'Đường dẫn này không dẫn tới đơn hàng nào của bạn. Bạn có thể tạo thanh toán mới.',
  orderUnavailableTitle: 'Chưa tải được đơn hàng',
  loadingOrder: 'Đang tải thông tin đơn hàng...',
  waitingForProvider: 'Đang chờ xác nhận từ cổng thanh toán...',
  noConfirmationYet: 'Chưa nhận được xác nhận. Vui lòng kiểm tra lại sau ít phút.',
  checkAgain: 'Kiểm tra lại',
  newPayment: 'Tạo thanh toán mới',
  home: 'Về trang chủ',
  sandboxBadge: 'SANDBOX',
  sandboxTitle: 'Cổng thanh toán thử nghiệm',
  sandboxSubtitle: 'Không có giao dịch thật nào được thực hiện trên trang này.',
  orderSettled: 'Đơn hàng này đã được xử lý.',
  pay: 'Thanh toán',
  cancel: 'Hủy',
} as const;

/** The order summary's labels. */
export const ORDER_FIELD_LABELS = {
  orderCode: 'Mã đơn hàng',
  description: 'Nội dung',
  amount: 'Số tiền',
  status: 'Trạng thái',
} as const;

/** How an order's stored status reads on the checkout pages. */
export const ORDER_STATUS_LABELS = {
  pending: 'Đang chờ thanh toán',
  paid: 'Đã thanh toán',
  cancelled: 'Đã hủy',
} as const;
