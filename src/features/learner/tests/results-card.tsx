import type { Ref } from 'react';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { Icon } from '../shared/icons.tsx';
import { ProgressBar } from '../shared/progress-bar.tsx';
import { scoreBand } from '../shared/stats.ts';
import { learnerTestsMessages } from './messages.ts';
import { ResultsStatus } from './results-state.tsx';
import { percent } from './test-text.ts';
import type { LearnerResults } from './use-learner-results.ts';

interface Props {
  results: LearnerResults;
  /** Set when another section sent the learner here: the card is highlighted. */
  marked: boolean;
  onViewAll: () => void;
  ref?: Ref<HTMLElement>;
}

/** The 'Test Results' card: each graded test with its marks, percentage and a banded bar. */
export function ResultsCard({ results, marked, onViewAll, ref }: Props) {
  const { state, reload } = results;
  const m = useMessages(learnerTestsMessages);
  const f = useFormat();
  return (
    <article
      ref={ref}
      id="learner-test-results"
      className={marked ? 'edu-card panel panel--marked' : 'edu-card panel'}
      tabIndex={-1}
      aria-labelledby="learner-test-title"
      data-marked={marked ? '' : undefined}
    >
      <div className="panel__head">
        <h2 id="learner-test-title" className="section__title" tabIndex={-1}>
          {m.testResults}
        </h2>
      </div>
      {state.status === 'loaded' ? (
        state.results.length === 0 ? (
          <p className="panel__state">{m.noResults}</p>
        ) : (
          <ul className="results">
            {state.results.map((r) => (
              <li key={r.id} className="edu-stack result">
                <div className="result__top">
                  <div>
                    <h3 className="result__name">{r.testName}</h3>
                    <p className="edu-meta result__meta">
                      <span>{r.subject}</span>
                      <time dateTime={r.date}>{r.date}</time>
                    </p>
                  </div>
                  <div className="result__score">
                    <span className={`result__pct result__pct--${scoreBand(r.percentage)}`}>{percent(f, r.percentage)}</span>
                    <span className="edu-label result__marks">
                      {f.number(r.marks)}/{f.number(r.totalMarks)}
                    </span>
                  </div>
                </div>
                <ProgressBar value={r.percentage} label={m.resultScoreLabel(r.testName)} banded />
              </li>
            ))}
          </ul>
        )
      ) : (
        <ResultsStatus state={state} what="testResults" onRetry={reload} />
      )}
      <div className="panel__foot">
        <button type="button" className="edu-btn edu-btn--ghost" onClick={onViewAll}>
          {m.viewAllResults}
          <Icon name="arrowRight" size={16} className="tests__forward" />
        </button>
      </div>
    </article>
  );
}
