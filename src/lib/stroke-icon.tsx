import type { ReactNode } from 'react';

/** A 24-unit stroke icon drawn in the text colour; decorative (the control carries the name). */
export function StrokeIcon({
  size = 20,
  className,
  strokeWidth = 2,
  children,
}: {
  size?: number;
  className?: string;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
