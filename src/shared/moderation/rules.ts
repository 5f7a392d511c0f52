// Limits of reports and moderation, shared by the server and the forms.

export const REPORT_REASONS = ['copyright', 'inappropriate', 'spam', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

/** The free text of a report. */
export const REPORT_DETAILS_MAX_LENGTH = 1000;
/** Reports one account may send per hour (every status counts: a dismissed report was still sent). */
export const REPORTS_PER_HOUR = 10;
/** Reports one client address may send per hour, whatever the account (several accounts, one person). */
export const REPORTS_PER_ADDRESS_PER_HOUR = 30;
/** The reason an admin gives for hiding a file or suspending an account. */
export const MODERATION_REASON_MAX_LENGTH = 500;
/** Rows per page of the audit log on /admin. */
export const ADMIN_ACTIONS_PAGE_SIZE = 20;
/** Files with open reports one /admin answer lists (the oldest wait for the next load). */
export const REPORTED_FILES_LIMIT = 50;
