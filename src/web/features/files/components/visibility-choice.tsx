// Public or private, chosen in the upload dialog: two radio buttons, each with what it means.
import { useId } from 'react';
import { useT } from '@/i18n/i18n';
import styles from './document-details.module.css';

export function VisibilityChoice({ isPublic, onChange }: { isPublic: boolean; onChange: (isPublic: boolean) => void }) {
  const t = useT();
  const name = useId();
  const options = [
    { value: true, label: t('files.edit.public'), hint: t('files.edit.publicHint') },
    { value: false, label: t('files.edit.private'), hint: t('files.edit.privateHint') },
  ];
  return (
    <fieldset className={styles.visibility}>
      <legend>{t('files.details.visibility')}</legend>
      <div className={styles.visibilityOptions}>
        {options.map((option) => (
          <label key={String(option.value)} className={styles.visibilityOption}>
            <input
              type="radio"
              name={name}
              checked={isPublic === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>
              <strong>{option.label}</strong>
              <small>{option.hint}</small>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
