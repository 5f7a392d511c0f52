// The nav bar's search ('Tìm tài liệu'). Enter opens /tai-lieu?q=…; on narrow screens the
// field folds into a button that opens it below the bar (Escape closes it and gives focus back).
import { paths } from '@shared/paths';
import { useT } from '@/i18n/i18n';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchInput } from '@/components/search-input';
import { keepFocusOnPage } from '@/lib/page-focus';
import styles from './nav-bar.module.css';

function SearchIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

export function NavSearch({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // On the library the field shows the search it is showing; elsewhere it keeps what was typed.
  const current = pathname === paths.library.pattern ? (new URLSearchParams(search).get('q') ?? '') : null;
  const [value, setValue] = useState(current ?? '');
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    if (current !== null) setValue(current);
  }

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) {
      input.current?.focus();
      return;
    }
    onOpenChange(false);
    void navigate(paths.library.build({ q }));
    // The folded field hides with its panel: focus goes on to the results' heading.
    keepFocusOnPage(1000);
  };

  return (
    <div className={styles.search}>
      <button
        ref={toggle}
        type="button"
        className={styles.searchToggle}
        aria-expanded={open}
        aria-controls="nav-search"
        aria-label={open ? t('common.search.close') : t('common.search.label')}
        onClick={() => onOpenChange(!open)}
      >
        <SearchIcon />
      </button>
      <form
        id="nav-search"
        role="search"
        aria-label={t('common.search.label')}
        className={`${styles.searchForm} ${open ? styles.searchOpen : ''}`}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !open) return;
          event.stopPropagation();
          onOpenChange(false);
          toggle.current?.focus();
        }}
      >
        <SearchInput
          ref={input}
          id="nav-search-input"
          label={t('common.search.label')}
          placeholder={t('common.search.placeholder')}
          className={styles.searchInput}
          value={value}
          onChange={setValue}
        />
        <button type="submit" className={styles.searchSubmit} aria-label={t('common.search.submit')}>
          <SearchIcon />
        </button>
      </form>
    </div>
  );
}
