import type { LearnerMaterial } from '../../contract/materials.ts';
import type { LearnerTest, LearnerTestState } from '../../contract/attempts.ts';
import { ApiError } from '../../lib/api/api-error.ts';

/** The tests a parent sees as coming up: not yet open, open now, or being taken. */
const COMING_UP: readonly LearnerTestState[] = ['in-progress', 'open', 'upcoming'];

export const TEST_STATE_LABEL: Partial<Record<LearnerTestState, string>> = {
  'in-progress': 'In progress',
  open: 'Open now',
  upcoming: 'Upcoming',
};

/** Tests in progress first, then open ones, then upcoming ones; each group by date, undated first. */
export function upcomingTests(tests: readonly LearnerTest[]): LearnerTest[] {
  return tests
    .filter((t) => COMING_UP.includes(t.state))
    .sort((a, b) => COMING_UP.indexOf(a.state) - COMING_UP.indexOf(b.state) || a.scheduledDate.localeCompare(b.scheduledDate));
}

/** How many of the class's materials the parents page lists. */
export const RECENT_MATERIALS = 5;

/** The class's newest materials, newest first. */
export function newestMaterials(materials: readonly LearnerMaterial[], count = RECENT_MATERIALS): LearnerMaterial[] {
  return [...materials].sort((a, b) => Date.parse(b.uploaded_at) - Date.parse(a.uploaded_at)).slice(0, count);
}

export const statusWord = (status: string): string => (status === 'absent' ? 'Absent' : status === 'late' ? 'Late' : 'Present');

/** Base 1024, units Bytes/KB/MB/GB, at most 2 decimals ('1.5 KB'); zero is '0 Bytes'. */
export function formatFileSize(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB'] as const;
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${units[i]}`;
}

/** A day ('2026-03-05', or a date-time) as a local date ('5 Mar 2026'); other text as it is. */
export function formatDay(value: string): string {
  const at = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(at)) return value;
  return new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A day without its year ('5 Mar'), for the recent marks' badges. */
export function formatShortDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00`);
  return Number.isNaN(at) ? day : new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

/** A test's opening ('2026-03-10T09:00', local) as date and time; 'No date set' when it has none. */
export function formatWhen(value: string): string {
  if (!value) return 'No date set';
  const at = Date.parse(value);
  if (Number.isNaN(at)) return value;
  return new Date(at).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** '46/50': marks as the test counted them (a teacher may give half points). */
export const marksText = (marks: number, total: number): string => `${Number(marks.toFixed(2))}/${total}`;

/**
 * Why a card could not load, in words: the server's own message when it sent one, a connection
 * problem when the server could not be reached, else what kind of failure it was.
 */
export function failureText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return 'The server could not be reached. Check your connection and try again.';
    if (err.serverMessage) return err.serverMessage;
    if (err.status >= 400) return `The server had a problem (error ${err.status}). Try again later.`;
    return 'The server sent an answer this page could not read. Try again later.';
  }
  return (err as Error | undefined)?.message || String(err);
}
