import { useEffect, useRef, useState } from 'react';
import type { ManagedTest } from '../../../contract/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { adoptStyles } from '../../../lib/stylesheets.ts';
import { downloadCsv } from '../shared/csv.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { TabPanel, Tabs } from '../shared/tabs.tsx';
import { GradingQueue } from './grading-queue.tsx';
import type { SaveGrade } from './grading-item.tsx';
import { ResultsAttempt } from './results-attempt.tsx';
import { resultsCsv, resultsFileName } from './results-csv.ts';
import { testResultsMessages } from './results-messages.ts';
import { ResultsQuestions } from './results-questions.tsx';
import { ResultsStudents, viewButtonId } from './results-students.tsx';
import { ResultsSummary } from './results-summary.tsx';
import { errorMessage } from './error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { attemptsApi } from '../../../lib/api/attempts-api.ts';
import { useTestResults } from './use-test-results.ts';
import css from './results.css?inline';
import { LoadFailed } from '../shared/load-failed.tsx';
import { LoadingLine } from '../../../lib/loading-line.tsx';

type Panel = 'students' | 'questions' | 'grading';
const PREFIX = 'tt-res';
const queueKey = (i: { attemptId: number; questionId: string }): string => `${i.attemptId}:${i.questionId}`;

/**
 * View Results: one test's results from the server, per student and per question, the answers
 * waiting for grading, each student's attempt, and a CSV of the students. `onGraded` tells the
 * caller a grade was saved (the test's own figures changed).
 */
export function ResultsDialog({ test, onClose, onGraded }: { test: ManagedTest; onClose: () => void; onGraded: () => void }) {
  const { root, toast } = useElement();
  adoptStyles(root, css);
  const m = useMessages(testResultsMessages);
  const api = useApi(attemptsApi);
  const results = useTestResults(test.id);
  const [panel, setPanel] = useState<Panel>('students');
  const [viewing, setViewing] = useState<{ attemptId: number; name: string } | null>(null);
  const [graded, setGraded] = useState<ReadonlySet<string>>(new Set());
  const returnTo = useRef<number | null>(null);
  const [exporting, setExporting] = useState(false);

  // Every learner, a page after another, only when the file is asked for.
  const exportCsv = async (): Promise<void> => {
    setExporting(true);
    try {
      const all = await api.getAllTestResults(test.id);
      downloadCsv(root, resultsFileName(all.test.title, m), resultsCsv(all, m));
    } catch (e) {
      toast.error(m.exportFailed(errorMessage(e)));
    } finally {
      setExporting(false);
    }
  };

  // Back from an attempt: focus returns to the button that opened it.
  useEffect(() => {
    if (viewing || returnTo.current === null) return;
    root.getElementById(viewButtonId(returnTo.current))?.focus();
    returnTo.current = null;
  }, [viewing, root]);

  const head = results.head;
  const queue = results.queue.items.filter((i) => !graded.has(queueKey(i)));
  // The answers the server counts as waiting, less those graded since its count.
  const waiting = Math.max(0, results.queue.total - (results.queue.items.length - queue.length));
  const questions = results.questions ?? [];

  const saveGrade: SaveGrade = async (item, points, comment) => {
    try {
      await api.gradeAttempt(item.attemptId, [{ questionId: item.questionId, points, comment }]);
    } catch (e) {
      return errorMessage(e);
    }
    setGraded((s) => new Set(s).add(queueKey(item)));
    toast.success(m.gradeSaved(item.studentName));
    results.refresh();
    onGraded();
    return '';
  };

  const tabs = [
    { id: 'students', label: m.tabStudents },
    { id: 'questions', label: m.tabQuestions },
    { id: 'grading', label: m.tabGrading(waiting) },
  ] as const;

  return (
    <Modal title={m.title} description={test.title} size="lg" onClose={onClose}>
      {!head ? (
        results.error ? (
          <LoadFailed className="empty" message={m.loadFailed(results.error)} retryLabel={m.retry} onRetry={results.refresh} />
        ) : (
          <LoadingLine className="empty" text={m.loading} />
        )
      ) : (
        <>
          {viewing && <ResultsAttempt attemptId={viewing.attemptId} studentName={viewing.name} onBack={() => setViewing(null)} />}
          <div className="tt-res" hidden={viewing !== null} aria-busy={results.loading}>
            <ResultsSummary results={head} waiting={waiting} />
            {results.error && (
              <div className="cluster cluster--spread tt-banner tt-res-stale" role="alert">
                <span>{m.refreshFailed(results.error)}</span>
                <button type="button" className="edu-btn edu-btn--small edu-btn--ghost" onClick={results.refresh}>
                  {m.retry}
                </button>
              </div>
            )}
            <div className="tt-res-toolbar">
              <Tabs label={m.tabsLabel} idPrefix={PREFIX} tabs={tabs} active={panel} onChange={setPanel} />
              <button
                type="button"
                className="edu-btn edu-btn--small edu-btn--ghost tt-res-export"
                disabled={exporting}
                onClick={() => void exportCsv()}
              >
                {m.exportCsv}
              </button>
            </div>
            <TabPanel prefix={PREFIX} id="students" hidden={panel !== 'students'}>
              <ResultsStudents
                list={results.students}
                totalPoints={head.test.totalPoints}
                onView={(s) => {
                  returnTo.current = s.attemptId;
                  setViewing({ attemptId: s.attemptId, name: s.name });
                }}
              />
            </TabPanel>
            <TabPanel prefix={PREFIX} id="questions" hidden={panel !== 'questions'}>
              <ResultsQuestions questions={questions} submitted={head.summary.submitted} />
            </TabPanel>
            <TabPanel prefix={PREFIX} id="grading" hidden={panel !== 'grading'}>
              <GradingQueue
                items={queue}
                waiting={waiting}
                more={results.queue}
                questionNumber={(id) => questions.findIndex((q) => q.questionId === id) + 1}
                onSave={saveGrade}
              />
            </TabPanel>
          </div>
        </>
      )}
    </Modal>
  );
}
