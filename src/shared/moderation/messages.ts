// Reports and moderation: every text the server answers (the web's own words are its catalogues').
import type { ApiErrorBody } from '../errors';
import { REPORT_DETAILS_MAX_LENGTH, MODERATION_REASON_MAX_LENGTH, REPORTS_PER_HOUR } from './rules';

export const MODERATION_ERRORS = {
  badReason: { code: 'REPORT_REASON_INVALID', message: 'Vui lòng chọn lý do báo cáo.' },
  detailsTooLong: {
    code: 'REPORT_DETAILS_TOO_LONG',
    message: `Nội dung báo cáo quá dài. Tối đa ${REPORT_DETAILS_MAX_LENGTH} ký tự.`,
  },
  detailsInvalid: { code: 'REPORT_DETAILS_INVALID', message: 'Nội dung báo cáo chứa ký tự không hợp lệ.' },
  detailsRequired: { code: 'REPORT_DETAILS_REQUIRED', message: 'Vui lòng mô tả lý do khi chọn "Lý do khác".' },
  ownFile: { code: 'REPORT_OWN_FILE', message: 'Bạn không thể báo cáo tài liệu của chính mình.' },
  alreadyReported: {
    code: 'REPORT_ALREADY_OPEN',
    message: 'Bạn đã báo cáo tài liệu này. Quản trị viên sẽ xem xét báo cáo của bạn sớm.',
  },
  tooManyReports: {
    code: 'TOO_MANY_REPORTS',
    message: `Bạn đã gửi quá nhiều báo cáo (tối đa ${REPORTS_PER_HOUR} báo cáo mỗi giờ). Vui lòng thử lại sau.`,
  },
  notAdmin: { code: 'ADMIN_ONLY', message: 'Bạn không có quyền thực hiện thao tác này.' },
  reasonRequired: { code: 'MODERATION_REASON_REQUIRED', message: 'Vui lòng nhập lý do để người dùng được biết.' },
  reasonTooLong: {
    code: 'MODERATION_REASON_TOO_LONG',
    message: `Lý do quá dài. Tối đa ${MODERATION_REASON_MAX_LENGTH} ký tự.`,
  },
  reasonInvalid: { code: 'MODERATION_REASON_INVALID', message: 'Lý do chứa ký tự không hợp lệ.' },
  alreadyHidden: { code: 'FILE_ALREADY_HIDDEN', message: 'Tài liệu này đã bị ẩn.' },
  notHidden: { code: 'FILE_NOT_HIDDEN', message: 'Tài liệu này không bị ẩn bởi quản trị viên.' },
  hiddenBySuspension: {
    code: 'FILE_HIDDEN_BY_SUSPENSION',
    message: 'Tài liệu này bị ẩn vì tài khoản của người đăng bị đình chỉ. Hãy gỡ đình chỉ tài khoản.',
  },
  noOpenReports: { code: 'NO_OPEN_REPORTS', message: 'Tài liệu này không còn báo cáo nào đang chờ xử lý.' },
  /** The owner tries to make a hidden file public again. */
  republishRefused: {
    code: 'FILE_HIDDEN_BY_MODERATION',
    message: 'Tài liệu đã bị quản trị viên ẩn nên không thể chuyển sang công khai.',
  },
  userNotFound: { code: 'USER_NOT_FOUND', message: 'Không tìm thấy người dùng' },
  suspendSelf: { code: 'SUSPEND_SELF', message: 'Bạn không thể đình chỉ chính tài khoản của mình.' },
  suspendAdmin: { code: 'SUSPEND_ADMIN', message: 'Không thể đình chỉ tài khoản quản trị viên.' },
  alreadySuspended: { code: 'USER_ALREADY_SUSPENDED', message: 'Tài khoản này đã bị đình chỉ.' },
  notSuspended: { code: 'USER_NOT_SUSPENDED', message: 'Tài khoản này không bị đình chỉ.' },
  /** Sign-in (and any new session) of a suspended account. */
  accountSuspended: { code: 'ACCOUNT_SUSPENDED', message: 'Tài khoản của bạn đã bị đình chỉ.' },
} as const satisfies Record<string, ApiErrorBody>;

export const MODERATION_NOTICES = {
  reported: 'Đã gửi báo cáo. Cảm ơn bạn, quản trị viên sẽ xem xét sớm.',
  hidden: 'Đã ẩn tài liệu.',
  restored: 'Đã khôi phục tài liệu.',
  deleted: 'Đã xóa tài liệu.',
  dismissed: 'Đã bỏ qua các báo cáo của tài liệu.',
  suspended: 'Đã đình chỉ người dùng.',
  unsuspended: 'Đã gỡ đình chỉ người dùng.',
  /** The reason files of a suspended account show their owner (after the suspension is lifted, nothing). */
  suspensionReason: 'Tài khoản bị đình chỉ',
} as const;
