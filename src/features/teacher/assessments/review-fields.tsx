import { useId } from 'react';
import { REVIEW_SHOWS, REVIEW_WHEN, type ReviewOptions } from '../../../contract/index.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { testsMessages } from './messages.ts';

/**
 * What learners (and their parents) see of a submitted attempt, and when: two radio groups.
 * The score alone never waits, so "when" is off for it; for the others, the line under the
 * groups says what shows until then (the level below).
 */
export function ReviewFields({ value, onChange }: { value: ReviewOptions; onChange: (next: ReviewOptions) => void }) {
  const id = useId();
  const m = useMessages(testsMessages);
  const scoreOnly = value.shows === 'score';
  return (
    <div className="tt-review" data-field="review">
      <fieldset className="tt-review__group" role="radiogroup">
        <legend className="tt-review__legend">{m.reviewShowsLegend}</legend>
        {REVIEW_SHOWS.map((shows) => (
          <label key={shows} className="tt-check tt-review__choice">
            <input
              type="radio"
              name={`${id}-shows`}
              value={shows}
              checked={value.shows === shows}
              onChange={() => onChange({ ...value, shows })}
            />
            <span>{m.reviewShows[shows]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="tt-review__group" role="radiogroup" disabled={scoreOnly} aria-describedby={`${id}-until`}>
        <legend className="tt-review__legend">{m.reviewWhenLegend}</legend>
        {REVIEW_WHEN.map((when) => (
          <label key={when} className="tt-check tt-review__choice">
            <input
              type="radio"
              name={`${id}-when`}
              value={when}
              checked={value.when === when}
              onChange={() => onChange({ ...value, when })}
            />
            <span>{m.reviewWhen[when]}</span>
          </label>
        ))}
      </fieldset>
      <p id={`${id}-until`} className="tt-review__until">
        {scoreOnly ? m.reviewScoreOnly : value.when === 'after-attempt' ? m.reviewRightAway : m.reviewUntil[value.shows]}{' '}
        {m.reviewParents}
      </p>
    </div>
  );
}
