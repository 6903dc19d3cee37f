import type { TestResults } from '../../../contract/index.ts';
import { Facts } from './facts.tsx';
import { percentText, summarize } from './results-rules.ts';

/** The test's results at a glance: classes, submissions, the graded average and the pass rate. */
export function ResultsSummary({ results, waiting }: { results: TestResults; waiting: number }) {
  const s = summarize(results);
  const classes = results.test.assignedTo;
  return (
    <Facts
      className="tt-facts tt-facts--dialog tt-res-summary"
      items={[
        {
          label: 'Assigned classes',
          wide: true,
          value: classes.length ? (
            <span className="tt-class-chips">
              {classes.map((c) => (
                <span key={c} className="tt-chip">
                  {c}
                </span>
              ))}
            </span>
          ) : (
            'Not assigned'
          ),
        },
        { label: 'Submitted', value: `${s.submitted} of ${s.students}` },
        { label: 'Average (graded)', value: percentText(s.averagePercent) },
        {
          label: 'Pass rate',
          value: s.passRate === null ? 'None graded yet' : `${percentText(s.passRate)} (${s.passed} of ${s.graded} graded)`,
        },
        { label: 'Waiting for grading', value: waiting },
      ]}
    />
  );
}
