// The document search field, in the nav bar and on the library page: a labelled search box
// whose text is capped at what the server accepts (SEARCH_MAX_QUERY_LENGTH).
import type { Ref } from 'react';
import { SEARCH_MAX_QUERY_LENGTH } from '@shared/files/search';

export function SearchInput({
  id,
  label,
  placeholder,
  className,
  value,
  onChange,
  ref,
}: {
  id: string;
  label: string;
  placeholder: string;
  className?: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={className}
        type="search"
        name="q"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_QUERY_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
