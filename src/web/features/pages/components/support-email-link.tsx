import { paths } from '@shared/paths';
import { CONTACT_TEXT, PAGE_NAMES } from '@shared/pages/messages';
import { Link } from 'react-router';
import { useSiteConfig } from '@/lib/site-config';

/** The configured support address as a mail link; without one, the contact page instead. */
export function SupportEmailLink() {
  const email = useSiteConfig()?.contact.email.trim();
  if (!email)
    return (
      <>
        {CONTACT_TEXT.supportFallback} <Link to={paths.contact}>{PAGE_NAMES.contact}</Link>)
      </>
    );
  return <a href={`mailto:${email}`}>{email}</a>;
}
