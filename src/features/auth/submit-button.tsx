/** The form's submit button: while submitting it is disabled and shows a spinner with its progress text. */
export function SubmitButton({ submitting, idle, busy }: { submitting: boolean; idle: string; busy: string }) {
  return (
    <button type="submit" className="edu-btn submit" disabled={submitting}>
      {submitting && <span className="edu-spinner" aria-hidden="true" />}
      {submitting ? busy : idle}
    </button>
  );
}
