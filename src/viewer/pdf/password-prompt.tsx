import { useId, useState, type FormEvent } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { Icon } from '../icons.tsx';
import { viewerMessages } from '../messages.ts';
import type { PasswordReason } from './pdf-runtime.ts';

/** pdf.js asks for a password (again, after a wrong one): one prompt for each case. */
export function PasswordPrompt(props: { reason: PasswordReason; onSubmit: (password: string) => void; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const id = useId();
  const m = useMessages(viewerMessages);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(password);
  };
  return (
    <form className="mv-password edu-card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <span className="mv-password__icon" aria-hidden="true">
        <Icon name="lock" size={26} />
      </span>
      <h3 id={`${id}-title`}>{m.passwordRequired}</h3>
      <label htmlFor={`${id}-input`}>{m.passwordPrompt}</label>
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
          {m.passwordIncorrect}
        </p>
      ) : null}
      <div className="mv-actions">
        <button type="submit" className="edu-btn">
          {m.open}
        </button>
        <button type="button" className="edu-btn edu-btn--ghost" onClick={props.onClose}>
          {m.close}
        </button>
      </div>
    </form>
  );
}
