import { useElement } from '../../lib/element-context.tsx';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { authMessages } from './messages.ts';
import { SocialButtons } from './social-buttons.tsx';
import { SubmitButton } from './submit-button.tsx';

/** The end of a sign-in or sign-up form: its failure (announced), the submit button, social sign-in. */
export function FormEnd({
  mode,
  formError,
  submitting,
}: {
  mode: 'login' | 'signup';
  formError: string | null;
  submitting: boolean;
}) {
  const { emit } = useElement();
  const m = useMessages(authMessages);
  return (
    <>
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <SubmitButton submitting={submitting} idle={m.submit[mode]} busy={m.submitting[mode]} />
      <SocialButtons
        divider={m.socialDivider[mode]}
        nameFor={mode === 'login' ? m.continueWith : m.signUpWith}
        onSelect={(provider) => emit('edu-social-sign-in', { provider, mode })}
      />
    </>
  );
}
