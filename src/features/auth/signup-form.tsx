import { useElement } from '../../lib/element-context.tsx';
import { Fragment } from 'react';
import { AUTH_ROLES, type AuthRole } from '../../contract/account-texts.ts';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { CheckboxField, SelectField, TextField } from './fields.tsx';
import { fillPlaceholders } from './fill-placeholders.ts';
import { authMessages } from './messages.ts';
import { EMPTY_SIGN_UP, validateSignUp, type SignUpFormData } from './schemas.ts';
import { FormEnd } from './form-end.tsx';
import { useAuthForm, type AuthOutcome } from './use-auth-form.ts';

const ORDER = ['fullName', 'email', 'role', 'password', 'confirmPassword', 'terms'] as const;
// The password and its confirmation, side by side; each is labelled by its `${key}Label` message.
const PASSWORDS = [
  { id: 'signup-password', key: 'password' },
  { id: 'signup-confirm', key: 'confirmPassword' },
] as const;
const isRole = (v: string): v is AuthRole => (AUTH_ROLES as readonly string[]).includes(v);

/** The Sign Up form: name, email, role, passwords, terms, social sign-up. */
export function SignUpForm({ onSubmit }: { onSubmit: (data: SignUpFormData) => Promise<AuthOutcome> }) {
  const { emit } = useElement();
  const m = useMessages(authMessages);
  const { values, errorText, formError, submitting, setField, bind, bindCheck, handleSubmit, formRef } = useAuthForm({
    initial: EMPTY_SIGN_UP,
    validate: validateSignUp,
    order: ORDER,
    onValid: onSubmit,
  });
  const roleOptions = AUTH_ROLES.map((r) => ({ value: r, label: m.roles[r] }));
  const termsLinks = {
    terms: (
      <button type="button" className="text-link" onClick={() => emit('edu-auth-link', { link: 'terms-of-service' })}>
        {m.termsOfService}
      </button>
    ),
    privacy: (
      <button type="button" className="text-link" onClick={() => emit('edu-auth-link', { link: 'privacy-policy' })}>
        {m.privacyPolicy}
      </button>
    ),
  };

  return (
    <form ref={formRef} className="form" noValidate aria-busy={submitting} onSubmit={handleSubmit}>
      <TextField id="signup-name" label={m.fullNameLabel} autoComplete="name" {...bind('fullName')} />
      <TextField id="signup-email" label={m.emailLabel} type="email" autoComplete="email" {...bind('email')} />
      <SelectField
        id="signup-role"
        name="role"
        label={m.roleLabel}
        placeholder={m.rolePlaceholder}
        options={roleOptions}
        value={values.role}
        error={errorText.role}
        onChange={(v) => setField('role', isRole(v) ? v : '')}
      />
      <div className="form__pair">
        {PASSWORDS.map(({ id, key }) => (
          <TextField key={id} id={id} label={m[`${key}Label`]} type="password" autoComplete="new-password" {...bind(key)} />
        ))}
      </div>
      <CheckboxField
        id="signup-terms"
        {...bindCheck('terms')}
        label={fillPlaceholders(m.termsAgreement('{terms}', '{privacy}'), termsLinks).map((part, i) => (
          <Fragment key={i}>{part}</Fragment>
        ))}
      />
      <FormEnd mode="signup" formError={formError} submitting={submitting} />
    </form>
  );
}
