// The fields that say what a document is, in the upload and edit dialogs: title (the file name stays for
// downloads), subject or exam (the site's list), level, tags.
import { useId } from 'react';
import { DOCUMENT_TITLE_MAX_LENGTH } from '@shared/files/document-info';
import { useT } from '@/i18n/i18n';
import { useSiteConfig } from '@/lib/site-config';
import {
  LEVEL_LABELS,
  LEVEL_OPTIONS,
  levelOf,
  subjectOptions,
  type DocumentDetailsDraft,
} from '@/features/files/lib/document-details';
import { TagInput } from './tag-input';
import styles from './document-details.module.css';

interface DocumentDetailsFieldsProps {
  value: DocumentDetailsDraft;
  onChange: (value: DocumentDetailsDraft) => void;
  /** The stored file name, which the download keeps. */
  filename: string;
  /** Shown in the title field while it is blank (the file name without its extension). */
  titlePlaceholder?: string;
}

export function DocumentDetailsFields({ value, onChange, filename, titlePlaceholder }: DocumentDetailsFieldsProps) {
  const t = useT();
  const titleId = useId();
  const titleHintId = useId();
  const subjectId = useId();
  const levelId = useId();
  const subjects = subjectOptions(useSiteConfig()?.documentSubjects, value.subject);
  const set = (changes: Partial<DocumentDetailsDraft>) => onChange({ ...value, ...changes });

  return (
    <div className={styles.fields}>
      <div className={styles.field}>
        <label htmlFor={titleId} className={styles.label}>
          {t('files.details.title')}
        </label>
        <input
          id={titleId}
          className="input"
          value={value.title}
          maxLength={DOCUMENT_TITLE_MAX_LENGTH}
          onChange={(event) => set({ title: event.target.value })}
          placeholder={titlePlaceholder}
          aria-describedby={titleHintId}
          data-testid="title-input"
        />
        <small id={titleHintId} className={styles.hint}>
          {t('files.details.titleHint', { filename })}
        </small>
      </div>
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor={subjectId} className={styles.label}>
            {t('files.details.subject')}
          </label>
          <select
            id={subjectId}
            className="input"
            value={value.subject}
            onChange={(event) => set({ subject: event.target.value })}
            data-testid="subject-select"
          >
            <option value="">{t('files.details.subjectNone')}</option>
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={levelId} className={styles.label}>
            {t('files.details.level')}
          </label>
          <select
            id={levelId}
            className="input"
            value={value.level}
            onChange={(event) => set({ level: levelOf(event.target.value) })}
            data-testid="level-select"
          >
            <option value="">{t('files.details.levelNone')}</option>
            {LEVEL_OPTIONS.map((level) => (
              <option key={level} value={level}>
                {t(LEVEL_LABELS[level])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TagInput label={t('files.details.tags')} tags={value.tags} onChange={(tags) => set({ tags })} />
    </div>
  );
}
