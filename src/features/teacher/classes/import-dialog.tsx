import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { ClassSummary } from '../../../contract/classes.ts';
import { ROSTER_CSV_MAX_LENGTH, type RosterImportResponse } from '../../../contract/class-roster.ts';
import { rosterApi } from '../../../lib/api/roster-api.ts';
import { BusyButton } from '../../../lib/busy-button.tsx';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { rowsWithErrors } from './class-rules.ts';
import { ImportPreview } from './import-preview.tsx';
import { classesMessages } from './messages.ts';

/** A checked file: its text and what the server would do with each of its rows. */
interface Checked {
  csv: string;
  result: RosterImportResponse;
}

/**
 * Import CSV: the chosen file is checked on the server (nothing written) and each row shown
 * with what the import does and what is wrong; Import writes only when no row is wrong. After
 * fixing the file, the user chooses it again.
 */
export function ImportDialog({
  summary,
  onClose,
  onImported,
}: {
  summary: ClassSummary;
  onClose: () => void;
  onImported: () => void;
}) {
  const m = useMessages(classesMessages);
  const api = useApi(rosterApi);
  const { toast } = useElement();
  const describe = useErrorText();
  const id = useId();
  const [checking, setChecking] = useState(false);
  const [writing, setWriting] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Each choice of a file is one check; an older check's answer is dropped.
  const run = useRef(0);

  const choose = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again (once fixed) is a change too.
    input.value = '';
    if (!file) return;
    const mine = ++run.current;
    setChecked(null);
    setError(null);
    if (file.size > ROSTER_CSV_MAX_LENGTH) {
      setError(m.fileTooLarge);
      return;
    }
    setChecking(true);
    try {
      let csv: string;
      try {
        csv = await file.text();
      } catch {
        throw new Error(m.readFailed);
      }
      if (!csv.trim()) throw new Error(m.fileEmpty);
      const result = await api.importRoster(summary.id, csv, false);
      if (mine === run.current) setChecked({ csv, result });
    } catch (err) {
      if (mine === run.current) setError(describe(err));
    } finally {
      if (mine === run.current) setChecking(false);
    }
  };

  const write = async (): Promise<void> => {
    if (!checked || writing) return;
    setWriting(true);
    setError(null);
    try {
      const result = await api.importRoster(summary.id, checked.csv, true);
      if (result.written) {
        toast.success(result.message);
        onImported();
        return;
      }
      // The school's records changed since the check: the rows as they are now.
      setChecked({ csv: checked.csv, result });
    } catch (err) {
      setError(describe(err));
    }
    setWriting(false);
  };

  const wrong = checked ? rowsWithErrors(checked.result.rows) : 0;
  const canWrite = checked !== null && wrong === 0 && checked.result.rows.length > 0;

  return (
    <Modal title={m.importTitle(summary.name)} description={m.importLead} size="lg" busy={writing} onClose={onClose}>
      <div className="stack cimport">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            {m.csvFile}
          </label>
          <input
            id={`${id}-file`}
            className="cimport__file"
            type="file"
            accept=".csv,text/csv"
            disabled={writing}
            onChange={(e) => void choose(e)}
          />
        </div>
        {checking && <LoadingLine className="empty" text={m.checkingFile} />}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        {checked && (
          <>
            <p className={wrong > 0 ? 'field__error' : 'meta'} role={wrong > 0 ? 'alert' : 'status'}>
              {wrong > 0 ? m.rowsToFix(wrong) : m.rowsReady(checked.result.rows.length)}
            </p>
            <ImportPreview rows={checked.result.rows} />
          </>
        )}
        <div className="edu-modal__actions">
          <button type="button" className="edu-btn edu-btn--ghost" disabled={writing} onClick={onClose}>
            {m.cancel}
          </button>
          <BusyButton
            type="button"
            className="edu-btn"
            busy={writing}
            disabled={!canWrite || checking}
            onClick={() => void write()}
          >
            {writing ? m.importing : m.importRows}
          </BusyButton>
        </div>
      </div>
    </Modal>
  );
}
