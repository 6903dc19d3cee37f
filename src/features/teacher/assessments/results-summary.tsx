import type { TestResults } from '../../../contract/index.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { Facts } from './facts.tsx';
import { testResultsMessages } from './results-messages.ts';
import { percentText } from './results-rules.ts';

/** The test's results at a glance: classes, submissions, the graded average and the pass rate. */
export function ResultsSummary({ results, waiting }: { results: Pick<TestResults, 'test' | 'summary'>; waiting: number }) {
  const m = useMessages(testResultsMessages);
  const f = useFormat();
  const s = results.summary;
  const classes = results.test.assignedTo;
  return (
    <Facts
      className="tt-facts tt-facts--dialog tt-res-summary"
      items={[
        {
          label: m.assignedClasses,
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
            m.notAssigned
          ),
        },
        { label: m.submitted, value: m.ofCount(s.submitted, s.students) },
        { label: m.averageGraded, value: percentText(f.tag, s.averagePercent) },
        {
          label: m.passRate,
          value: s.passRate === null ? m.noneGraded : m.passRateValue(percentText(f.tag, s.passRate), s.passed, s.graded),
        },
        { label: m.waitingForGrading, value: f.number(waiting) },
      ]}
    />
  );
}
