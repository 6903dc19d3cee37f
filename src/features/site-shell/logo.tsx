/** The product mark: an open book with a spark, drawn inline (nothing fetched). */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--edu-primary)" />
      <path d="M8 13c4-1.6 8-1.2 12 1.4v15c-4-2.6-8-3-12-1.4z" fill="#fff" opacity="0.95" />
      <path d="M32 13c-4-1.6-8-1.2-12 1.4v15c4-2.6 8-3 12-1.4z" fill="#fff" opacity="0.75" />
      <circle cx="29" cy="9" r="3" fill="var(--edu-accent)" />
    </svg>
  );
}
