import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { Icon, type IconName } from '../shared/icons.tsx';
import { learnerMessages } from '../shared/messages.ts';
import type { TestResult } from '../shared/model.ts';
import { ProgressBar } from '../shared/progress-bar.tsx';
import { Panel, SeeAllFoot } from '../shared/panel-parts.tsx';
import { learnerSectionMessages } from '../shared/section-messages.ts';
import { overallStats, recentResults, scoreBand, subjectPerformance } from '../shared/stats.ts';
import { learnerTestsMessages } from '../tests/messages.ts';
import { ResultsStatus } from '../tests/results-state.tsx';
import { useLearnerResults } from '../tests/use-learner-results.ts';
import testsCss from '../tests/tests.css?inline';
import { useStyles } from '../../../lib/use-styles.ts';
import progressCss from './progress-section.css?inline';
import { formatDay } from '../../../lib/i18n/format.ts';

interface Props {
  /** The learner whose graded results are shown. */
  studentId: string;
  /** 'View All Test Results' here switches to the Test section. */
  onViewAllResults: () => void;
}

/** Progress: Overall Progress, Subject Performance and Recent Test Performance from the learner's graded tests. */
export function ProgressSection({ studentId, onViewAllResults }: Props) {
  useStyles(progressCss, testsCss);
  const m = useMessages(learnerSectionMessages);
  const shared = useMessages(learnerMessages);
  const t = useMessages(learnerTestsMessages);
  const f = useFormat();
  const num = (n: number): string => f.number(n, { useGrouping: false });
  const { state, reload } = useLearnerResults(studentId);
  const results: readonly TestResult[] = state.status === 'loaded' ? state.results : [];
  // Loading and failure show once, in Overall Progress; the other cards wait empty.
  const status = state.status === 'loaded' ? null : <ResultsStatus state={state} what="progress" onRetry={reload} />;
  const waiting = status ? <div className="panel__body" aria-busy={state.status !== 'error'} /> : null;
  const empty = state.status === 'loaded' && results.length === 0;
  const noneGraded = <p className="panel__state">{m.noGradedTests}</p>;
  const stats = overallStats(results);
  const average = results.length ? shared.percent(stats.average) : '-';
  const tiles: { id: keyof typeof m.tiles; value: string; icon: IconName }[] = [
    { id: 'testsTaken', value: num(stats.testsTaken), icon: 'clipboard' },
    { id: 'totalMarks', value: `${num(stats.totalMarks)}/${num(stats.totalPossible)}`, icon: 'target' },
    { id: 'averageScore', value: average, icon: 'chart' },
    { id: 'gradeLevel', value: stats.gradeLevel, icon: 'award' },
  ];
  return (
    <section className="section" aria-labelledby="learner-progress-title">
      <h2 id="learner-progress-title" className="edu-visually-hidden" tabIndex={-1}>
        {shared.sections.progress}
      </h2>
      <Panel id="progress-overall" title={m.overallProgress}>
        {status ?? (
          <div className="panel__body edu-stack overall">
            <div className="edu-row overall__main">
              <span className="overall__value">{average}</span>
              <span className="edu-quiet overall__caption">{m.overallAverage}</span>
            </div>
            <ProgressBar value={stats.average} label={m.overallProgressBar} size="large" />
            <div className="edu-meta overall__scale" aria-hidden="true">
              <span>{shared.percent(0)}</span>
              <span>{shared.percent(100)}</span>
            </div>
            {empty && <p className="edu-quiet">{t.noResults}</p>}
            <dl className="tiles">
              {tiles.map((tile) => (
                <div key={tile.id} className="edu-tile tile">
                  <dt className="edu-row edu-label">
                    <Icon name={tile.icon} size={18} />
                    {m.tiles[tile.id]}
                  </dt>
                  <dd>{tile.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </Panel>

      <div className="edu-columns progress-grid">
        <Panel id="progress-subjects" title={m.subjectPerformance}>
          {waiting ?? (empty ? noneGraded : <SubjectList results={results} />)}
        </Panel>

        <Panel id="progress-recent" title={m.recentPerformance}>
          {waiting ?? (empty ? noneGraded : <RecentList results={results} />)}
          <SeeAllFoot className="panel__foot" label={t.viewAllResults} onClick={onViewAllResults} />
        </Panel>
      </div>
    </section>
  );
}

/** Subject Performance: each subject's average, as a banded bar, and how many tests it counts. */
function SubjectList({ results }: { results: readonly TestResult[] }) {
  const m = useMessages(learnerSectionMessages);
  const shared = useMessages(learnerMessages);
  const t = useMessages(learnerTestsMessages);
  return (
    <ul className="panel__body edu-stack subjects">
      {subjectPerformance(results).map((s) => (
        <li key={s.subject} className="edu-stack subject">
          <div className="subject__top">
            <span className="subject__name">{s.subject}</span>
            <span className={`subject__avg result__pct--${scoreBand(s.average)}`}>{shared.percent(s.average)}</span>
          </div>
          <ProgressBar value={s.average} label={m.subjectAverage(s.subject)} banded />
          <span className="edu-meta">{t.testCount(s.count)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Recent Test Performance: the newest results, each with its subject, date and banded score. */
function RecentList({ results }: { results: readonly TestResult[] }) {
  const shared = useMessages(learnerMessages);
  const f = useFormat();
  return (
    <ul className="panel__body edu-stack recent">
      {recentResults(results).map((r) => (
        <li key={r.id} className="edu-row recent__item">
          <div>
            <p className="recent__name">{r.testName}</p>
            <p className="edu-meta recent__meta">
              {r.subject} · <time dateTime={r.date}>{formatDay(f.tag, r.date)}</time>
            </p>
          </div>
          <span className={`chip chip--band result__pct--${scoreBand(r.percentage)}`}>{shared.percent(r.percentage)}</span>
        </li>
      ))}
    </ul>
  );
}
