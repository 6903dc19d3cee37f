/**
 * A labelled number input within bounds: the user types freely, and the value snaps into
 * its bounds (by the test-builder rules) when the field loses focus.
 */
export function BoundedNumberField(props: {
  id: string;
  label: string;
  value: string;
  bounds: { min: number; max: number };
  /** Whole numbers only (step 1); otherwise decimals are allowed. */
  integer?: boolean;
  className?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <div className={props.className ?? 'tt-field'}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        inputMode={props.integer ? 'numeric' : 'decimal'}
        min={props.bounds.min}
        max={props.bounds.max}
        step={props.integer ? 1 : undefined}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      />
    </div>
  );
}
