/** A modal form's last row: Cancel, then the submit button (disabled while it cannot submit). */
export function FormActions({
  cancelLabel,
  submitLabel,
  disabled,
  onCancel,
}: {
  cancelLabel: string;
  submitLabel: string;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="edu-modal__actions">
      <button type="button" className="edu-btn edu-btn--ghost" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className="edu-btn" disabled={disabled}>
        {submitLabel}
      </button>
    </div>
  );
}
