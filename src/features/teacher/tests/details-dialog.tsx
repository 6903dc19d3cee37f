import { useEffect, useState } from 'react';
import type { ManagedTest, TestDetail } from '../../../contract/index.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { QuestionView } from './question-view.tsx';
import { formatDateTime, STATUS_LABELS } from './test-actions.ts';
import { formatScore } from './test-card.tsx';
import { Facts } from './facts.tsx';
import { errorMessage, useApi } from './use-api.ts';

export type DetailsMode = 'start' | 'details';

const TITLES: Record<DetailsMode, string> = { start: 'Start Test', details: 'Test Details' };

/**
 * Start Test and View Details: an in-widget dialog with the test's facts and questions (and,
 * for Start Test, who takes it and how). It changes no status.
 */
export function DetailsDialog({ test: t, mode, onClose }: { test: ManagedTest; mode: DetailsMode; onClose: () => void }) {
  const api = useApi();
  const [detail, setDetail] = useState<TestDetail | null>(null);
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    const ctl = new AbortController();
    api.getTest(t.id, { signal: ctl.signal }).then(setDetail, (e: unknown) => {
      if (!ctl.signal.aborted) setLoadError(errorMessage(e));
    });
    return () => ctl.abort();
  }, [api, t.id]);

  return (
    <Modal title={TITLES[mode]} description={t.title} size="md" onClose={onClose}>
      {mode === 'start' && (
        <p className="tt-notice">
          {t.scheduledDate ? `Scheduled for ${formatDateTime(t.scheduledDate)}. ` : ''}
          Students in {t.assignedTo.length ? t.assignedTo.join(', ') : 'no class yet'} take it from their dashboard; they
          have {t.timeLimit} minutes and {t.maxAttempts} {t.maxAttempts === 1 ? 'attempt' : 'attempts'}.
        </p>
      )}
      <Facts
        className="tt-facts tt-facts--dialog"
        items={[
          { label: 'Course', value: t.course },
          { label: 'Status', value: STATUS_LABELS[t.status] },
          { label: 'Time Limit', value: `${t.timeLimit} min` },
          { label: 'Max Attempts', value: t.maxAttempts },
          { label: 'Passing Score', value: `${formatScore(t.passingScore)}%` },
          { label: 'Total Points', value: t.totalPoints },
        ]}
      />
      <h3 className="tt-dialog-subheading">Questions ({t.questions})</h3>
      {loadError ? (
        <p className="tt-field__error">Could not load the questions: {loadError}</p>
      ) : !detail ? (
        <p className="tt-empty" role="status">
          Loading questions...
        </p>
      ) : (
        <ul className="tt-questions">
          {detail.questionList.map((q, i) => (
            <li key={String(q.id)}>
              <QuestionView question={q} index={i} />
            </li>
          ))}
        </ul>
      )}
      <div className="edu-modal__actions">
        <button type="button" className="edu-btn" onClick={onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}
