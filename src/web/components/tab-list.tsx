// WAI-ARIA tabs shared by the profile's file lists and /admin: one tab stop; the arrow keys, Home and End
// move between the tabs and select them. The page renders the panel (`panelId`, labelled by the tab id).
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './tab-list.module.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

interface TabListProps<Id extends string> {
  label: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  /** Each tab's element id is the prefix and the tab's id (the panel's aria-labelledby). */
  idPrefix: string;
  panelId: string;
  className?: string;
}

export function TabList<Id extends string>(props: TabListProps<Id>) {
  const { items, selected, onSelect, idPrefix } = props;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length]!;
    onSelect(next.id);
    document.getElementById(`${idPrefix}${next.id}`)?.focus();
  };

  return (
    <div className={`${styles.tabs} ${props.className ?? ''}`} role="tablist" aria-label={props.label}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          id={`${idPrefix}${item.id}`}
          aria-selected={item.id === selected}
          aria-controls={props.panelId}
          tabIndex={item.id === selected ? 0 : -1}
          className={`${styles.tab} ${item.id === selected ? styles.tabActive : ''}`}
          onKeyDown={onKeyDown}
          onClick={() => onSelect(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
