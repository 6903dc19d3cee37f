import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { authMessages } from './messages.ts';
import { errorTexts, serverFieldError, type FieldErrors, type Validation } from './schemas.ts';

/** The fields of `V` that hold text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** The fields of `V` that hold a yes/no. */
type CheckKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/** How a submission ended: success clears the form; a failure may carry the server's reason. */
export type AuthOutcome = { ok: true } | { ok: false; message?: string };

interface Options<V, D> {
  initial: V;
  validate: (values: V) => Validation<V, D>;
  /** Field names in screen order: focus goes to the first invalid one. */
  order: readonly (keyof V & string)[];
  /** Runs once the data is valid; the form is "submitting" until it settles. */
  onValid: (data: D) => Promise<AuthOutcome>;
}

/**
 * Form state of one auth form: values, errors (shown from the first submit on and
 * updated as the person corrects a field), and idle -> submitting -> idle.
 */
export function useAuthForm<V extends object, D>({ initial, validate, order, onValid }: Options<V, D>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusRequest = useRef<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Focus after the errors are in the DOM, so a screen reader reads the field's error with it.
  useEffect(() => {
    const name = focusRequest.current;
    focusRequest.current = null;
    const field = name ? formRef.current?.elements.namedItem(name) : null;
    if (field instanceof HTMLElement) field.focus();
  }, [errors]);

  const setField = <K extends keyof V & string>(key: K, value: V[K]): void => {
    const next = { ...values, [key]: value };
    setValues(next);
    setFormError(null);
    if (attempted) {
      const result = validate(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const handleSubmit = (e: FormEvent<HTMLFormElement>): void => {
    e.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const result = validate(values);
    if (!result.ok) {
      focusRequest.current = order.find((k) => result.errors[k]) ?? null;
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    void onValid(result.data)
      .then((outcome) => {
        if (!mounted.current) return;
        if (outcome.ok) {
          // Nothing typed stays behind a success, passwords least of all.
          setValues(initial);
          setAttempted(false);
        } else if (outcome.message) {
          const refused = serverFieldError(outcome.message);
          if (refused && (order as readonly string[]).includes(refused.field)) {
            focusRequest.current = refused.field;
            setErrors({ [refused.field]: refused.error } as FieldErrors<V>);
          } else setFormError(outcome.message);
        }
      })
      .finally(() => {
        if (mounted.current) setSubmitting(false);
      });
  };

  const m = useMessages(authMessages);
  const errorText = errorTexts(errors, m);
  /** A text field's name, value, error and change, tied to the form. */
  const bind = <K extends TextKey<V>>(key: K) => ({
    name: key,
    value: values[key] as string,
    error: errorText[key],
    onChange: (v: string) => setField(key, v as V[K]),
  });
  /** A checkbox's name, state, error and change, tied to the form. */
  const bindCheck = <K extends CheckKey<V>>(key: K) => ({
    name: key,
    checked: values[key] as boolean,
    error: errorText[key],
    onChange: (v: boolean) => setField(key, v as V[K]),
  });
  return { values, errors, errorText, formError, submitting, setField, bind, bindCheck, handleSubmit, formRef };
}
