// A labelled text input with its hint and its error under it (the app's `.field` / `.input` styles). The
// input describes itself by the hint, its error and any other ids given (a form-level error), and is
// marked invalid while it has an error or `invalid` is set.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './form-field.module.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-describedby'> {
  id: string;
  label: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  hint?: string;
  /** Shown under the input as `{id}-error`. */
  error?: string | null;
  /** Marks the input invalid for an error shown elsewhere (in `describedBy`). */
  invalid?: boolean;
  /** Ids of other texts that describe the input. */
  describedBy?: (string | false | null | undefined)[];
  /** After the error (a link such as 'Quên mật khẩu?'). */
  children?: ReactNode;
}

export function FormField({
  id,
  label,
  inputRef,
  hint,
  error,
  invalid = false,
  describedBy = [],
  children,
  ...input
}: FormFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`, ...describedBy].filter(Boolean);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        aria-invalid={invalid || Boolean(error)}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`form-error ${styles.error}`}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
