import { useEffect, useRef } from 'react';
import { Icon } from './icons.tsx';
import type { TestResult } from './model.ts';
import { ProgressBar } from './progress-bar.tsx';
import { scoreBand } from './stats.ts';

interface Props {
  results: readonly TestResult[];
  onViewAll: () => void;
  /** Set when another section sent the learner here: the card is focused and highlighted. */
  marked: boolean;
}

/** Spec section 2, Test: the 'Test Results' card with a banded bar per result. */
export function TestSection({ results, onViewAll, marked }: Props) {
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!marked) return;
    card.current?.focus();
    card.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [marked]);

  return (
    <section className="section" aria-labelledby="learner-test-title">
      <article
        ref={card}
        id="learner-test-results"
        className={marked ? 'edu-card panel panel--marked' : 'edu-card panel'}
        tabIndex={-1}
        aria-labelledby="learner-test-title"
        data-marked={marked ? '' : undefined}
      >
        <div className="panel__head">
          <h2 id="learner-test-title" className="section__title" tabIndex={-1}>
            Test Results
          </h2>
        </div>
        <ul className="results">
          {results.map((r) => (
            <li key={r.id} className="result">
              <div className="result__top">
                <div>
                  <h3 className="result__name">{r.testName}</h3>
                  <p className="result__meta">
                    <span>{r.subject}</span>
                    <time dateTime={r.date}>{r.date}</time>
                  </p>
                </div>
                <div className="result__score">
                  <span className={`result__pct result__pct--${scoreBand(r.percentage)}`}>{r.percentage}%</span>
                  <span className="result__marks">
                    {r.marks}/{r.totalMarks}
                  </span>
                </div>
              </div>
              <ProgressBar value={r.percentage} label={`${r.testName} score`} banded />
            </li>
          ))}
        </ul>
        <div className="panel__foot">
          <button type="button" className="edu-btn edu-btn--ghost" onClick={onViewAll}>
            View All Test Results
            <Icon name="arrowRight" size={16} />
          </button>
        </div>
      </article>
    </section>
  );
}
