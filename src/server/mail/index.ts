// The mail domain's face: the mailer (SMTP, or files in DATA_DIR/outbox without SMTP) and the mail shape.
export { createMailer, type Mail, type Mailer } from './mailer';
