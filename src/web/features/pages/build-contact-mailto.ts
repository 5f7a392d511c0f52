import type { MessageId, MessageValues } from '@/i18n/i18n';

export interface ContactMessage {
  name: string;
  email: string;
  content: string;
}

/** The translator of the interface language (`useT()`): the prepared mail speaks the visitor's language. */
type Translate = (id: MessageId, values?: MessageValues) => string;

/** mailto URIs (RFC 6068) need CRLF line breaks, percent-encoded as %0D%0A. */
function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

/**
 * The contact form has no validation: empty fields still open the mail program, with a
 * neutral subject and a "not given" mark in the body so the support team sees what was left out.
 */
export function buildContactMailto(recipient: string, message: ContactMessage, t: Translate): string {
  const orNotProvided = (value: string) => (value.trim() === '' ? t('pages.contactMail.notProvided') : value.trim());
  const name = message.name.trim();
  const subject = name === '' ? t('pages.contactMail.subjectAnonymous') : t('pages.contactMail.subjectFrom', { name });
  const body = toCrlf(
    [
      t('pages.contactMail.nameLine', { name: orNotProvided(message.name) }),
      t('pages.contactMail.emailLine', { email: orNotProvided(message.email) }),
      '',
      t('pages.contactMail.contentHeading'),
      orNotProvided(message.content),
    ].join('\n'),
  );
  // '@' stays readable in the address; everything else that is not URI-safe is escaped.
  const to = encodeURIComponent(recipient.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
