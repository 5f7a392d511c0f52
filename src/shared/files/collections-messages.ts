// What the server says about collections ('Bộ sưu tập'): { code, message } bodies the browser shows (or its
// own catalogue's text for the code).
import { COLLECTION_LIMITS } from './collections-rules';

export const COLLECTION_ERRORS = {
  notFound: { code: 'COLLECTION_NOT_FOUND', message: 'Không tìm thấy bộ sưu tập' },
  nameRequired: { code: 'COLLECTION_NAME_REQUIRED', message: 'Hãy đặt tên cho bộ sưu tập.' },
  nameTooLong: {
    code: 'COLLECTION_NAME_TOO_LONG',
    message: `Tên bộ sưu tập dài tối đa ${COLLECTION_LIMITS.nameMaxLength} ký tự.`,
  },
  nameInvalid: { code: 'COLLECTION_NAME_INVALID', message: 'Tên bộ sưu tập chỉ gồm một dòng chữ.' },
  descriptionTooLong: {
    code: 'COLLECTION_DESCRIPTION_TOO_LONG',
    message: `Mô tả bộ sưu tập dài tối đa ${COLLECTION_LIMITS.descriptionMaxLength} ký tự.`,
  },
  descriptionInvalid: { code: 'COLLECTION_DESCRIPTION_INVALID', message: 'Mô tả chứa ký tự không hợp lệ.' },
  tooManyCollections: {
    code: 'COLLECTION_LIMIT_REACHED',
    message: `Mỗi tài khoản có tối đa ${COLLECTION_LIMITS.collectionsPerUser} bộ sưu tập.`,
  },
  tooManyItems: {
    code: 'COLLECTION_FULL',
    message: `Mỗi bộ sưu tập có tối đa ${COLLECTION_LIMITS.itemsPerCollection} tài liệu.`,
  },
  fileNotAddable: {
    code: 'COLLECTION_FILE_NOT_ADDABLE',
    message: 'Chỉ thêm được tài liệu công khai hoặc tài liệu của chính bạn.',
  },
  notInCollection: { code: 'COLLECTION_ITEM_NOT_FOUND', message: 'Tài liệu không có trong bộ sưu tập.' },
  orderMismatch: {
    code: 'COLLECTION_ORDER_STALE',
    message: 'Bộ sưu tập vừa thay đổi. Hãy tải lại trang rồi sắp xếp lại.',
  },
} as const;

export const COLLECTION_NOTICES = {
  deleted: 'Đã xóa bộ sưu tập',
} as const;

/** A public collection's link card without a description of its own. */
export const collectionCardDescription = (documentCount: number, ownerName: string | null) =>
  `Bộ sưu tập ${documentCount} tài liệu của ${ownerName || 'thành viên'}.`;
