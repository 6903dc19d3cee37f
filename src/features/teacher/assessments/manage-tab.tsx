import { useCallback, useMemo, useState } from 'react';
import type { ManagedTest, ReviewOptions } from '../../../contract/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { formatNames } from '../shared/format.ts';
import { useTeacherLanguage } from '../shared/use-teacher-language.ts';
import { testsMessages } from './messages.ts';
import { ResultsDialog } from './results-dialog.tsx';
import { ReviewDialog } from './review-dialog.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { formatMoment } from '../../../lib/i18n/format.ts';
import type { TestAction } from './test-actions.ts';
import { TestCard } from './test-card.tsx';
import { errorMessage } from './error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { testsApi } from '../../../lib/api/tests-api.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useAsync } from '../../../lib/use-async.ts';
import { LoadOnScroll } from '../../../lib/load-on-scroll.tsx';
import { LoadingLine } from '../../../lib/loading-line.tsx';

type Open = { action: TestAction; test: ManagedTest } | null;

interface ManageTabProps {
  active: boolean;
  version: number;
  /** The test whose Test Results the URL names: they open over the list. */
  resultsOf?: number;
  /** Those results were closed. */
  onResultsClosed?: () => void;
}

/**
 * The Manage tab: the server's tests a page at a time (the next page loads as the list's end
 * scrolls near), loaded again each time the tab is shown, a test is saved or a grade is given;
 * the Test Results of the test the URL names, or why they cannot open.
 */
export function ManageTab({ active, version, resultsOf, onResultsClosed = () => undefined }: ManageTabProps) {
  const { toast } = useElement();
  const m = useMessages(testsMessages);
  const lang = useTeacherLanguage();
  const { tag } = useFormat();
  const api = useApi(testsApi);
  const [open, setOpen] = useState<Open>(null);
  const list = usePagedList(
    active ? `${version}` : null,
    useCallback((cursor: string | undefined, signal: AbortSignal) => api.getTestPage({ cursor, signal }), [api]),
  );
  // What a schedule, an assignment or a review answered, shown in place until the list loads again.
  const [changed, setChanged] = useState<{ after: unknown; tests: ReadonlyMap<number, ManagedTest> }>({
    after: undefined,
    tests: new Map(),
  });
  const edits = changed.after === list.first ? changed.tests : undefined;
  const update = useCallback(
    (test: ManagedTest) =>
      setChanged((c) => ({
        after: list.first,
        tests: new Map(c.after === list.first ? c.tests : []).set(test.id, test),
      })),
    [list.first],
  );
  const tests = useMemo(
    () => (list.first ? list.items.map((t) => edits?.get(t.id) ?? t) : null),
    [list.first, list.items, edits],
  );
  const loadError = list.error === null ? '' : errorMessage(list.error);
  const { reload } = list;
  // The test the URL names, as the list shows it, else (once the list came without it) as the server answers it alone.
  const listed = resultsOf === undefined ? undefined : tests?.find((t) => t.id === resultsOf);
  const linked = useAsync(resultsOf === undefined || !tests || listed ? null : String(resultsOf), (signal) =>
    api.getTest(resultsOf!, { signal }),
  );
  const linkedTest = listed ?? (linked.status === 'ok' ? linked.data : undefined);

  const onSchedule = useCallback(
    async (test: ManagedTest, when: string): Promise<boolean> => {
      try {
        update(await api.scheduleTest(test.id, when));
        toast.success(m.scheduledToast(test.title, formatMoment(tag, when)));
        return true;
      } catch (e) {
        toast.error(m.scheduleFailed(test.title, errorMessage(e)));
        return false;
      }
    },
    [api, toast, m, tag, update],
  );

  const onAssign = useCallback(
    async (test: ManagedTest, classes: string[]): Promise<boolean> => {
      try {
        update(await api.assignTest(test.id, classes));
        toast.success(classes.length ? m.assignedToast(test.title, formatNames(classes, lang)) : m.unassignedToast(test.title));
        return true;
      } catch (e) {
        toast.error(m.assignFailed(test.title, errorMessage(e)));
        return false;
      }
    },
    [api, toast, m, lang, update],
  );

  const onReview = useCallback(
    async (test: ManagedTest, review: ReviewOptions): Promise<boolean> => {
      try {
        update(await api.reviewTest(test.id, review));
        toast.success(m.reviewSavedToast(test.title));
        return true;
      } catch (e) {
        toast.error(m.reviewFailed(test.title, errorMessage(e)));
        return false;
      }
    },
    [api, toast, m, update],
  );

  const close = (): void => setOpen(null);

  return (
    <div className="tt-manage">
      <div className="tt-manage__head">
        <h3 className="tt-manage__title">{tests ? m.allTestsCount(list.total) : m.allTests}</h3>
      </div>
      {resultsOf !== undefined && !listed && linked.status === 'error' && (
        <p className="tt-manage__problem" role="alert">
          {m.resultsLinkFailed(errorMessage(linked.error))}
        </p>
      )}
      {loadError && !tests ? (
        <LoadFailed className="empty" message={m.loadTestsFailed(loadError)} retryLabel={m.retry} onRetry={reload} />
      ) : !tests ? (
        <LoadingLine className="empty" text={m.loadingTests} />
      ) : tests.length === 0 ? (
        <p className="empty">{m.noTests}</p>
      ) : (
        <>
          <ul className="tt-test-list">
            {tests.map((t) => (
              <li key={t.id}>
                <TestCard test={t} onAction={(action) => setOpen({ action, test: t })} />
              </li>
            ))}
          </ul>
          <LoadOnScroll list={list} className="tt-more" />
        </>
      )}

      {open?.action === 'schedule' && (
        <ScheduleDialog test={open.test} onClose={close} onSchedule={(when) => onSchedule(open.test, when)} />
      )}
      {open?.action === 'assign' && (
        <AssignDialog test={open.test} onClose={close} onAssign={(classes) => onAssign(open.test, classes)} />
      )}
      {(open?.action === 'start' || open?.action === 'details') && (
        <DetailsDialog test={open.test} mode={open.action} onClose={close} />
      )}
      {open?.action === 'review' && (
        <ReviewDialog test={open.test} onClose={close} onSave={(review) => onReview(open.test, review)} />
      )}
      {open?.action === 'results' && <ResultsDialog test={open.test} onClose={close} onGraded={reload} />}
      {!open && active && linkedTest && <ResultsDialog test={linkedTest} onClose={onResultsClosed} onGraded={reload} />}
    </div>
  );
}
