// What a document is, on its card and its page: its subject, level and tags as small labels.
import type { TFile } from '@shared/files/contract';
import { useT } from '@/i18n/i18n';
import { LEVEL_LABELS } from '@/features/files/lib/document-details';
import styles from './document-details.module.css';

export function DocumentFacts({ file }: { file: Pick<TFile, 'subject' | 'level' | 'tags'> }) {
  const t = useT();
  if (!file.subject && !file.level && file.tags.length === 0) return null;
  return (
    <ul className={styles.facts} aria-label={t('files.details.about')} data-testid="document-facts">
      {file.subject && <li className={styles.fact}>{file.subject}</li>}
      {file.level && <li className={`${styles.fact} ${styles.factLevel}`}>{t(LEVEL_LABELS[file.level])}</li>}
      {file.tags.map((tag) => (
        <li key={tag} className={`${styles.fact} ${styles.factTag}`}>
          #{tag}
        </li>
      ))}
    </ul>
  );
}
