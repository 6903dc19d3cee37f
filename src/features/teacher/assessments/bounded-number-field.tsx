import { errorAria, LabelledField } from './labelled-field.tsx';

/**
 * A labelled number input within bounds. What the user types stays as typed: a value the field
 * does not take is never moved into range, `error` says what it must be instead.
 */
export function BoundedNumberField({
  value,
  bounds,
  integer,
  onChange,
  onBlur,
  ...field
}: Omit<Parameters<typeof LabelledField>[0], 'children'> & {
  value: string;
  bounds: { min: number; max: number };
  /** Whole numbers only (step 1); otherwise decimals are allowed. */
  integer?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <LabelledField {...field}>
      <input
        id={field.id}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        min={bounds.min}
        max={bounds.max}
        step={integer ? 1 : 'any'}
        value={value}
        {...errorAria(field.id, field.error)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </LabelledField>
  );
}
