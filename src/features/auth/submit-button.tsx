import { BusyButton } from '../../lib/busy-button.tsx';

/** The form's submit button: while submitting it is busy (focus stays on it) and shows a spinner with its progress text. */
export function SubmitButton({ submitting, idle, busy }: { submitting: boolean; idle: string; busy: string }) {
  return (
    <BusyButton type="submit" className="edu-btn submit" busy={submitting}>
      {submitting && <span className="edu-spinner" aria-hidden="true" />}
      {submitting ? busy : idle}
    </BusyButton>
  );
}
