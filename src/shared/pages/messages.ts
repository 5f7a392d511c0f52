// Texts of the static pages that code assembles (the contact e-mail, the consent status).

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
