import { useElement } from '../../lib/element-context.tsx';
import { SOCIAL_DIVIDER, SUBMIT_LABELS } from './auth-texts.ts';
import { CheckboxField, TextField } from './fields.tsx';
import { EMPTY_LOGIN, validateLogin, type LoginFormData } from './schemas.ts';
import { SocialButtons } from './social-buttons.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAuthForm, type AuthOutcome } from './use-auth-form.ts';

const ORDER = ['email', 'password'] as const;

/** The Sign In form (spec section 2): email, password, Remember me, Forgot password?, social sign-in. */
export function LoginForm({ onSubmit }: { onSubmit: (data: LoginFormData) => Promise<AuthOutcome> }) {
  const { emit } = useElement();
  const { values, errors, formError, submitting, setField, handleSubmit, formRef } = useAuthForm({ initial: EMPTY_LOGIN, validate: validateLogin, order: ORDER, onValid: onSubmit });

  return (
    <form ref={formRef} className="form" noValidate aria-busy={submitting} onSubmit={handleSubmit}>
      <TextField
        id="login-email"
        name="email"
        label="Email Address"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(v) => setField('email', v)}
      />
      <TextField
        id="login-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(v) => setField('password', v)}
      />
      <div className="form__row">
        <CheckboxField
          id="login-remember"
          name="rememberMe"
          label="Remember me"
          checked={values.rememberMe}
          onChange={(v) => setField('rememberMe', v)}
        />
        <button type="button" className="text-link" onClick={() => emit('edu-auth-link', { link: 'forgot-password' })}>
          Forgot password?
        </button>
      </div>
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <SubmitButton submitting={submitting} {...SUBMIT_LABELS.login} />
      <SocialButtons
        divider={SOCIAL_DIVIDER.login}
        verb="Continue"
        onSelect={(provider) => emit('edu-social-sign-in', { provider, mode: 'login' })}
      />
    </form>
  );
}
