import type { RosterImportRow } from '../../../contract/class-roster.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { classesMessages } from './messages.ts';

/** Each row of a checked CSV: its line, name, grade, email, what the import does with it and what is wrong. */
export function ImportPreview({ rows }: { rows: readonly RosterImportRow[] }) {
  const m = useMessages(classesMessages);
  const c = m.previewColumns;
  return (
    <div className="cpreview" tabIndex={0} role="region" aria-label={m.previewLabel}>
      <table className="cpreview__table">
        <thead>
          <tr>
            <th scope="col">{c.line}</th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.grade}</th>
            <th scope="col">{c.email}</th>
            <th scope="col">{c.action}</th>
            <th scope="col">{c.problem}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.line} className={r.action === 'error' ? 'cpreview__row--error' : undefined}>
              <td>{r.line}</td>
              <td>{r.name}</td>
              <td>{r.grade}</td>
              <td className="cpreview__email">{r.email}</td>
              <td>
                <span className={`badge cpreview__action cpreview__action--${r.action}`}>{m.importActions[r.action]}</span>
              </td>
              <td className="cpreview__problem">{r.error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
