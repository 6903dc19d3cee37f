import { useId, useRef, type ReactNode } from 'react';
import { Icon } from './icons.tsx';
import { useFocusTrap } from './use-focus-trap.ts';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A centred dialog (role="dialog", aria-modal) rendered in the element's shadow root. */
export function Modal({ title, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, onClose);
  return (
    <div
      className="modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={ref} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

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
export function Field({ label, name, value, onChange, error, type = 'text', placeholder, required, multiline, autoComplete, autoFocus }: FieldProps) {
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
        {required && <span className="field__required" aria-hidden="true"> *</span>}
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
