import { Icon, type IconName } from './icons.tsx';
import type { TestResult } from './model.ts';
import { ProgressBar } from './progress-bar.tsx';
import { overallStats, recentResults, scoreBand, subjectPerformance, testsLabel } from './stats.ts';

interface Props {
  results: readonly TestResult[];
  /** 'View All Test Results' here switches to the Test section. */
  onViewAllResults: () => void;
}

/** Spec section 2, Progress: Overall Progress, Subject Performance, Recent Test Performance. */
export function ProgressSection({ results, onViewAllResults }: Props) {
  const stats = overallStats(results);
  const tiles: { label: string; value: string; icon: IconName }[] = [
    { label: 'Tests Taken', value: String(stats.testsTaken), icon: 'clipboard' },
    { label: 'Total Marks', value: `${stats.totalMarks}/${stats.totalPossible}`, icon: 'target' },
    { label: 'Average Score', value: `${stats.average}%`, icon: 'chart' },
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
        <div className="panel__body overall">
          <div className="overall__main">
            <span className="overall__value">{stats.average}%</span>
            <span className="overall__caption">Overall average</span>
          </div>
          <ProgressBar value={stats.average} label="Overall progress" size="large" />
          <div className="overall__scale" aria-hidden="true">
            <span>0%</span>
            <span>100%</span>
          </div>
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
      </article>

      <div className="progress-grid">
        <article className="edu-card panel" aria-labelledby="progress-subjects">
          <div className="panel__head">
            <h3 id="progress-subjects" className="panel__title">
              Subject Performance
            </h3>
          </div>
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
        </article>

        <article className="edu-card panel" aria-labelledby="progress-recent">
          <div className="panel__head">
            <h3 id="progress-recent" className="panel__title">
              Recent Test Performance
            </h3>
          </div>
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
