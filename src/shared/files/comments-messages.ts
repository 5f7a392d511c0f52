// Comments on documents: every text the server answers (the web's own words are its 'comments' catalogue).
import type { ApiErrorBody } from '../errors';
import { COMMENT_MAX_LENGTH, COMMENTS_PER_DAY, COMMENTS_PER_TEN_MINUTES } from './comments-rules';

export const COMMENT_ERRORS = {
  bodyRequired: { code: 'COMMENT_EMPTY', message: 'Vui lòng nhập nội dung bình luận.' },
  bodyTooLong: {
    code: 'COMMENT_TOO_LONG',
    message: `Bình luận quá dài. Tối đa ${COMMENT_MAX_LENGTH} ký tự.`,
  },
  bodyInvalid: { code: 'COMMENT_INVALID', message: 'Bình luận chứa ký tự không hợp lệ.' },
  notFound: { code: 'COMMENT_NOT_FOUND', message: 'Bình luận không tồn tại hoặc đã bị xóa.' },
  notAuthor: { code: 'NOT_COMMENT_AUTHOR', message: 'Bạn chỉ có thể sửa hoặc xóa bình luận của chính mình.' },
  notDocumentOwner: {
    code: 'NOT_DOCUMENT_OWNER',
    message: 'Chỉ người đăng tài liệu mới được ghim hoặc ẩn bình luận.',
  },
  moderated: {
    code: 'COMMENT_MODERATED',
    message: 'Bình luận đã bị quản trị viên ẩn nên không thể sửa.',
  },
  pinReply: { code: 'COMMENT_PIN_REPLY', message: 'Chỉ ghim được bình luận gốc, không ghim câu trả lời.' },
  pinHidden: { code: 'COMMENT_PIN_HIDDEN', message: 'Không thể ghim bình luận đang bị ẩn.' },
  tooManyRecent: {
    code: 'TOO_MANY_COMMENTS',
    message: `Bạn bình luận quá nhanh (tối đa ${COMMENTS_PER_TEN_MINUTES} bình luận mỗi 10 phút). Vui lòng thử lại sau.`,
  },
  tooManyToday: {
    code: 'TOO_MANY_COMMENTS_TODAY',
    message: `Bạn đã đạt giới hạn ${COMMENTS_PER_DAY} bình luận mỗi ngày. Vui lòng thử lại vào ngày mai.`,
  },
  reportOwn: { code: 'REPORT_OWN_COMMENT', message: 'Bạn không thể báo cáo bình luận của chính mình.' },
  alreadyReported: {
    code: 'COMMENT_REPORT_ALREADY_OPEN',
    message: 'Bạn đã báo cáo bình luận này. Quản trị viên sẽ xem xét báo cáo của bạn sớm.',
  },
  alreadyHidden: { code: 'COMMENT_ALREADY_HIDDEN', message: 'Bình luận này đã bị quản trị viên ẩn.' },
  noOpenReports: { code: 'COMMENT_NO_OPEN_REPORTS', message: 'Bình luận này không còn báo cáo nào đang chờ xử lý.' },
} as const satisfies Record<string, ApiErrorBody>;

export const COMMENT_NOTICES = {
  deleted: 'Đã xóa bình luận.',
  reported: 'Đã gửi báo cáo. Cảm ơn bạn, quản trị viên sẽ xem xét sớm.',
  hidden: 'Đã ẩn bình luận.',
  dismissed: 'Đã bỏ qua các báo cáo của bình luận.',
} as const;
