// Practice messages: the server sends them in error bodies, the web shows the same text.

/** Chat / example generation errors by provider status. */
export const GENERATION_ERRORS = {
  unauthorized: { code: 'UNAUTHORIZED', message: 'API key không hợp lệ hoặc đã hết hạn.' },
  forbidden: { code: 'FORBIDDEN', message: 'Tài khoản không có quyền truy cập hoặc đã hết credit.' },
  rateLimit: { code: 'RATE_LIMIT', message: 'Rate limit exceeded. Vui lòng thử lại sau vài phút.' },
  internal: (provider: string) => ({ code: 'INTERNAL_ERROR', message: `Lỗi server nội bộ từ ${provider}.` }),
  unknown: (status: number | string) => ({ code: 'UNKNOWN_ERROR', message: `Lỗi không xác định: ${status}` }),
  emptyResponse: (provider: string) => ({ code: 'EMPTY_RESPONSE', message: `Không nhận được response từ ${provider}` }),
  noJson: { code: 'NO_JSON', message: 'Không tìm thấy JSON trong response' },
  malformedJson: { code: 'MALFORMED_JSON_RESPONSE', message: 'Lỗi phân tích response từ AI' },
  /** The model answered, but not with a usable example (empty, or not the shape asked for). */
  noExample: { code: 'NO_EXAMPLE', message: 'Unable to generate new example sentence.' },
  notConfigured: {
    code: 'AI_NOT_CONFIGURED',
    message: 'Tính năng tạo ví dụ bằng AI chưa được cấu hình trên máy chủ này.',
  },
} as const;

/**
 * Errors of the practice content API, in English as the practice screens that show them. They never repeat
 * what the address bar held: 'Topic "{name}" not found' would show any text a link put there as the site's
 * own words (docs/decisions.md).
 */
export const PRACTICE_ERRORS = {
  topicNotFound: { code: 'TOPIC_NOT_FOUND', message: 'Topic not found' },
  /** The index is the parsed whole number, not the address's text. */
  setOutOfRange: (index: number) => ({ code: 'SET_OUT_OF_RANGE', message: `Set index ${index} is out of range` }),
  invalidPart: { code: 'INVALID_PART', message: 'Invalid part: use part1, part2, part3 or part4' },
  audioNotFound: { code: 'AUDIO_NOT_FOUND', message: 'Audio not found' },
  audioRangeNotSatisfiable: { code: 'RANGE_NOT_SATISFIABLE', message: 'The requested range is outside the audio' },
} as const;

/** Errors of the learner's record. Its screens are the site's, so the messages are Vietnamese. */
export const RECORD_ERRORS = {
  tooManyAttempts: (max: number) => ({
    code: 'TOO_MANY_ATTEMPTS',
    message: `Mỗi lần gửi tối đa ${max} lượt trả lời; hãy chia nhỏ lần gửi.`,
  }),
  unknownItem: (itemId: string) => ({ code: 'UNKNOWN_ITEM', message: `Không có mục luyện tập ${itemId}.` }),
  unknownSet: (itemId: string) => ({
    code: 'UNKNOWN_SET',
    message: `Bộ luyện tập được ghi cho mục ${itemId} không tồn tại hoặc không chứa mục đó.`,
  }),
  futureAttempt: (attemptId: string) => ({
    code: 'FUTURE_ATTEMPT',
    message: `Lượt trả lời ${attemptId} có thời điểm ở tương lai; hãy kiểm tra đồng hồ của thiết bị.`,
  }),
  pastAttempt: (attemptId: string) => ({
    code: 'PAST_ATTEMPT',
    message: `Lượt trả lời ${attemptId} có thời điểm quá xa trong quá khứ; hãy kiểm tra đồng hồ của thiết bị.`,
  }),
  inconsistentAttempt: (attemptId: string) => ({
    code: 'INCONSISTENT_ATTEMPT',
    message: `Lượt trả lời ${attemptId} có kết quả không khớp với số lần sai.`,
  }),
  itemNotInRecord: { code: 'RECORD_ITEM_NOT_FOUND', message: 'Mục này chưa có trong tiến độ của bạn.' },
  /** A mode other than ZPracticeMode's; zod states it as a 400 BAD_REQUEST. */
  unknownMode: {
    code: 'BAD_REQUEST',
    message: "Chế độ luyện tập không hợp lệ: chỉ có 'listen' (nghe → gõ từ) hoặc 'meaning' (nghĩa → gõ từ).",
  },
  /** The meaning mode shows a word's meaning: a sentence has no such mode. */
  meaningModeSentence: (attemptId: string) => ({
    code: 'MODE_NOT_AVAILABLE',
    message: `Lượt trả lời ${attemptId} ghi chế độ 'meaning' cho một câu; chế độ này chỉ dành cho từ vựng.`,
  }),
} as const;
