import { useId } from 'react';

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  required?: boolean;
  multiline?: number;
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A labelled input with its error message bound through aria-describedby. */
export function Field({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  placeholder,
  required,
  multiline,
  autoComplete,
  autoFocus,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    placeholder,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'data-autofocus': autoFocus ? '' : undefined,
    className: error ? 'field__input field__input--invalid' : 'field__input',
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} rows={multiline} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
