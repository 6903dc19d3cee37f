import { useId, type Ref } from 'react';
import {
  BOUNDS,
  normalizeMaxAttempts,
  normalizePassingScore,
  normalizeTimeLimit,
  type SettingsDraft,
} from './test-builder-rules.ts';

/** The 'Test Settings' block: number fields snap into their bounds when they lose focus. */
export function SettingsFields({
  value,
  onChange,
  titleError,
  titleRef,
}: {
  value: SettingsDraft;
  onChange: (next: SettingsDraft) => void;
  titleError: string;
  titleRef: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const set = (patch: Partial<SettingsDraft>): void => onChange({ ...value, ...patch });
  return (
    <fieldset className="tt-card tt-builder-card tt-settings">
      <legend className="tt-card__title">Test Settings</legend>
      <div className="tt-settings__grid">
        <div className="tt-field tt-field--wide">
          <label htmlFor={`${id}-title`}>Test Title</label>
          <input
            ref={titleRef}
            id={`${id}-title`}
            type="text"
            value={value.title}
            maxLength={200}
            placeholder="e.g. Algebra Unit 2 Quiz"
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${id}-title-error` : undefined}
            onChange={(e) => set({ title: e.target.value })}
          />
          {titleError && (
            <p id={`${id}-title-error`} className="tt-field__error" role="alert">
              {titleError}
            </p>
          )}
        </div>
        <div className="tt-field">
          <label htmlFor={`${id}-time`}>Time Limit (minutes)</label>
          <input
            id={`${id}-time`}
            type="number"
            inputMode="numeric"
            min={BOUNDS.timeLimit.min}
            max={BOUNDS.timeLimit.max}
            step={1}
            value={value.timeLimit}
            onChange={(e) => set({ timeLimit: e.target.value })}
            onBlur={() => set({ timeLimit: String(normalizeTimeLimit(value.timeLimit)) })}
          />
        </div>
        <div className="tt-field">
          <label htmlFor={`${id}-attempts`}>Max Attempts</label>
          <input
            id={`${id}-attempts`}
            type="number"
            inputMode="numeric"
            min={BOUNDS.maxAttempts.min}
            max={BOUNDS.maxAttempts.max}
            step={1}
            value={value.maxAttempts}
            onChange={(e) => set({ maxAttempts: e.target.value })}
            onBlur={() => set({ maxAttempts: String(normalizeMaxAttempts(value.maxAttempts)) })}
          />
        </div>
        <div className="tt-field">
          <label htmlFor={`${id}-passing`}>Passing Score (%)</label>
          <input
            id={`${id}-passing`}
            type="number"
            inputMode="decimal"
            min={BOUNDS.passingScore.min}
            max={BOUNDS.passingScore.max}
            value={value.passingScore}
            onChange={(e) => set({ passingScore: e.target.value })}
            onBlur={() => set({ passingScore: String(normalizePassingScore(value.passingScore)) })}
          />
        </div>
      </div>
    </fieldset>
  );
}
