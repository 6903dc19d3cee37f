import { useId, useState, type FormEvent } from 'react';
import { Icon } from '../icons.tsx';
import { PASSWORD_INCORRECT, PASSWORD_PROMPT } from './pdf-errors.ts';
import type { PasswordReason } from './pdf-runtime.ts';

/** pdf.js asks for a password (again, after a wrong one): the spec's two prompts. */
export function PasswordPrompt(props: { reason: PasswordReason; onSubmit: (password: string) => void; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(password);
  };
  return (
    <form className="mv-password edu-card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <span className="mv-password__icon" aria-hidden="true">
        <Icon name="lock" size={26} />
      </span>
      <h3 id={`${id}-title`}>Password required</h3>
      <label htmlFor={`${id}-input`}>{PASSWORD_PROMPT}</label>
      <input
        id={`${id}-input`}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={props.reason === 'incorrect' || undefined}
        aria-describedby={props.reason === 'incorrect' ? `${id}-error` : undefined}
        data-autofocus=""
        // Focus returns here after a wrong password (the prompt re-renders in place).
        autoFocus
      />
      {props.reason === 'incorrect' ? (
        <p id={`${id}-error`} className="mv-password__error" role="alert">
          {PASSWORD_INCORRECT}
        </p>
      ) : null}
      <div className="mv-actions">
        <button type="submit" className="edu-btn">
          Open
        </button>
        <button type="button" className="edu-btn edu-btn--ghost" onClick={props.onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
