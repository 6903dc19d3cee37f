import type { ManagedTest } from '../../../contract/index.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { Facts } from './facts.tsx';
import { testsMessages } from './messages.ts';
import { percentText } from './results-rules.ts';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { TitleBlock } from '../../../lib/title-block.tsx';
import { actionsFor, type TestAction } from './test-actions.ts';

const HEADING_CLASSES = { block: 'tt-test-card__heading', title: 'tt-test-card__title', sub: 'tt-test-card__course' };

/** One test of the Manage tab: facts, status badge and the actions its status allows. */
export function TestCard({ test: t, onAction }: { test: ManagedTest; onAction: (action: TestAction) => void }) {
  const m = useMessages(testsMessages);
  const f = useFormat();
  const headingId = `tt-test-${t.id}-title`;
  return (
    <article className="edu-card panel tt-card tt-test-card" aria-labelledby={headingId}>
      <header className="tt-test-card__head">
        <TitleBlock heading id={headingId} title={t.title} sub={t.course} classes={HEADING_CLASSES} />
        <span className={`tt-badge tt-badge--${t.status}`}>
          <span className="edu-visually-hidden">{m.statusPrefix}</span>
          {m.status[t.status]}
        </span>
      </header>
      <Facts
        items={[
          { label: m.factQuestions, value: f.number(t.questions) },
          { label: m.factPoints, value: f.number(t.totalPoints) },
          { label: m.factCreated, value: formatMoment(f.tag, t.createdDate) || '—' },
          { label: m.factScheduled, value: formatMoment(f.tag, t.scheduledDate) || m.notScheduled },
          {
            label: m.factAssignedTo,
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
              m.notAssigned
            ),
          },
          t.status === 'completed' && { label: m.factSubmissions, value: f.number(t.submissions) },
          t.status === 'completed' && { label: m.factAverageScore, value: percentText(f.tag, t.averageScore) },
        ]}
      />
      <div className="tt-test-card__actions">
        {actionsFor(t.status).map((a) => (
          <button
            key={a}
            type="button"
            className={
              a === 'details' || a === 'assign' || a === 'review'
                ? 'edu-btn edu-btn--small edu-btn--ghost'
                : 'edu-btn edu-btn--small'
            }
            aria-describedby={headingId}
            onClick={() => onAction(a)}
          >
            {m.actions[a]}
          </button>
        ))}
      </div>
    </article>
  );
}
