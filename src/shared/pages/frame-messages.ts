// The texts of the static pages that every page's frame shows: their names in the nav bar and the footer, and the
// cookie bar. The main bundle holds them.

/** The static pages' names, as the footer, the nav bar and the articles' "Xem thêm" list link them. */
export const PAGE_NAMES = {
  about: 'Giới thiệu',
  terms: 'Điều khoản sử dụng',
  privacy: 'Chính sách bảo mật',
  cookies: 'Chính sách cookie',
  copyright: 'Bản quyền',
  contact: 'Liên hệ',
} as const;

/** The cookie banner shown until the visitor chooses. */
export const CONSENT_TEXT = {
  bannerLabel: 'Đồng ý sử dụng cookie',
  bannerText:
    'Chúng tôi dùng cookie để ghi nhớ đăng nhập và, nếu bạn đồng ý, để đo lượng truy cập nhằm cải thiện trang web.',
  learnMore: 'Tìm hiểu thêm',
  decline: 'Từ chối',
  accept: 'Đồng ý',
} as const;
