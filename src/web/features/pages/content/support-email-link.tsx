import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { useSiteConfig } from '@/lib/site-config';

/**
 * The configured support address as a mail link; without one, the contact page instead. It is a phrase of
 * the articles' Vietnamese prose, so it is content like them.
 */
export function SupportEmailLink() {
  const email = useSiteConfig()?.contact.email.trim();
  if (!email)
    return (
      <>
        bộ phận hỗ trợ (xem trang <Link to={paths.contact}>Liên hệ</Link>)
      </>
    );
  return <a href={`mailto:${email}`}>{email}</a>;
}
