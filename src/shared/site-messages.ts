// Texts of the site's frame, shared by every screen: its name, the navigation, the footer, the banners and
// the generic parts (loading, dialogs, toasts). A domain's own texts stay in that domain's messages.ts.

/** The site's name: the tab title's suffix, the brand in the nav bar and footer, the mails' sender. */
export const SITE_NAME = 'Học Tiếng Anh';

export const SITE_TEXT = {
  skipToContent: 'Bỏ qua đến nội dung chính',
  nav: {
    label: 'Điều hướng chính',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
    dictation: 'Chép chính tả',
    library: 'Tài liệu',
    progress: 'Tiến độ',
    settings: 'Cài đặt',
    signOut: 'Đăng xuất',
    signIn: 'Đăng nhập',
    signUp: 'Đăng ký',
  },
  search: {
    label: 'Tìm tài liệu',
    placeholder: 'Tìm tài liệu...',
    close: 'Đóng tìm kiếm',
    submit: 'Tìm',
  },
  footer: {
    tagline: 'Chia sẻ tài liệu học tập và luyện nghe – chép chính tả từ vựng, câu TOEIC mỗi ngày.',
    linksLabel: 'Liên kết cuối trang',
    copyright: (year: number) => `© ${year} ${SITE_NAME}. Nội dung do cộng đồng chia sẻ.`,
  },
  promo: {
    label: 'Khuyến mãi',
    text: 'Hi, tôi có một bất ngờ nhỏ dành cho bạn',
    cta: 'Xem ngay',
    close: 'Đóng thông báo khuyến mãi',
  },
  /** The full-screen wait while the session is read, before a page for signed-in users. */
  waitingForSession: 'Vui lòng đợi trong giây lát',
  loading: 'Đang tải...',
  loadMore: 'Xem thêm',
  retry: 'Thử lại',
  toHome: 'Về trang chủ',
  close: 'Đóng',
  cancel: 'Hủy',
  confirm: 'Xác nhận',
  notificationsLabel: 'Thông báo',
  closeNotification: 'Đóng thông báo',
  avatarAlt: (name: string | null | undefined) => (name ? `Ảnh đại diện của ${name}` : 'Ảnh đại diện'),
} as const;
