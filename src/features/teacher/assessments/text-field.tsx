/** What is wrong with a field, said under it (`${id}-error`, which the field's aria-describedby names). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="tt-field__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** A labelled text input; an `error` marks it invalid and is said under it. */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  placeholder?: string;
  className?: string;
  /** The field's name for moving focus to it (`data-field`). */
  field?: string;
  /** What is wrong with the value; empty when nothing is. */
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={props.className ?? 'tt-field'} data-field={props.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        value={props.value}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}
