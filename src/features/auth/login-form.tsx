import { useElement } from '../../lib/element-context.tsx';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { CheckboxField, TextField } from './fields.tsx';
import { authMessages } from './messages.ts';
import { EMPTY_LOGIN, errorTexts, validateLogin, type LoginFormData } from './schemas.ts';
import { FormEnd } from './form-end.tsx';
import { useAuthForm, type AuthOutcome } from './use-auth-form.ts';

const ORDER = ['email', 'password'] as const;

/** The Sign In form: email, password, Remember me, Forgot password?, social sign-in. */
export function LoginForm({ onSubmit }: { onSubmit: (data: LoginFormData) => Promise<AuthOutcome> }) {
  const { emit } = useElement();
  const m = useMessages(authMessages);
  const { values, errors, formError, submitting, setField, handleSubmit, formRef } = useAuthForm({ initial: EMPTY_LOGIN, validate: validateLogin, order: ORDER, onValid: onSubmit });
  const errorText = errorTexts(errors, m);

  return (
    <form ref={formRef} className="form" noValidate aria-busy={submitting} onSubmit={handleSubmit}>
      <TextField
        id="login-email"
        name="email"
        label={m.emailLabel}
        type="email"
        autoComplete="email"
        value={values.email}
        error={errorText.email}
        onChange={(v) => setField('email', v)}
      />
      <TextField
        id="login-password"
        name="password"
        label={m.passwordLabel}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errorText.password}
        onChange={(v) => setField('password', v)}
      />
      <div className="form__row">
        <CheckboxField
          id="login-remember"
          name="rememberMe"
          label={m.rememberMe}
          checked={values.rememberMe}
          onChange={(v) => setField('rememberMe', v)}
        />
        <button type="button" className="text-link" onClick={() => emit('edu-auth-link', { link: 'forgot-password' })}>
          {m.forgotPassword}
        </button>
      </div>
      <FormEnd mode="login" formError={formError} submitting={submitting} />
    </form>
  );
}
