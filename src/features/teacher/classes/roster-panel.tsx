import { useId, useState } from 'react';
import type { ClassSummary } from '../../../contract/classes.ts';
import type { RosterStudent } from '../../../contract/class-roster.ts';
import { AlertDialog } from '../../../lib/alert-dialog.tsx';
import { rosterApi } from '../../../lib/api/roster-api.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { useSearchedPages } from '../../../lib/use-paged-list.ts';
import { SearchField } from '../shared/filter-fields.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { TitledSection } from '../shared/section-frame.tsx';
import { AddStudentsDialog } from './add-students-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { classesMessages } from './messages.ts';
import { RosterList } from './roster-list.tsx';
import { MoreButton } from './paged-parts.tsx';

/**
 * A class's roster: searched on the server, a page at a time (Load more), each student with
 * Remove (asked first); Add students (from the school's students) and Import CSV.
 */
export function RosterPanel({ summary, onChanged }: { summary: ClassSummary; onChanged: () => void }) {
  const m = useMessages(classesMessages);
  const api = useApi(rosterApi);
  const { toast } = useElement();
  const describe = useErrorText();
  const id = useId();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const [leaving, setLeaving] = useState<RosterStudent | null>(null);
  const [removing, setRemoving] = useState(false);
  const roster = useSearchedPages(`roster|${summary.id}`, search, (q, cursor, signal) =>
    api.getRoster(summary.id, { q, cursor, signal }),
  );

  const changed = (): void => {
    roster.reload();
    onChanged();
  };
  const remove = async (s: RosterStudent): Promise<void> => {
    setRemoving(true);
    try {
      await api.removeFromRoster(summary.id, s.studentId);
      toast.success(m.removed(s.name));
      changed();
    } catch (err) {
      toast.error(describe(err));
    } finally {
      setRemoving(false);
      setLeaving(null);
    }
  };

  return (
    <TitledSection id={`${id}-title`} title={m.roster} className="edu-card panel croster" titleClassName="panel__title">
      <div className="cluster croster__tools">
        <SearchField
          id={`${id}-search`}
          className="croster__search"
          label={m.searchRoster}
          placeholder={m.searchRosterPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <div className="cluster">
          <button type="button" className="edu-btn" onClick={() => setDialog('add')}>
            {m.addStudents}
          </button>
          <button type="button" className="edu-btn edu-btn--ghost" onClick={() => setDialog('import')}>
            {m.importCsv}
          </button>
        </div>
      </div>

      {roster.loading ? (
        <LoadingLine className="empty" text={m.loadingRoster} />
      ) : roster.error ? (
        <LoadFailed
          className="empty"
          message={m.rosterFailed(describe(roster.error))}
          retryLabel={m.retry}
          onRetry={roster.reload}
        />
      ) : roster.items.length === 0 ? (
        <p className="empty">{search.trim() ? m.noRosterMatch : m.emptyRoster}</p>
      ) : (
        <div className="stack" aria-busy={roster.busy || undefined}>
          <p className="meta" role="status">
            {m.rosterShowing(roster.items.length, roster.total)}
          </p>
          <RosterList
            label={m.rosterLabel(summary.name)}
            students={roster.items}
            action={(s) => (
              <button
                type="button"
                className="edu-btn edu-btn--ghost edu-btn--small"
                aria-label={m.removeLabel(s.name)}
                onClick={() => setLeaving(s)}
              >
                {m.remove}
              </button>
            )}
          />
          <MoreButton list={roster} />
        </div>
      )}

      {dialog === 'add' && (
        <AddStudentsDialog
          summary={summary}
          onClose={() => setDialog(null)}
          onAdded={() => {
            setDialog(null);
            changed();
          }}
        />
      )}
      {dialog === 'import' && (
        <ImportDialog
          summary={summary}
          onClose={() => setDialog(null)}
          onImported={() => {
            setDialog(null);
            changed();
          }}
        />
      )}
      {leaving && (
        <AlertDialog
          title={m.removeTitle}
          cancelLabel={m.cancel}
          confirmLabel={m.remove}
          danger
          busy={removing}
          onCancel={() => setLeaving(null)}
          onConfirm={() => void remove(leaving)}
        >
          <p>{m.removeBody(leaving.name, summary.name)}</p>
        </AlertDialog>
      )}
    </TitledSection>
  );
}
