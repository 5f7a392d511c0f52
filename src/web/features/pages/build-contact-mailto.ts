export interface ContactMessage {
  name: string;
  email: string;
  content: string;
}

const NOT_PROVIDED = '(không nhập)';

/** mailto URIs (RFC 6068) need CRLF line breaks, percent-encoded as %0D%0A. */
function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

function orNotProvided(value: string): string {
  return value.trim() === '' ? NOT_PROVIDED : value.trim();
}

/**
 * The contact form has no validation (SPEC §5): empty fields still open the mail program, with a
 * neutral subject and "(không nhập)" in the body so the support team sees what was left out.
 */
export function buildContactMailto(recipient: string, message: ContactMessage): string {
  const name = message.name.trim();
  const subject = name === '' ? 'Liên hệ từ khách truy cập' : `Liên hệ từ ${name}`;
  const body = toCrlf(
    [
      `Họ và tên: ${orNotProvided(message.name)}`,
      `Email: ${orNotProvided(message.email)}`,
      '',
      'Nội dung:',
      message.content.trim() === '' ? NOT_PROVIDED : message.content.trim(),
    ].join('\n'),
  );
  // '@' stays readable in the address; everything else that is not URI-safe is escaped.
  const to = encodeURIComponent(recipient.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
