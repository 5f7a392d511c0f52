// Free tags (at most DOCUMENT_MAX_TAGS): type a tag and press Enter or a comma, or leave the field; each
// tag is a chip with its own remove button. The rules are the server's (document-info.ts normalizeTag), so
// a tag is refused here with the reason, never cut. Added and removed tags are announced.
import { useId, useState, type KeyboardEvent } from 'react';
import { DOCUMENT_MAX_TAGS, DOCUMENT_TAG_MAX_LENGTH, normalizeTag } from '@shared/files/document-info';
import { useT } from '@/i18n/i18n';
import styles from './document-details.module.css';

interface TagInputProps {
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
}

export function TagInput({ label, tags, onChange }: TagInputProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const isFull = tags.length >= DOCUMENT_MAX_TAGS;

  /** Adds each text as a tag, in order; the first refused one stops there and says why. */
  const add = (...raws: string[]) => {
    const next = [...tags];
    let refusal: string | null = null;
    for (const raw of raws) {
      if (raw.trim() === '') continue;
      const tag = normalizeTag(raw);
      if (tag === null) refusal = t('files.details.tagInvalid', { length: DOCUMENT_TAG_MAX_LENGTH });
      else if (next.includes(tag)) refusal = t('files.details.tagDuplicate', { tag });
      else if (next.length >= DOCUMENT_MAX_TAGS) refusal = t('files.details.tagLimit', { max: DOCUMENT_MAX_TAGS });
      else next.push(tag);
      if (refusal) break;
    }
    setError(refusal);
    if (next.length === tags.length) return false;
    onChange(next);
    setAnnouncement(t('files.details.tagAdded', { tag: next.slice(tags.length).join(', ') }));
    return refusal === null;
  };

  const remove = (tag: string) => {
    onChange(tags.filter((item) => item !== tag));
    setError(null);
    setAnnouncement(t('files.details.tagRemoved', { tag }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (add(text)) setText('');
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      remove(tags[tags.length - 1]!);
    }
  };

  return (
    <div className={styles.tagField}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {tags.length > 0 && (
        <ul className={styles.chips} aria-label={t('files.details.tagList')}>
          {tags.map((tag) => (
            <li key={tag} className={styles.chip}>
              <span>{tag}</span>
              <button
                type="button"
                className={styles.chipRemove}
                onClick={() => remove(tag)}
                aria-label={t('files.details.removeTag', { tag })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.tagRow}>
        <input
          id={inputId}
          className="input"
          value={text}
          onChange={(event) => {
            // A comma typed or pasted ends the tags before it.
            const parts = event.target.value.split(',');
            if (parts.length > 1) {
              add(...parts.slice(0, -1));
              setText(parts[parts.length - 1] ?? '');
            } else setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (add(text)) setText('');
          }}
          placeholder={isFull ? undefined : t('files.details.tagPlaceholder')}
          maxLength={DOCUMENT_TAG_MAX_LENGTH * 2}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          enterKeyHint="done"
          data-testid="tag-input"
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            if (add(text)) setText('');
          }}
          disabled={text.trim() === ''}
        >
          {t('files.details.addTag')}
        </button>
      </div>
      <small id={hintId} className={styles.hint}>
        {t('files.details.tagsHint', { max: DOCUMENT_MAX_TAGS, length: DOCUMENT_TAG_MAX_LENGTH })}{' '}
        <span className={styles.count}>
          {t('files.details.tagsCount', { count: tags.length, max: DOCUMENT_MAX_TAGS })}
        </span>
      </small>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </div>
  );
}
