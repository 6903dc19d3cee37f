import { useState, type FormEvent } from 'react';
import { hasErrors, trimForm, type FormErrors } from './form-rules.ts';

/**
 * A modal's form: its values, the errors of the last submit (a field's error goes once it
 * changes), and a submit that focuses the first field in error or hands the trimmed values on
 * (with `clear`, back to the initial values).
 */
export function useModalForm<F extends Record<string, string>>(
  initial: F | (() => F),
  validate: (form: F) => FormErrors<F>,
  onValid: (form: F, clear: () => void) => void,
) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const set = (key: keyof F) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (hasErrors(found)) {
      // Focus the first field in error so keyboard and screen reader users land on it.
      const name = Object.keys(found)[0];
      if (name) (e.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
      return;
    }
    onValid(trimForm(form), () => setForm(initial));
  };

  // A field's name, value, change handler and error, to spread on its Field.
  const bind = (key: keyof F & string) => ({ name: key, value: form[key], onChange: set(key), error: errors[key] });

  return { form, errors, set, bind, submit };
}
