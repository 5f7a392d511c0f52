// The one mailer: SMTP when SMTP_URL is set; otherwise each mail is written
// as an .eml file under DATA_DIR/outbox and its link is logged, so a self-hoster without a mail server can
// still act on it (open the file, or copy the link from the log). Mails are Vietnamese, plain text plus a
// simple HTML part.
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  /** Paragraphs of the body; the HTML part is built from the same text. */
  paragraphs: string[];
  /** The one action of the mail (a reset link), shown as a button in HTML and as a line in text. */
  action?: { label: string; url: string };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mails go: 'smtp' or the outbox folder. */
  readonly destination: string;
}

export interface MailerLog {
  info(fields: Record<string, unknown>, message: string): void;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: MailerLog;
}): Mailer {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      destination: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, ...renderMail(mail) });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: outbox,
    async send(mail) {
      const built = await writer.sendMail({ from, to: mail.to, subject: mail.subject, ...renderMail(mail) });
      await fsp.mkdir(outbox, { recursive: true });
      // Sortable by time; the id keeps two mails of one millisecond apart.
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await fsp.writeFile(file, built.message as Buffer, { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file, link: mail.action?.url }, 'mail written to the outbox');
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function renderMail(mail: Mail): { text: string; html: string } {
  const text = [...mail.paragraphs, ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`] : [])].join('\n\n');
  const action = mail.action
    ? `<p><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;padding:10px 18px;background:#00587C;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(mail.action.label)}</a></p>` +
      `<p style="color:#555;font-size:13px">${escapeHtml(mail.action.url)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="vi"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">` +
    mail.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    action +
    `</body></html>`;
  return { text, html };
}
