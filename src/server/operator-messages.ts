// What the server tells the person who runs it (a refused setting at start, the line once it listens), in
// Vietnamese like the site; the English gist where it helps a search for the error.

export const OPERATOR_MESSAGES = {
  /** AUTH_SECRET's rule, one of the problems listed under `invalidConfiguration`. */
  secretTooShort: 'phải dài ít nhất 32 ký tự',
  invalidConfiguration: 'Cấu hình không hợp lệ (invalid configuration):',
  ready: (publicUrl: string, dataDir: string) => `Sẵn sàng: ${publicUrl} (dữ liệu trong ${dataDir})`,
} as const;
