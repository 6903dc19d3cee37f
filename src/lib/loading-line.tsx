/** A load in progress, announced politely: a spinner and what is loading. */
export function LoadingLine({ className, text }: { className: string; text: string }) {
  return (
    <p className={className} role="status">
      <span className="edu-spinner" aria-hidden="true" /> {text}
    </p>
  );
}
