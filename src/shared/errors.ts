// One error shape from server to toast: the message is safe to show users.

export interface ApiErrorBody {
  code: string;
  message: string;
}

export const GENERIC_ERRORS = {
  notFound: { code: 'NOT_FOUND', message: 'Không tìm thấy đường dẫn yêu cầu.' },
  badRequest: { code: 'BAD_REQUEST', message: 'Yêu cầu không hợp lệ.' },
  /** A request carrying U+0000 anywhere (http/text-input.ts): nobody types it, the database cannot store it. */
  invalidCharacters: { code: 'INVALID_CHARACTERS', message: 'Dữ liệu gửi lên chứa ký tự không hợp lệ.' },
  malformedJson: { code: 'MALFORMED_JSON', message: 'Dữ liệu gửi lên không đúng định dạng JSON.' },
  payloadTooLarge: { code: 'PAYLOAD_TOO_LARGE', message: 'Dữ liệu gửi lên quá lớn.' },
  unsupportedMediaType: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Định dạng dữ liệu gửi lên không được hỗ trợ.' },
  badUrl: { code: 'BAD_URL', message: 'Đường dẫn yêu cầu không hợp lệ.' },
  uriTooLong: { code: 'URI_TOO_LONG', message: 'Đường dẫn yêu cầu quá dài.' },
  headersTooLarge: { code: 'HEADERS_TOO_LARGE', message: 'Phần đầu của yêu cầu quá lớn.' },
  requestTimeout: { code: 'REQUEST_TIMEOUT', message: 'Yêu cầu gửi lên quá chậm. Vui lòng thử lại.' },
  unauthorized: { code: 'UNAUTHORIZED', message: 'Bạn cần đăng nhập để thực hiện thao tác này.' },
  forbiddenOrigin: { code: 'FORBIDDEN_ORIGIN', message: 'Yêu cầu không đến từ trang web này.' },
  tooManyRequests: { code: 'TOO_MANY_REQUESTS', message: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.' },
  internal: { code: 'INTERNAL_ERROR', message: 'Có lỗi xảy ra. Vui lòng thử lại sau.' },
  /** The database cannot be reached, or the server is shutting down: retrying soon works. */
  serviceUnavailable: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'Hệ thống đang tạm gián đoạn. Vui lòng thử lại sau giây lát.',
  },
  /** No answer at all (offline, connection dropped): set by the browser, never sent by the server. */
  network: { code: 'NETWORK_ERROR', message: 'Lỗi kết nối mạng.' },
} as const satisfies Record<string, ApiErrorBody>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).code === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}
