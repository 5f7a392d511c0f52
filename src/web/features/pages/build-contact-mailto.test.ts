import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageId, MessageValues } from '@/i18n/i18n';
import vi from '@/i18n/messages/vi/pages';
import en from '@/i18n/messages/en/pages';
import { buildContactMailto, type ContactMessage } from './build-contact-mailto';

function translatorOf(language: 'vi' | 'en') {
  const intl = createIntl({ locale: language, messages: language === 'vi' ? vi : en });
  return (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values);
}

/** The mail as a Vietnamese interface prepares it. */
const buildMailto = (recipient: string, message: ContactMessage) =>
  buildContactMailto(recipient, message, translatorOf('vi'));

function parse(href: string) {
  const [address, query = ''] = href.slice('mailto:'.length).split('?');
  const params = Object.fromEntries(
    query.split('&').map((pair) => {
      const [key, value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)];
    }),
  );
  return { address, query, subject: params.subject, body: params.body };
}

describe('buildContactMailto', () => {
  it('builds subject and body from the form, percent-encoded with %20 and %0D%0A', () => {
    const href = buildMailto('hotro@hoctienganh.vn', {
      name: 'Nguyễn Văn An',
      email: 'an@example.com',
      content: 'Xin chào\nTôi muốn hỏi về tài liệu.',
    });
    expect(href).toBe(
      'mailto:hotro@hoctienganh.vn' +
        '?subject=Li%C3%AAn%20h%E1%BB%87%20t%E1%BB%AB%20Nguy%E1%BB%85n%20V%C4%83n%20An' +
        '&body=H%E1%BB%8D%20v%C3%A0%20t%C3%AAn%3A%20Nguy%E1%BB%85n%20V%C4%83n%20An%0D%0A' +
        'Email%3A%20an%40example.com%0D%0A%0D%0A' +
        'N%E1%BB%99i%20dung%3A%0D%0AXin%20ch%C3%A0o%0D%0AT%C3%B4i%20mu%E1%BB%91n%20h%E1%BB%8Fi%20v%E1%BB%81%20t%C3%A0i%20li%E1%BB%87u.',
    );
    expect(href).not.toContain('+');
    expect(href).not.toContain(' ');
  });

  it('round-trips Vietnamese diacritics exactly', () => {
    const { subject, body } = parse(
      buildMailto('a@b.vn', { name: 'Trần Thị Ánh Tuyết', email: 'tuyet@example.com', content: 'Đặng Ưu Ợ ỹ' }),
    );
    expect(subject).toBe('Liên hệ từ Trần Thị Ánh Tuyết');
    expect(body).toBe('Họ và tên: Trần Thị Ánh Tuyết\r\nEmail: tuyet@example.com\r\n\r\nNội dung:\r\nĐặng Ưu Ợ ỹ');
  });

  it("escapes '&', '?', '#' and '=' so they cannot break the query", () => {
    const href = buildMailto('a@b.vn', {
      name: 'A & B?',
      email: 'x#y@example.com',
      content: 'Giá = 100% & có #1? subject=hack',
    });
    const { query, subject, body } = parse(href);
    expect(query.split('&')).toHaveLength(2);
    expect(href.indexOf('#')).toBe(-1);
    expect(href.match(/\?/g)).toHaveLength(1);
    expect(subject).toBe('Liên hệ từ A & B?');
    expect(body).toContain('Email: x#y@example.com');
    expect(body).toContain('Giá = 100% & có #1? subject=hack');
  });

  it('turns every kind of line break into CRLF', () => {
    const href = buildMailto('a@b.vn', { name: 'An', email: 'an@example.com', content: 'một\ndòng\r\nhai\rba' });
    expect(href).toContain('m%E1%BB%99t%0D%0Ad%C3%B2ng%0D%0Ahai%0D%0Aba');
    expect(href).not.toMatch(/%0A(?<!%0D%0A)/);
    expect(parse(href).body.endsWith('một\r\ndòng\r\nhai\r\nba')).toBe(true);
  });

  it('still opens the mail program when every field is empty (no validation)', () => {
    const { address, subject, body } = parse(
      buildMailto('hotro@hoctienganh.vn', { name: '  ', email: '', content: '' }),
    );
    expect(address).toBe('hotro@hoctienganh.vn');
    expect(subject).toBe('Liên hệ từ khách truy cập');
    expect(body).toBe('Họ và tên: (không nhập)\r\nEmail: (không nhập)\r\n\r\nNội dung:\r\n(không nhập)');
  });

  it('speaks the interface language: an English interface prepares an English mail', () => {
    const { subject, body } = parse(
      buildContactMailto('a@b.vn', { name: 'An', email: '', content: 'Hello' }, translatorOf('en')),
    );
    expect(subject).toBe('Message from An');
    expect(body).toBe('Name: An\r\nEmail: (not given)\r\n\r\nMessage:\r\nHello');
  });

  it('works without a configured recipient: the visitor fills in the address', () => {
    const href = buildMailto('', { name: 'An', email: '', content: 'Chào' });
    expect(href.startsWith('mailto:?subject=')).toBe(true);
  });
});
