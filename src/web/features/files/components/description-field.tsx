// The description textarea of the upload and edit modals: at most UPLOAD.maxDescriptionLength characters
// (the limit the server applies), with a counter.
import { useId } from 'react';
import { UPLOAD } from '@shared/constants';
import styles from './file-modals.module.css';

interface DescriptionFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  rows: number;
}

export function DescriptionField({ label, value, onChange, placeholder, rows }: DescriptionFieldProps) {
  const counterId = useId();
  return (
    <div className={styles.description}>
      <label className="field">
        <span>{label}</span>
        <textarea
          className="textarea"
          rows={rows}
          maxLength={UPLOAD.maxDescriptionLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          aria-describedby={counterId}
        />
      </label>
      <small id={counterId} className={styles.counter} data-testid="description-counter">
        {value.length}/{UPLOAD.maxDescriptionLength}
      </small>
    </div>
  );
}
