import { useElement } from '../../lib/element-context.tsx';
import { adoptStyles } from '../../lib/stylesheets.ts';
import { Icon, type IconName } from './icons.tsx';
import type { TestResult } from './model.ts';
import { ProgressBar } from './progress-bar.tsx';
import { overallStats, recentResults, scoreBand, subjectPerformance, testsLabel } from './stats.ts';
import { NO_RESULTS_TEXT, ResultsStatus } from './tests/results-state.tsx';
import { useLearnerResults } from './tests/use-learner-results.ts';
import testsCss from './tests/tests.css?inline';

interface Props {
  /** The learner whose graded results are shown. */
  studentId: string;
  /** 'View All Test Results' here switches to the Test section. */
  onViewAllResults: () => void;
}

/** Progress: Overall Progress, Subject Performance and Recent Test Performance from the learner's graded tests. */
export function ProgressSection({ studentId, onViewAllResults }: Props) {
  adoptStyles(useElement().root, testsCss);
  const { state, reload } = useLearnerResults(studentId);
  const results: readonly TestResult[] = state.status === 'loaded' ? state.results : [];
  // Loading and failure show once, in Overall Progress; the other cards wait empty.
  const status = state.status === 'loaded' ? null : <ResultsStatus state={state} what="your progress" onRetry={reload} />;
  const waiting = status ? <div className="panel__body" aria-busy={state.status !== 'error'} /> : null;
  const empty = state.status === 'loaded' && results.length === 0;
  const stats = overallStats(results);
  const average = results.length ? `${stats.average}%` : '-';
  const tiles: { label: string; value: string; icon: IconName }[] = [
    { label: 'Tests Taken', value: String(stats.testsTaken), icon: 'clipboard' },
    { label: 'Total Marks', value: `${stats.totalMarks}/${stats.totalPossible}`, icon: 'target' },
    { label: 'Average Score', value: average, icon: 'chart' },
    { label: 'Grade Level', value: stats.gradeLevel, icon: 'award' },
  ];
  return (
    <section className="section" aria-labelledby="learner-progress-title">
      <h2 id="learner-progress-title" className="edu-visually-hidden" tabIndex={-1}>
        Progress
      </h2>
      <article className="edu-card panel" aria-labelledby="progress-overall">
        <div className="panel__head">
          <h3 id="progress-overall" className="panel__title">
            Overall Progress
          </h3>
        </div>
        {status ?? (
          <div className="panel__body overall">
            <div className="overall__main">
              <span className="overall__value">{average}</span>
              <span className="overall__caption">Overall average</span>
            </div>
            <ProgressBar value={stats.average} label="Overall progress" size="large" />
            <div className="overall__scale" aria-hidden="true">
              <span>0%</span>
              <span>100%</span>
            </div>
            {empty && <p className="progress-empty">{NO_RESULTS_TEXT}</p>}
            <dl className="tiles">
              {tiles.map((t) => (
                <div key={t.label} className="tile">
                  <dt>
                    <Icon name={t.icon} size={18} />
                    {t.label}
                  </dt>
                  <dd>{t.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </article>

      <div className="progress-grid">
        <article className="edu-card panel" aria-labelledby="progress-subjects">
          <div className="panel__head">
            <h3 id="progress-subjects" className="panel__title">
              Subject Performance
            </h3>
          </div>
          {waiting ??
            (empty ? (
              <p className="panel__state">No graded tests yet.</p>
            ) : (
              <ul className="panel__body subjects">
                {subjectPerformance(results).map((s) => (
                  <li key={s.subject} className="subject">
                    <div className="subject__top">
                      <span className="subject__name">{s.subject}</span>
                      <span className={`subject__avg result__pct--${scoreBand(s.average)}`}>{s.average}%</span>
                    </div>
                    <ProgressBar value={s.average} label={`${s.subject} average`} banded />
                    <span className="subject__count">{testsLabel(s.count)}</span>
                  </li>
                ))}
              </ul>
            ))}
        </article>

        <article className="edu-card panel" aria-labelledby="progress-recent">
          <div className="panel__head">
            <h3 id="progress-recent" className="panel__title">
              Recent Test Performance
            </h3>
          </div>
          {waiting ??
            (empty ? (
              <p className="panel__state">No graded tests yet.</p>
            ) : (
              <ul className="panel__body recent">
                {recentResults(results).map((r) => (
                  <li key={r.id} className="recent__item">
                    <div>
                      <p className="recent__name">{r.testName}</p>
                      <p className="recent__meta">
                        {r.subject} · <time dateTime={r.date}>{r.date}</time>
                      </p>
                    </div>
                    <span className={`chip chip--band result__pct--${scoreBand(r.percentage)}`}>{r.percentage}%</span>
                  </li>
                ))}
              </ul>
            ))}
          <div className="panel__foot">
            <button type="button" className="edu-btn edu-btn--ghost" onClick={onViewAllResults}>
              View All Test Results
              <Icon name="arrowRight" size={16} />
            </button>
          </div>
        </article>
      </div>
    </section>
  );
}
