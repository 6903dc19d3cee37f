import { useEffect, useState } from 'react';
import type { ManagedTest, TestDetail } from '../../../contract/index.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { QuestionView } from './question-view.tsx';
import { formatNames } from '../shared/format.ts';
import { useTeacherLanguage } from '../shared/use-teacher-language.ts';
import { testsMessages } from './messages.ts';
import { percentText } from './results-rules.ts';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { Facts } from './facts.tsx';
import { errorMessage } from './error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { testsApi } from '../../../lib/api/tests-api.ts';

export type DetailsMode = 'start' | 'details';

/**
 * Start Test and View Details: an in-widget dialog with the test's facts and questions (and,
 * for Start Test, who takes it and how). It changes no status.
 */
export function DetailsDialog({ test: t, mode, onClose }: { test: ManagedTest; mode: DetailsMode; onClose: () => void }) {
  const m = useMessages(testsMessages);
  const f = useFormat();
  const lang = useTeacherLanguage();
  const when = formatMoment(f.tag, t.scheduledDate);
  const api = useApi(testsApi);
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
    <Modal title={m.detailsTitle[mode]} description={t.title} size="md" onClose={onClose}>
      {mode === 'start' && (
        <p className="tt-notice">
          {`${when ? `${m.startScheduled(when)} ` : ''}${m.startNotice(formatNames(t.assignedTo, lang), t.assignedTo.length, t.timeLimit, t.maxAttempts)}`}
        </p>
      )}
      <Facts
        className="tt-facts tt-facts--dialog"
        items={[
          { label: m.factCourse, value: t.course },
          { label: m.factStatus, value: m.status[t.status] },
          { label: m.factTimeLimit, value: m.minutesShort(t.timeLimit) },
          { label: m.factMaxAttempts, value: f.number(t.maxAttempts) },
          { label: m.factPassingScore, value: percentText(f.tag, t.passingScore) },
          { label: m.factTotalPoints, value: f.number(t.totalPoints) },
        ]}
      />
      <h3 className="tt-dialog-subheading">{m.questionsHeading(t.questions)}</h3>
      {loadError ? (
        <p className="tt-field__error">{m.loadQuestionsFailed(loadError)}</p>
      ) : !detail ? (
        <p className="empty" role="status">
          {m.loadingQuestions}
        </p>
      ) : (
        <ul className="stack tt-questions">
          {detail.questionList.map((q, i) => (
            <li key={String(q.id)}>
              <QuestionView question={q} index={i} />
            </li>
          ))}
        </ul>
      )}
      <div className="edu-modal__actions">
        <button type="button" className="edu-btn" onClick={onClose}>
          {m.done}
        </button>
      </div>
    </Modal>
  );
}
