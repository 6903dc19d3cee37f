import { useCallback, useEffect, useState } from 'react';
import type { ManagedTest } from '../../../contract/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { testsMessages } from './messages.ts';
import { ResultsDialog } from './results-dialog.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { formatMoment } from '../../../lib/i18n/format.ts';
import type { TestAction } from './test-actions.ts';
import { TestCard } from './test-card.tsx';
import { errorMessage } from './error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { testsApi } from '../../../lib/api/tests-api.ts';
import { LoadFailed } from '../shared/load-failed.tsx';

const replaceTest = (set: (fn: (l: ManagedTest[] | null) => ManagedTest[] | null) => void, updated: ManagedTest): void =>
  set((list) => list?.map((t) => (t.id === updated.id ? updated : t)) ?? list);

type Open = { action: TestAction; test: ManagedTest } | null;

/** The Manage tab: the server's tests, reloaded each time the tab is shown, a test is saved or a grade is given. */
export function ManageTab({ active, version }: { active: boolean; version: number }) {
  const { toast } = useElement();
  const m = useMessages(testsMessages);
  const { tag } = useFormat();
  const api = useApi(testsApi);
  const [tests, setTests] = useState<ManagedTest[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    if (!active) return;
    const ctl = new AbortController();
    api.getTests({ signal: ctl.signal }).then(
      (list) => {
        setTests(list);
        setLoadError('');
      },
      (e: unknown) => {
        if (!ctl.signal.aborted) setLoadError(errorMessage(e));
      },
    );
    return () => ctl.abort();
  }, [api, active, version, retry]);

  const onSchedule = useCallback(
    async (test: ManagedTest, when: string): Promise<boolean> => {
      try {
        replaceTest(setTests, await api.scheduleTest(test.id, when));
        toast.success(m.scheduledToast(test.title, formatMoment(tag, when)));
        return true;
      } catch (e) {
        toast.error(m.scheduleFailed(test.title, errorMessage(e)));
        return false;
      }
    },
    [api, toast, m, tag],
  );

  const onAssign = useCallback(
    async (test: ManagedTest, classes: string[]): Promise<boolean> => {
      try {
        replaceTest(setTests, await api.assignTest(test.id, classes));
        toast.success(classes.length ? m.assignedToast(test.title, classes) : m.unassignedToast(test.title));
        return true;
      } catch (e) {
        toast.error(m.assignFailed(test.title, errorMessage(e)));
        return false;
      }
    },
    [api, toast, m],
  );

  const close = (): void => setOpen(null);

  return (
    <div className="tt-manage">
      <div className="tt-manage__head">
        <h3 className="tt-manage__title">{tests ? m.allTestsCount(tests.length) : m.allTests}</h3>
      </div>
      {loadError && !tests ? (
        <LoadFailed className="tt-empty" message={m.loadTestsFailed(loadError)} retryLabel={m.retry} onRetry={() => setRetry((n) => n + 1)} />
      ) : !tests ? (
        <p className="tt-empty" role="status">
          <span className="edu-spinner" aria-hidden="true" /> {m.loadingTests}
        </p>
      ) : tests.length === 0 ? (
        <p className="tt-empty">{m.noTests}</p>
      ) : (
        <ul className="tt-test-list">
          {tests.map((t) => (
            <li key={t.id}>
              <TestCard test={t} onAction={(action) => setOpen({ action, test: t })} />
            </li>
          ))}
        </ul>
      )}

      {open?.action === 'schedule' && (
        <ScheduleDialog test={open.test} onClose={close} onSchedule={(when) => onSchedule(open.test, when)} />
      )}
      {open?.action === 'assign' && (
        <AssignDialog test={open.test} onClose={close} onAssign={(classes) => onAssign(open.test, classes)} />
      )}
      {(open?.action === 'start' || open?.action === 'details') && <DetailsDialog test={open.test} mode={open.action} onClose={close} />}
      {open?.action === 'results' && (
        <ResultsDialog test={open.test} onClose={close} onGraded={() => setRetry((n) => n + 1)} />
      )}
    </div>
  );
}
