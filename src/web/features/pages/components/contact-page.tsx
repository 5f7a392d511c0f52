import { paths } from '@shared/paths';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '@/lib/site-config';
import { buildContactMailto } from '@/features/pages/build-contact-mailto';
import styles from './contact-page.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { Message, useT } from '@/i18n/i18n';

function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^\d+]/g, '')}`;
}

export function ContactPage() {
  const t = useT();
  useDocumentTitle(t('pages.name.contact'));
  const contact = useSiteConfig()?.contact;
  const email = contact?.email.trim() ?? '';
  const hotline = contact?.hotline.trim() ?? '';
  const address = contact?.address.trim() ?? '';
  const socialLinks = [
    { label: 'Facebook', href: contact?.facebookUrl, icon: <FacebookIcon /> },
    { label: 'YouTube', href: contact?.youtubeUrl, icon: <YouTubeIcon /> },
  ].flatMap((link) => (link.href ? [{ ...link, href: link.href }] : []));

  const [name, setName] = useState('');
  const [senderEmail, setSenderEmail] = useState('');
  const [content, setContent] = useState('');
  const [openedHref, setOpenedHref] = useState<string | null>(null);

  // No validation; the form only prepares an e-mail in the visitor's own mail program.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = buildContactMailto(email, { name, email: senderEmail, content }, t);
    setOpenedHref(href);
    window.location.href = href;
  };

  return (
    <div className={`page ${styles.page}`}>
      <div className="container">
        <header className={styles.header}>
          <h1 className={styles.title}>{t('pages.name.contact')}</h1>
          <p className={styles.lead}>{t('pages.contact.lead')}</p>
        </header>

        <div className={styles.grid}>
          <section className={styles.info} aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className={styles.sectionTitle}>
              {t('pages.contact.infoTitle')}
            </h2>
            <ul className={styles.channels}>
              {address && (
                <li className={styles.channel}>
                  <span className={styles.icon} aria-hidden="true">
                    <PinIcon />
                  </span>
                  <div>
                    <p className={styles.channelLabel}>{t('pages.contact.address')}</p>
                    <p className={styles.channelValue}>{address}</p>
                  </div>
                </li>
              )}
              {email && (
                <li className={styles.channel}>
                  <span className={styles.icon} aria-hidden="true">
                    <MailIcon />
                  </span>
                  <div>
                    <p className={styles.channelLabel}>{t('pages.contact.supportEmail')}</p>
                    <a className={styles.channelValue} href={`mailto:${email}`}>
                      {email}
                    </a>
                  </div>
                </li>
              )}
              {hotline && (
                <li className={styles.channel}>
                  <span className={styles.icon} aria-hidden="true">
                    <PhoneIcon />
                  </span>
                  <div>
                    <p className={styles.channelLabel}>{t('pages.contact.hotline')}</p>
                    <a className={styles.channelValue} href={telHref(hotline)}>
                      {hotline}
                    </a>
                  </div>
                </li>
              )}
            </ul>
            {socialLinks.length > 0 && (
              <div className={styles.social}>
                <p className={styles.channelLabel}>{t('pages.contact.social')}</p>
                <ul className={styles.socialList}>
                  {socialLinks.map((link) => (
                    <li key={link.label}>
                      <a className={styles.socialLink} href={link.href} target="_blank" rel="noopener noreferrer">
                        {link.icon}
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className={styles.note}>
              <Message
                id="pages.contact.copyrightNote"
                values={{ link: (chunks) => <Link to={paths.copyright}>{chunks}</Link> }}
              />
            </p>
          </section>

          <section className={`card ${styles.formCard}`} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={styles.sectionTitle}>
              {t('pages.contact.formTitle')}
            </h2>
            <p className={styles.formHint}>{t('pages.contact.formHint')}</p>
            <form onSubmit={submit} noValidate aria-label={t('pages.contact.formLabel')}>
              <div className="field">
                <label htmlFor="contact-name">{t('pages.contact.name')}</label>
                <input
                  id="contact-name"
                  className="input"
                  name="name"
                  autoComplete="name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor="contact-email">{t('pages.contact.email')}</label>
                <input
                  id="contact-email"
                  className="input"
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={senderEmail}
                  onChange={(event) => setSenderEmail(event.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor="contact-content">{t('pages.contact.content')}</label>
                <textarea
                  id="contact-content"
                  className={`textarea ${styles.textarea}`}
                  name="content"
                  rows={6}
                  value={content}
                  onChange={(event) => setContent(event.target.value)}
                />
              </div>
              <button type="submit" className="btn btn-primary btn-lg btn-block">
                {t('pages.contact.submit')}
              </button>
            </form>
            {openedHref && (
              <p className={styles.opened} role="status">
                <Message
                  id={email ? 'pages.contact.openingOrWrite' : 'pages.contact.opening'}
                  values={{
                    email,
                    link: (chunks) => (
                      <a href={openedHref} data-testid="contact-mailto">
                        {chunks}
                      </a>
                    ),
                    mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a>,
                  }}
                />
              </p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
      />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22">
      <path
        fill="currentColor"
        d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 4.24-8 5-8-5V6l8 5 8-5v2.24Z"
      />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22">
      <path
        fill="currentColor"
        d="M6.62 10.79a15.05 15.05 0 0 0 6.59 6.59l2.2-2.2a1 1 0 0 1 1.02-.24 11.36 11.36 0 0 0 3.57.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1.02l-2.2 2.2Z"
      />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M14 8.5V6.8c0-.8.5-1.3 1.4-1.3H17V2.2A21 21 0 0 0 14.6 2C12.2 2 10.6 3.5 10.6 6.1v2.4H8v3.4h2.6V22H14V11.9h2.7l.4-3.4H14Z"
      />
    </svg>
  );
}

function YouTubeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z"
      />
    </svg>
  );
}
