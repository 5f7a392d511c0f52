// The site's name (the mails' sender, link cards, the server's page title).

/** The site's name as the server writes it (mails, link cards); the web app's is its catalogue's common.siteName. */
export const SITE_NAME = 'Học Tiếng Anh';
