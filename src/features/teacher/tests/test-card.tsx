import type { ManagedTest } from '../../../contract/index.ts';
import { Facts } from './facts.tsx';
import { ACTION_LABELS, actionsFor, formatDateTime, STATUS_LABELS, type TestAction } from './test-actions.ts';

/** One test of the Manage tab: facts, status badge and the actions its status allows. */
export function TestCard({ test: t, onAction }: { test: ManagedTest; onAction: (action: TestAction) => void }) {
  const headingId = `tt-test-${t.id}-title`;
  return (
    <article className="tt-card tt-test-card" aria-labelledby={headingId}>
      <header className="tt-test-card__head">
        <div className="tt-test-card__heading">
          <h3 id={headingId} className="tt-test-card__title">
            {t.title}
          </h3>
          <p className="tt-test-card__course">{t.course}</p>
        </div>
        <span className={`tt-badge tt-badge--${t.status}`}>
          <span className="edu-visually-hidden">Status: </span>
          {STATUS_LABELS[t.status]}
        </span>
      </header>
      <Facts
        items={[
          { label: 'Questions', value: t.questions },
          { label: 'Points', value: t.totalPoints },
          { label: 'Created', value: formatDateTime(t.createdDate) || '—' },
          { label: 'Scheduled', value: formatDateTime(t.scheduledDate) || 'Not scheduled' },
          {
            label: 'Assigned to',
            wide: true,
            value: t.assignedTo.length ? (
              <span className="tt-class-chips">
                {t.assignedTo.map((c) => (
                  <span key={c} className="tt-chip">
                    {c}
                  </span>
                ))}
              </span>
            ) : (
              'Not assigned'
            ),
          },
          t.status === 'completed' && { label: 'Submissions', value: t.submissions },
          t.status === 'completed' && { label: 'Average Score', value: `${formatScore(t.averageScore)}%` },
        ]}
      />
      <div className="tt-test-card__actions">
        {actionsFor(t.status).map((a) => (
          <button
            key={a}
            type="button"
            className={a === 'details' || a === 'assign' ? 'edu-btn edu-btn--small edu-btn--ghost' : 'edu-btn edu-btn--small'}
            aria-describedby={headingId}
            onClick={() => onAction(a)}
          >
            {ACTION_LABELS[a]}
          </button>
        ))}
      </div>
    </article>
  );
}

/** 78.5 -> '78.5', 80 -> '80'. */
export const formatScore = (n: number): string => String(Math.round(n * 10) / 10);
