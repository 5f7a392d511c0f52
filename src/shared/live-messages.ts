// Refusals of the live event stream (/api/v4/events).
import type { ApiErrorBody } from './errors';

export const LIVE_ERRORS = {
  /** More streams than one account or one address may hold (LIVE_STREAMS_PER_ACCOUNT / _PER_ADDRESS). */
  tooManyStreams: {
    code: 'TOO_MANY_STREAMS',
    message: 'Bạn đang mở quá nhiều trang cùng lúc. Vui lòng đóng bớt vài trang rồi thử lại.',
  },
} as const satisfies Record<string, ApiErrorBody>;
