import { useId, useState, type Ref } from 'react';
import { CatalogueStatus } from '../../../lib/catalogue-status.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import type { CatalogueState } from '../../../lib/use-catalogue.ts';
import { testsMessages } from './messages.ts';
import { BoundedNumberField } from './bounded-number-field.tsx';
import { BOUNDS, numberError, SETTINGS_NUMBERS, type SettingsDraft } from './test-builder-rules.ts';
import { OptionList } from '../../../lib/option-list.tsx';
import { TextField } from './labelled-field.tsx';
import { ReviewFields } from './review-fields.tsx';

/**
 * The 'Test Settings' block: title, course (a subject of the server's catalogue), then the
 * numbers, then what learners see of their attempts and when. A number the field does not take is said under it once the field has been left (or
 * a save was tried, `showAllErrors`); it stays as typed until it is fixed. Fields carry
 * `data-field`, so the tab can move focus to the one a save refused.
 */
export function SettingsFields({
  value,
  onChange,
  catalogue,
  titleError,
  courseError,
  showAllErrors,
  rootRef,
}: {
  value: SettingsDraft;
  onChange: (next: SettingsDraft) => void;
  catalogue: CatalogueState;
  titleError: string;
  courseError: string;
  showAllErrors: boolean;
  rootRef: Ref<HTMLFieldSetElement>;
}) {
  const id = useId();
  const m = useMessages(testsMessages);
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const set = (patch: Partial<SettingsDraft>): void => onChange({ ...value, ...patch });
  const labels = { timeLimit: m.timeLimitMinutes, maxAttempts: m.maxAttempts, passingScore: m.passingScorePercent };
  return (
    <fieldset ref={rootRef} className="edu-card panel tt-card tt-builder-card tt-settings">
      <legend className="tt-card__title">{m.settingsHeading}</legend>
      <div className="tt-settings__grid">
        <TextField
          id={`${id}-title`}
          className="tt-field tt-field--wide"
          field="title"
          label={m.testTitle}
          value={value.title}
          maxLength={200}
          placeholder={m.testTitlePlaceholder}
          error={titleError}
          onChange={(title) => set({ title })}
        />
        <div className="tt-field tt-field--course" data-field="course">
          <label htmlFor={`${id}-course`}>{m.testCourse}</label>
          <select
            id={`${id}-course`}
            // A course the catalogue does not list (a restored draft's) shows as not chosen.
            value={catalogue.subjects.includes(value.course) ? value.course : ''}
            aria-invalid={courseError ? true : undefined}
            aria-describedby={courseError ? `${id}-course-error` : undefined}
            onChange={(e) => set({ course: e.target.value })}
          >
            <OptionList
              leading={{ value: '', label: m.selectCourse }}
              options={catalogue.subjects.map((s) => ({ value: s, label: s }))}
            />
          </select>
          {courseError && (
            <p id={`${id}-course-error`} className="tt-field__error" role="alert">
              {courseError}
            </p>
          )}
        </div>
        {SETTINGS_NUMBERS.map((field) => (
          <BoundedNumberField
            key={field}
            id={`${id}-${field}`}
            field={field}
            label={labels[field]}
            integer={field !== 'passingScore'}
            bounds={BOUNDS[field]}
            value={value[field]}
            error={showAllErrors || left.has(field) ? (numberError(field, value[field], m) ?? '') : ''}
            onChange={(raw) => set({ [field]: raw })}
            onBlur={() => setLeft((s) => new Set(s).add(field))}
          />
        ))}
      </div>
      <ReviewFields value={value.review} onChange={(review) => set({ review })} />
      <CatalogueStatus catalogue={catalogue} />
    </fieldset>
  );
}
