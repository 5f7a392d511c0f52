import { paths } from '@shared/paths';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { MODERATION_TEXT } from '@shared/moderation/messages';
import { useAuth } from '@/lib/auth';
import { Avatar } from '@/components/avatar';
import { keepFocusOnPage } from '@/lib/page-focus';
import { NavSearch } from './nav-search';
import styles from './nav-bar.module.css';

export function NavBar() {
  const { user, loading, logout } = useAuth();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  // One panel at a time below the bar on narrow screens: the menu or the search field.
  const [searchOpen, setSearchOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setMenuOpen(false);
  // A menu link closes the menu it sits in: a link to the current page does not navigate, so focus
  // would stay on a hidden link (a navigation moves it to the new page's heading).
  const follow = () => {
    close();
    keepFocusOnPage(500);
  };

  // Escape closes the open menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Focus leaving the nav bar (Tab past the last link, a click elsewhere) closes the menu.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (menuOpen) close();
    if (searchOpen) setSearchOpen(false);
  };

  const onLogout = async () => {
    close();
    try {
      await logout();
      navigate(paths.login);
    } catch (error) {
      // A failed logout is only logged.
      console.error('Logout failed', error);
    }
  };

  const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;

  return (
    <header className={styles.bar} data-sticky-nav>
      <nav className={`container ${styles.inner}`} aria-label="Điều hướng chính" onBlur={onBlur}>
        <Link to={paths.home} className={styles.brand} onClick={follow}>
          <span className={styles.logo} aria-hidden="true">
            HA
          </span>
          <span className={styles.brandText}>Học Tiếng Anh</span>
        </Link>
        <NavSearch
          open={searchOpen}
          onOpenChange={(open) => {
            setSearchOpen(open);
            if (open) close();
          }}
        />
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? 'Đóng menu' : 'Mở menu'}
          onClick={() => {
            setMenuOpen((open) => !open);
            setSearchOpen(false);
          }}
        >
          <span />
          <span />
          <span />
        </button>
        <div id="main-menu" className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
          <NavLink to={paths.dictationList} className={linkClass} onClick={follow}>
            Chép chính tả
          </NavLink>
          <NavLink to={paths.library.pattern} className={linkClass} onClick={follow}>
            Tài liệu
          </NavLink>
          <NavLink to={paths.progress} className={linkClass} onClick={follow}>
            Tiến độ
          </NavLink>
          {user?.isAdmin && (
            <NavLink to={paths.admin} className={linkClass} onClick={follow}>
              {MODERATION_TEXT.admin.nav}
            </NavLink>
          )}
          <NavLink to={paths.about} className={linkClass} onClick={follow}>
            Giới thiệu
          </NavLink>
          <NavLink to={paths.contact} className={linkClass} onClick={follow}>
            Liên hệ
          </NavLink>
          <div className={styles.account}>
            {loading ? null : user ? (
              <>
                <Link to={paths.profile} className={styles.user} onClick={follow} data-testid="nav-user">
                  <Avatar name={user.displayName ?? user.email} photoUrl={user.photoURL} size={32} decorative />
                  <span className={styles.userName}>{user.displayName || user.email}</span>
                </Link>
                <NavLink to={paths.settings} className={linkClass} onClick={follow}>
                  Cài đặt
                </NavLink>
                <button type="button" className="btn btn-secondary" onClick={() => void onLogout()}>
                  Đăng xuất
                </button>
              </>
            ) : (
              <>
                <Link to={paths.login} className="btn btn-ghost" onClick={follow}>
                  Đăng nhập
                </Link>
                <Link to={paths.signup} className="btn btn-primary" onClick={follow}>
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
