import type { ReactNode } from 'react';

export interface PageSection {
  /** Anchor of the section, used by the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

/** A static page's article; its title is the page's name, a message of the interface language. */
export interface PageContent {
  lead: ReactNode;
  sections: PageSection[];
}

/** Shown on every static page as "Cập nhật lần cuối". */
export const LAST_UPDATED = { iso: '2026-11-22', label: '22/11/2026' } as const;
