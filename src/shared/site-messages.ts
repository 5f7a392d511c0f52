// The site's name (the mails' sender, link cards, the server's page title) and a few generic words.

/** The site's name as the server writes it (mails, link cards); the web app's is its catalogue's common.siteName. */
export const SITE_NAME = 'Học Tiếng Anh';

/** Generic words some screens still take from here; the web app's own are its catalogue's `common.*`. */
export const SITE_TEXT = {
  loading: 'Đang tải...',
  loadMore: 'Xem thêm',
  retry: 'Thử lại',
  toHome: 'Về trang chủ',
  cancel: 'Hủy',
} as const;
