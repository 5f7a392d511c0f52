import { CONTACT_MAIL } from '@shared/pages/messages';

export interface ContactMessage {
  name: string;
  email: string;
  content: string;
}

/** mailto URIs (RFC 6068) need CRLF line breaks, percent-encoded as %0D%0A. */
function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

function orNotProvided(value: string): string {
  return value.trim() === '' ? CONTACT_MAIL.notProvided : value.trim();
}

/**
 * The contact form has no validation: empty fields still open the mail program, with a
 * neutral subject and "(không nhập)" in the body so the support team sees what was left out.
 */
export function buildContactMailto(recipient: string, message: ContactMessage): string {
  const name = message.name.trim();
  const subject = name === '' ? CONTACT_MAIL.subjectAnonymous : CONTACT_MAIL.subjectFrom(name);
  const body = toCrlf(
    [
      CONTACT_MAIL.nameLine(orNotProvided(message.name)),
      CONTACT_MAIL.emailLine(orNotProvided(message.email)),
      '',
      CONTACT_MAIL.contentHeading,
      orNotProvided(message.content),
    ].join('\n'),
  );
  // '@' stays readable in the address; everything else that is not URI-safe is escaped.
  const to = encodeURIComponent(recipient.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
