import { useElement } from '../../lib/element-context.tsx';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { CheckboxField, TextField } from './fields.tsx';
import { authMessages } from './messages.ts';
import { EMPTY_LOGIN, validateLogin, type LoginFormData } from './schemas.ts';
import { FormEnd } from './form-end.tsx';
import { useAuthForm, type AuthOutcome } from './use-auth-form.ts';

const ORDER = ['email', 'password'] as const;

/** The Sign In form: email, password, Remember me, Forgot password?, social sign-in. */
export function LoginForm({ onSubmit }: { onSubmit: (data: LoginFormData) => Promise<AuthOutcome> }) {
  const { emit } = useElement();
  const m = useMessages(authMessages);
  const { formError, submitting, bind, bindCheck, handleSubmit, formRef } = useAuthForm({
    initial: EMPTY_LOGIN,
    validate: validateLogin,
    order: ORDER,
    onValid: onSubmit,
  });

  return (
    <form ref={formRef} className="form" noValidate aria-busy={submitting} onSubmit={handleSubmit}>
      <TextField id="login-email" label={m.emailLabel} type="email" autoComplete="email" {...bind('email')} />
      <TextField
        id="login-password"
        label={m.passwordLabel}
        type="password"
        autoComplete="current-password"
        {...bind('password')}
      />
      <div className="form__row">
        <CheckboxField id="login-remember" label={m.rememberMe} {...bindCheck('rememberMe')} />
        <button type="button" className="text-link" onClick={() => emit('edu-auth-link', { link: 'forgot-password' })}>
          {m.forgotPassword}
        </button>
      </div>
      <FormEnd mode="login" formError={formError} submitting={submitting} />
    </form>
  );
}
