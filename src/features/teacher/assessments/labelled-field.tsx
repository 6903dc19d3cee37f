import type { ReactNode } from 'react';

/** What is wrong with a field, said under it (`${id}-error`, which the field's aria-describedby names). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="tt-field__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The aria attributes that mark a field's control invalid and name its FieldError. */
export const errorAria = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A field of the builder: its label, the control given as children, and what is wrong with it under them. */
export function LabelledField(props: {
  id: string;
  label: string;
  className?: string;
  /** The field's name for moving focus to it (`data-field`). */
  field?: string;
  /** What is wrong with the value, shown under the field; empty when nothing is. */
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={props.className ?? 'tt-field'} data-field={props.field}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

/** A labelled text input; an `error` marks it invalid and is said under it. */
export function TextField({
  value,
  maxLength,
  placeholder,
  onChange,
  ...field
}: Omit<Parameters<typeof LabelledField>[0], 'children'> & {
  value: string;
  maxLength: number;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <LabelledField {...field}>
      <input
        id={field.id}
        type="text"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        {...errorAria(field.id, field.error)}
        onChange={(e) => onChange(e.target.value)}
      />
    </LabelledField>
  );
}
