import { paths } from '@shared/paths';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { Avatar } from '@/components/avatar';
import styles from './nav-bar.module.css';

export function NavBar() {
  const { user, loading, logout } = useAuth();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  const onLogout = async () => {
    close();
    try {
      await logout();
      navigate(paths.login);
    } catch (error) {
      // SPEC §4: a failed logout is only logged.
      console.error('Logout failed', error);
    }
  };

  const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;

  return (
    <header className={styles.bar}>
      <nav className={`container ${styles.inner}`} aria-label="Điều hướng chính">
        <Link to={paths.home} className={styles.brand} onClick={close}>
          <span className={styles.logo} aria-hidden="true">
            HA
          </span>
          <span className={styles.brandText}>Học Tiếng Anh</span>
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? 'Đóng menu' : 'Mở menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span />
          <span />
          <span />
        </button>
        <div id="main-menu" className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
          <NavLink to={paths.dictationList} className={linkClass} onClick={close}>
            Chép chính tả
          </NavLink>
          <NavLink to={paths.about} className={linkClass} onClick={close}>
            Giới thiệu
          </NavLink>
          <NavLink to={paths.contact} className={linkClass} onClick={close}>
            Liên hệ
          </NavLink>
          <div className={styles.account}>
            {loading ? null : user ? (
              <>
                <Link to={paths.profile} className={styles.user} onClick={close} data-testid="nav-user">
                  <Avatar name={user.displayName ?? user.email} photoUrl={user.photoURL} size={32} />
                  <span className={styles.userName}>{user.displayName || user.email}</span>
                </Link>
                <button type="button" className="btn btn-secondary" onClick={() => void onLogout()}>
                  Đăng xuất
                </button>
              </>
            ) : (
              <>
                <Link to={paths.login} className="btn btn-ghost" onClick={close}>
                  Đăng nhập
                </Link>
                <Link to={paths.signup} className="btn btn-primary" onClick={close}>
                  Đăng ký
                </Link>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
