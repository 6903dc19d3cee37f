import { useId, type Ref } from 'react';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { testsMessages } from './messages.ts';
import { BoundedNumberField } from './bounded-number-field.tsx';
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
  const m = useMessages(testsMessages);
  const set = (patch: Partial<SettingsDraft>): void => onChange({ ...value, ...patch });
  return (
    <fieldset className="tt-card tt-builder-card tt-settings">
      <legend className="tt-card__title">{m.settingsHeading}</legend>
      <div className="tt-settings__grid">
        <div className="tt-field tt-field--wide">
          <label htmlFor={`${id}-title`}>{m.testTitle}</label>
          <input
            ref={titleRef}
            id={`${id}-title`}
            type="text"
            value={value.title}
            maxLength={200}
            placeholder={m.testTitlePlaceholder}
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
        <BoundedNumberField
          id={`${id}-time`}
          label={m.timeLimitMinutes}
          integer
          bounds={BOUNDS.timeLimit}
          value={value.timeLimit}
          onChange={(timeLimit) => set({ timeLimit })}
          onBlur={() => set({ timeLimit: String(normalizeTimeLimit(value.timeLimit)) })}
        />
        <BoundedNumberField
          id={`${id}-attempts`}
          label={m.maxAttempts}
          integer
          bounds={BOUNDS.maxAttempts}
          value={value.maxAttempts}
          onChange={(maxAttempts) => set({ maxAttempts })}
          onBlur={() => set({ maxAttempts: String(normalizeMaxAttempts(value.maxAttempts)) })}
        />
        <BoundedNumberField
          id={`${id}-passing`}
          label={m.passingScorePercent}
          bounds={BOUNDS.passingScore}
          value={value.passingScore}
          onChange={(passingScore) => set({ passingScore })}
          onBlur={() => set({ passingScore: String(normalizePassingScore(value.passingScore)) })}
        />
      </div>
    </fieldset>
  );
}
