import type { ReactNode } from 'react';
import { OptionList } from '../../lib/option-list.tsx';

/** Props shared by the fields: the error shows beneath and is tied to the input for screen readers. */
interface FieldBase {
  id: string;
  name: string;
  label: string;
  error?: string;
}

const errorId = (id: string): string => `${id}-error`;
const a11y = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId(id) : undefined,
});

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="field__error">
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.2v4.6M8 10.9v.9" stroke="var(--edu-surface)" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {error}
    </p>
  );
}

export function TextField({
  id,
  name,
  label,
  error,
  type = 'text',
  autoComplete,
  value,
  onChange,
}: FieldBase & { type?: 'text' | 'email' | 'password'; autoComplete: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="field__control"
        autoComplete={autoComplete}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? 'words' : 'none'}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...a11y(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  name,
  label,
  error,
  value,
  onChange,
  placeholder,
  options,
}: FieldBase & {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__select">
        <select
          id={id}
          name={name}
          className="field__control field__control--select"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          {...a11y(id, error)}
        >
          <OptionList leading={{ value: '', label: placeholder }} options={options} />
        </select>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A checkbox whose label may hold buttons (the terms links). */
export function CheckboxField({
  id,
  name,
  label,
  error,
  checked,
  onChange,
}: Omit<FieldBase, 'label'> & { label: ReactNode; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="field field--check">
      <div className="check">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="check__box"
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          {...a11y(id, error)}
        />
        <label className="check__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
