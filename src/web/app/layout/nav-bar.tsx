import { paths } from '@shared/paths';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { Avatar } from '@/components/avatar';
import { keepFocusOnPage } from '@/lib/page-focus';
import { NavSearch } from './nav-search';
import styles from './nav-bar.module.css';
import { useT } from '@/i18n/i18n';

/** The logo is the brand's initials, drawn (hidden from screen readers, which read the name beside it). */
const LOGO_LETTERS = 'HA';

export function NavBar() {
  const t = useT();
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
      <nav className={`container ${styles.inner}`} aria-label={t('common.nav.label')} onBlur={onBlur}>
        <Link to={paths.home} className={styles.brand} onClick={follow}>
          <span className={styles.logo} aria-hidden="true">
            {LOGO_LETTERS}
          </span>
          <span className={styles.brandText} lang="vi">
            {t('common.siteName')}
          </span>
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
          aria-label={menuOpen ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
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
            {t('common.nav.dictation')}
          </NavLink>
          <NavLink to={paths.library.pattern} className={linkClass} onClick={follow}>
            {t('common.nav.library')}
          </NavLink>
          <NavLink to={paths.progress} className={linkClass} onClick={follow}>
            {t('common.nav.progress')}
          </NavLink>
          {user?.isAdmin && (
            <NavLink to={paths.admin} className={linkClass} onClick={follow}>
              {t('common.nav.admin')}
            </NavLink>
          )}
          <NavLink to={paths.about} className={linkClass} onClick={follow}>
            {t('common.pageName.about')}
          </NavLink>
          <NavLink to={paths.contact} className={linkClass} onClick={follow}>
            {t('common.pageName.contact')}
          </NavLink>
          <div className={styles.account}>
            {loading ? null : user ? (
              <>
                <Link to={paths.profile} className={styles.user} onClick={follow} data-testid="nav-user">
                  <Avatar name={user.displayName ?? user.email} photoUrl={user.photoURL} size={32} decorative />
                  <span className={styles.userName}>{user.displayName || user.email}</span>
                </Link>
                <NavLink to={paths.settings} className={linkClass} onClick={follow}>
                  {t('common.nav.settings')}
                </NavLink>
                <button type="button" className="btn btn-secondary" onClick={() => void onLogout()}>
                  {t('common.nav.signOut')}
                </button>
              </>
            ) : (
              <>
                <Link to={paths.login} className="btn btn-ghost" onClick={follow}>
                  {t('common.nav.signIn')}
                </Link>
                <Link to={paths.signup} className="btn btn-primary" onClick={follow}>
                  {t('common.nav.signUp')}
                </Link>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
