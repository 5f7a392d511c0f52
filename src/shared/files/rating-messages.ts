// What the server says about ratings and visitors' downloads ({ code, message }); the web words them in
// its own catalogue by code.
import type { ApiErrorBody } from '../errors';

export const RATING_ERRORS = {
  starsInvalid: { code: 'RATING_STARS_INVALID', message: 'Số sao phải là số nguyên từ 1 đến 5.' },
  ownFile: { code: 'RATING_OWN_FILE', message: 'Bạn không thể đánh giá tài liệu của chính mình.' },
  /** A private file (its owner's alone) is not rated, nor is a rating of it changed. */
  notPublic: { code: 'RATING_NOT_PUBLIC', message: 'Chỉ có thể đánh giá tài liệu công khai.' },
} as const satisfies Record<string, ApiErrorBody>;

export const VISITOR_DOWNLOAD_ERRORS = {
  switchInvalid: {
    code: 'VISITOR_DOWNLOAD_INVALID',
    message: 'Giá trị allowVisitorDownload phải là true hoặc false.',
  },
} as const satisfies Record<string, ApiErrorBody>;
