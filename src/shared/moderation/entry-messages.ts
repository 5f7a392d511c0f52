// The way into /admin: its nav link and the answer to an account that is not an admin. Every page's frame shows
// them, so they are a catalogue of their own: the main bundle holds this one, and messages.ts (the report dialog)
// loads with the screens that use it.
export const ADMIN_ENTRY_TEXT = {
  nav: 'Quản trị',
  forbidden: 'Bạn không có quyền truy cập trang này.',
} as const;
