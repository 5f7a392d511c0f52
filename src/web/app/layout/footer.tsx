import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { useSiteConfig } from '@/lib/site-config';
import styles from './footer.module.css';

export function Footer() {
  const contact = useSiteConfig()?.contact;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.about}>
          <p className={styles.brand}>Học Tiếng Anh</p>
          <p className={styles.tagline}>
            Chia sẻ tài liệu học tập và luyện nghe – chép chính tả từ vựng, câu TOEIC mỗi ngày.
          </p>
        </div>
        <nav className={styles.links} aria-label="Liên kết cuối trang">
          <Link to={paths.about}>Giới thiệu</Link>
          <Link to={paths.terms}>Điều khoản sử dụng</Link>
          <Link to={paths.privacy}>Chính sách bảo mật</Link>
          <Link to={paths.cookies}>Chính sách cookie</Link>
          <Link to={paths.copyright}>Bản quyền</Link>
          <Link to={paths.contact}>Liên hệ</Link>
          <a href={paths.adsTxt}>ads.txt</a>
        </nav>
        <div className={styles.contact}>
          {contact && (
            <>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <div className={styles.social}>
                {contact.facebookUrl && (
                  <a href={contact.facebookUrl} target="_blank" rel="noopener noreferrer">
                    Facebook
                  </a>
                )}
                {contact.youtubeUrl && (
                  <a href={contact.youtubeUrl} target="_blank" rel="noopener noreferrer">
                    YouTube
                  </a>
                )}
              </div>
            </>
          )}
        </div>
      </div>
      <p className={styles.copy}>© {new Date().getFullYear()} Học Tiếng Anh. Nội dung do cộng đồng chia sẻ.</p>
    </footer>
  );
}
