import type { ReactNode } from 'react';

export interface PageSection {
  /** Anchor of the section, used by the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

export interface PageContent {
  title: string;
  lead: ReactNode;
  sections: PageSection[];
}

/** Shown on every static page as "Cập nhật lần cuối". */
export const LAST_UPDATED = { iso: '2026-11-22', label: '22/11/2026' } as const;
