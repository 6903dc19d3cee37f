import { FieldError } from './text-field.tsx';
/**
 * A labelled number input within bounds. What the user types stays as typed: a value the field
 * does not take is never moved into range, `error` says what it must be instead.
 */
export function BoundedNumberField(props: {
  id: string;
  label: string;
  value: string;
  bounds: { min: number; max: number };
  /** Whole numbers only (step 1); otherwise decimals are allowed. */
  integer?: boolean;
  className?: string;
  /** The field's name for moving focus to it (`data-field`). */
  field?: string;
  /** What is wrong with the value, shown under the field; empty when nothing is. */
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className={props.className ?? 'tt-field'} data-field={props.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        inputMode={props.integer ? 'numeric' : 'decimal'}
        min={props.bounds.min}
        max={props.bounds.max}
        step={props.integer ? 1 : 'any'}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      />
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}
