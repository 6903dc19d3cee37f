import { useElement } from '../../lib/element-context.tsx';
import { AUTH_ROLES, ROLE_LABELS, type AuthRole } from '../../contract/auth.ts';
import { ROLE_PLACEHOLDER, SOCIAL_DIVIDER, SUBMIT_LABELS } from './auth-texts.ts';
import { CheckboxField, SelectField, TextField } from './fields.tsx';
import { EMPTY_SIGN_UP, validateSignUp, type SignUpFormData } from './schemas.ts';
import { SocialButtons } from './social-buttons.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAuthForm, type AuthOutcome } from './use-auth-form.ts';

const ORDER = ['fullName', 'email', 'role', 'password', 'confirmPassword', 'terms'] as const;
const ROLE_OPTIONS = AUTH_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const isRole = (v: string): v is AuthRole => (AUTH_ROLES as readonly string[]).includes(v);

/** The Sign Up form (spec section 2): name, email, role, passwords, terms, social sign-up. */
export function SignUpForm({ onSubmit }: { onSubmit: (data: SignUpFormData) => Promise<AuthOutcome> }) {
  const { emit } = useElement();
  const { values, errors, formError, submitting, setField, handleSubmit, formRef } = useAuthForm({ initial: EMPTY_SIGN_UP, validate: validateSignUp, order: ORDER, onValid: onSubmit });

  return (
    <form ref={formRef} className="form" noValidate aria-busy={submitting} onSubmit={handleSubmit}>
      <TextField
        id="signup-name"
        name="fullName"
        label="Full Name"
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(v) => setField('fullName', v)}
      />
      <TextField
        id="signup-email"
        name="email"
        label="Email Address"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(v) => setField('email', v)}
      />
      <SelectField
        id="signup-role"
        name="role"
        label="I am a"
        placeholder={ROLE_PLACEHOLDER}
        options={ROLE_OPTIONS}
        value={values.role}
        error={errors.role}
        onChange={(v) => setField('role', isRole(v) ? v : '')}
      />
      <div className="form__pair">
        <TextField
          id="signup-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(v) => setField('password', v)}
        />
        <TextField
          id="signup-confirm"
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(v) => setField('confirmPassword', v)}
        />
      </div>
      <CheckboxField
        id="signup-terms"
        name="terms"
        checked={values.terms}
        error={errors.terms}
        onChange={(v) => setField('terms', v)}
        label={
          <>
            I agree to the{' '}
            <button type="button" className="text-link" onClick={() => emit('edu-auth-link', { link: 'terms-of-service' })}>
              Terms of Service
            </button>{' '}
            and{' '}
            <button type="button" className="text-link" onClick={() => emit('edu-auth-link', { link: 'privacy-policy' })}>
              Privacy Policy
            </button>
          </>
        }
      />
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <SubmitButton submitting={submitting} {...SUBMIT_LABELS.signup} />
      <SocialButtons
        divider={SOCIAL_DIVIDER.signup}
        verb="Sign up"
        onSelect={(provider) => emit('edu-social-sign-in', { provider, mode: 'signup' })}
      />
    </form>
  );
}
