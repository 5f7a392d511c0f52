// The upload and edit dialogs' draft of what a document is, and how it becomes the request's fields.
import { DOCUMENT_LEVELS, isDocumentLevel, type TDocumentLevel } from '@shared/files/document-info';
import { DEFAULT_DOCUMENT_SUBJECTS } from '@shared/files/messages';
import type { TFile } from '@shared/files/contract';
import type { MessageId } from '@/i18n/i18n';

export interface DocumentDetailsDraft {
  title: string;
  /** '' for none. */
  subject: string;
  /** '' for none. */
  level: TDocumentLevel | '';
  tags: string[];
}

export const LEVEL_LABELS: Record<TDocumentLevel, MessageId> = {
  basic: 'files.details.level.basic',
  intermediate: 'files.details.level.intermediate',
  advanced: 'files.details.level.advanced',
};

export const LEVEL_OPTIONS = DOCUMENT_LEVELS;

export function levelOf(value: string): TDocumentLevel | '' {
  return isDocumentLevel(value) ? value : '';
}

/** The draft of a file being edited: its title (blank while it is its file name), subject, level, tags. */
export function draftOfFile(file: Pick<TFile, 'title' | 'filename' | 'subject' | 'level' | 'tags'>) {
  return {
    title: file.title === file.filename ? '' : file.title,
    subject: file.subject ?? '',
    level: file.level ?? '',
    tags: [...file.tags],
  } satisfies DocumentDetailsDraft;
}

/** The subjects a select offers: the site's, and the document's own if the site no longer lists it. */
export function subjectOptions(siteSubjects: readonly string[] | undefined, current: string): string[] {
  const subjects = [...(siteSubjects ?? DEFAULT_DOCUMENT_SUBJECTS)];
  if (current && !subjects.includes(current)) subjects.push(current);
  return subjects;
}
