/**
 * A load that failed, said as an alert: what went wrong and a Retry button. `className` is the
 * section's empty-state class (its `--error` variant is added).
 */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className: string;
}) {
  return (
    <div className={`${className} ${className}--error`} role="alert">
      <p>{message}</p>
      <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
