import { useState } from 'react';
import type { AttendanceSummary } from '../../contract/attendance.ts';
import type { Me } from '../../contract/auth.ts';
import { useMessages } from '../../lib/i18n/use-language.ts';
import { libMessages } from '../../lib/messages.ts';
import { useStyles } from '../../lib/use-styles.ts';
import { ChildPanel } from './child-panel.tsx';
import { ChildTabs, panelId, tabId } from './child-tabs.tsx';
import { parentsMessages } from './messages.ts';
import { NO_ANSWER } from './parent-rules.ts';
import { useSummaries, type SummaryResult } from './use-child-data.ts';
import type { AsyncState, Loaded } from '../../lib/use-async.ts';
import { ViewerHost, type ViewerFile } from './viewer-host.tsx';
import css from './parent-view.css?inline';

/**
 * A signed-in parent's page: each linked child (a tab per child when there are several) with
 * their attendance this term, test results, upcoming tests and their class's newest materials.
 */
export function ParentView({ user }: { user: Me }) {
  useStyles(css);
  const m = useMessages(parentsMessages);
  const lib = useMessages(libMessages);
  const children = user.children ?? [];
  return (
    <section className="pv" part="parents" aria-labelledby="pv-title">
      <header className="pv-head">
        <h1 id="pv-title" className="edu-page-title">
          {m.welcome(user.name)}
        </h1>
        {children.length > 0 && <p className="edu-meta">{m.intro(children.length)}</p>}
      </header>
      {children.length === 0 ? <p className="pv-unlinked">{lib.auth.unlinkedParent}</p> : <Children ids={children} />}
    </section>
  );
}

function Children({ ids }: { ids: readonly string[] }) {
  const m = useMessages(parentsMessages);
  const summaries = useSummaries(ids);
  const [chosen, setChosen] = useState(ids[0]!);
  const [viewing, setViewing] = useState<ViewerFile | null>(null);
  const selected = ids.includes(chosen) ? chosen : ids[0]!;
  const results = summaries.status === 'ok' ? summaries.data : undefined;
  const summaryOf = (i: number): AsyncState<AttendanceSummary> => ({
    ...childSummary(summaries, results?.[i]),
    reload: summaries.reload,
  });
  const panel = <ChildPanel key={selected} studentId={selected} summary={summaryOf(ids.indexOf(selected))} onView={setViewing} />;

  return (
    <>
      {ids.length > 1 ? (
        <>
          <ChildTabs
            tabs={ids.map((id, i) => ({ id, label: nameOf(results?.[i]) ?? m.student(id) }))}
            selected={selected}
            onSelect={setChosen}
          />
          <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className="pv-panel">
            {panel}
          </div>
        </>
      ) : (
        panel
      )}
      <ViewerHost file={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

const nameOf = (r: SummaryResult | undefined): string | undefined => (r?.ok ? r.summary.name : undefined);

/** One child's summary out of the request for all of them. */
function childSummary(all: Loaded<SummaryResult[]>, mine: SummaryResult | undefined): Loaded<AttendanceSummary> {
  if (all.status === 'loading') return { status: 'loading' };
  if (all.status === 'error') return all;
  if (!mine) return { status: 'error', error: NO_ANSWER };
  return mine.ok ? { status: 'ok', data: mine.summary } : { status: 'error', error: mine.error };
}
