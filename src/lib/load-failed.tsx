/**
 * A load that failed, said as an alert: what went wrong and a Retry button. `className` is the
 * section's empty-state class (its `--{modifier}` variant is added, `--error` unless named).
 */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className,
  modifier = 'error',
  ghost = true,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className: string;
  modifier?: string;
  /** A ghost Retry button (the default), else a filled one. */
  ghost?: boolean;
}) {
  return (
    <div className={`${className} ${className}--${modifier}`} role="alert">
      <p>{message}</p>
      <button
        type="button"
        className={ghost ? 'edu-btn edu-btn--small edu-btn--ghost' : 'edu-btn edu-btn--small'}
        onClick={onRetry}
      >
        {retryLabel}
      </button>
    </div>
  );
}
