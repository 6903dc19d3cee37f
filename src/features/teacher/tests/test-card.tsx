import type { ManagedTest } from '../../../contract/index.ts';
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
      <dl className="tt-facts">
        <div>
          <dt>Questions</dt>
          <dd>{t.questions}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{t.totalPoints}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDateTime(t.createdDate) || '—'}</dd>
        </div>
        <div>
          <dt>Scheduled</dt>
          <dd>{formatDateTime(t.scheduledDate) || 'Not scheduled'}</dd>
        </div>
        <div className="tt-facts__wide">
          <dt>Assigned to</dt>
          <dd>
            {t.assignedTo.length ? (
              <span className="tt-class-chips">
                {t.assignedTo.map((c) => (
                  <span key={c} className="tt-chip">
                    {c}
                  </span>
                ))}
              </span>
            ) : (
              'Not assigned'
            )}
          </dd>
        </div>
        {t.status === 'completed' && (
          <>
            <div>
              <dt>Submissions</dt>
              <dd>{t.submissions}</dd>
            </div>
            <div>
              <dt>Average Score</dt>
              <dd>{formatScore(t.averageScore)}%</dd>
            </div>
          </>
        )}
      </dl>
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
