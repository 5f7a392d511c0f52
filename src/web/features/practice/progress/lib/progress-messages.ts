// What /progress tells the learner in toasts and the confirm dialog. These sit outside the English page
// (the document's language is Vietnamese), so they are written in Vietnamese like the site's other notices.

export const PROGRESS_MESSAGES = {
  dismissed: (text: string) => `Đã thuộc: “${text}” đã rời Từ cần ôn.`,
  restored: (text: string) => `“${text}” đã trở lại Từ cần ôn.`,
  dismissFailed: 'Không thể đánh dấu đã thuộc. Vui lòng thử lại.',
  undoFailed: 'Không thể hoàn tác. Vui lòng thử lại.',
  /** Long enough to reach the toast's 'Hoàn tác' by keyboard; the row keeps its own 'Hoàn tác' anyway. */
  undoToastMs: 10_000,
  settingsLoadFailed: 'Không thể tải cài đặt ôn tập.',
  settingsSaved: 'Đã lưu cài đặt ôn tập.',
  settingsFailed: 'Không thể lưu cài đặt. Vui lòng thử lại.',
  exported: (format: string) => `Đã tải xuống tiến độ (${format}).`,
  exportFailed: 'Không thể tải xuống tiến độ. Vui lòng thử lại.',
  resetTitle: 'Xóa tiến độ?',
  resetMessage: (where: 'account' | 'browser') =>
    where === 'account'
      ? 'Mọi lượt trả lời, lịch ôn tập, Từ cần ôn và cài đặt của tài khoản sẽ bị xóa vĩnh viễn trên mọi thiết bị. Không thể hoàn tác.'
      : 'Mọi lượt trả lời, lịch ôn tập, Từ cần ôn và cài đặt lưu trên trình duyệt này sẽ bị xóa vĩnh viễn. Không thể hoàn tác.',
  resetConfirm: 'Xóa tiến độ',
  resetCancel: 'Hủy',
  resetDone: 'Đã xóa tiến độ.',
  resetFailed: 'Không thể xóa tiến độ. Vui lòng thử lại.',
} as const;
