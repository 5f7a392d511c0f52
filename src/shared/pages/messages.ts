// Texts of the static pages (about, terms, privacy, cookies, copyright, contact, 404) and of the cookie
// banner; the articles' own prose is content, in src/web/features/pages/content. The texts every page's frame shows
// (the pages' names, the cookie bar) are in frame-messages.ts, so the main bundle holds them without the rest.
export { CONSENT_TEXT, PAGE_NAMES } from './frame-messages';

/** The prefilled e-mail of the contact form. */
export const CONTACT_MAIL = {
  notProvided: '(không nhập)',
  subjectAnonymous: 'Liên hệ từ khách truy cập',
  subjectFrom: (name: string) => `Liên hệ từ ${name}`,
  nameLine: (name: string) => `Họ và tên: ${name}`,
  emailLine: (email: string) => `Email: ${email}`,
  contentHeading: 'Nội dung:',
} as const;

/** The /cookies page's account of the stored consent choice. */
export const CONSENT_STATUS = {
  accepted: 'Bạn đã đồng ý cho phép thống kê truy cập.',
  declined: 'Bạn đã từ chối thống kê truy cập.',
  unset: 'Bạn chưa đưa ra lựa chọn — hãy chọn trên thanh thông báo ở cuối trang.',
} as const;

/** The frame around an article (the static pages but the contact page). */
export const ARTICLE_TEXT = {
  lastUpdated: 'Cập nhật lần cuối:',
  tableOfContents: 'Mục lục',
  tableOfContentsAside: 'Mục lục trang',
  tableOfContentsTitle: 'Nội dung chính',
  related: 'Xem thêm',
} as const;

export const CONTACT_TEXT = {
  /** The address the contact page shows while CONTACT_ADDRESS is not set. */
  defaultAddress: 'Hà Nội, Việt Nam',
  lead: 'Bạn có câu hỏi, góp ý hay muốn báo cáo một tài liệu vi phạm? Hãy liên hệ với chúng tôi qua các kênh dưới đây hoặc gửi tin nhắn bằng biểu mẫu — chúng tôi sẽ phản hồi sớm nhất có thể.',
  infoTitle: 'Thông tin liên hệ',
  address: 'Địa chỉ',
  supportEmail: 'Email hỗ trợ',
  hotline: 'Hotline',
  social: 'Mạng xã hội',
  copyrightNote: 'Báo cáo tài liệu vi phạm bản quyền? Xem hướng dẫn gửi yêu cầu gỡ bỏ tại trang',
  formTitle: 'Gửi tin nhắn cho chúng tôi',
  formHint:
    'Khi bấm “Gửi tin nhắn”, ứng dụng email trên máy bạn sẽ mở ra với nội dung đã soạn sẵn để bạn kiểm tra và gửi đi.',
  formLabel: 'Biểu mẫu liên hệ',
  name: 'Họ và tên',
  email: 'Email',
  content: 'Nội dung',
  submit: 'Gửi tin nhắn',
  opening: 'Đang mở ứng dụng email của bạn… Nếu không có gì xảy ra,',
  clickHere: 'bấm vào đây',
  orWriteTo: 'hoặc gửi thư trực tiếp tới',
  /** Where a text names the support address and none is configured: "… (xem trang Liên hệ)". */
  supportFallback: 'bộ phận hỗ trợ (xem trang',
} as const;

export const NOT_FOUND_TEXT = {
  title: 'Không tìm thấy trang',
  text: 'Trang bạn tìm có thể đã bị xóa, đổi địa chỉ hoặc chưa từng tồn tại.',
} as const;
