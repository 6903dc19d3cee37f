import { useMessages } from '../../../lib/i18n/use-language.ts';
import { learnerMessages } from './messages.ts';
import { clampPercent, scoreBand } from './stats.ts';

interface ProgressBarProps {
  value: number;
  label: string;
  /** Colour the fill by the score bands (tests) instead of the primary colour. */
  banded?: boolean;
  size?: 'small' | 'large';
}

/** A 0-100 bar announced as a progressbar; the width is set through the CSSOM (CSP safe). */
export function ProgressBar({ value, label, banded = false, size = 'small' }: ProgressBarProps) {
  const m = useMessages(learnerMessages);
  const pct = clampPercent(value);
  const tone = banded ? ` bar__fill--${scoreBand(pct)}` : '';
  return (
    <div
      className={`bar bar--${size}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={m.percent(pct)}
    >
      <div className={`bar__fill${tone}`} style={{ width: `${pct}%` }} />
    </div>
  );
}
