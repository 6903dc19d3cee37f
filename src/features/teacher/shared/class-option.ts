import type { ClassSummary } from '../../../contract/classes.ts';
import type { TeacherSharedMessages } from './messages.ts';

/** A class as every picker lists it: "Class A · Advanced Mathematics · 10 students" (its value stays its name). */
export const classOptionLabel = (t: TeacherSharedMessages, c: ClassSummary): string =>
  c.courseTitle ? t.classOption(c.name, c.courseTitle, c.studentCount) : t.classOptionNoCourse(c.name, c.studentCount);

/** A class's picker label by its name (a name the summaries lack reads as itself). */
export function classLabeller(t: TeacherSharedMessages, summaries: readonly ClassSummary[]): (name: string) => string {
  const byName = new Map(summaries.map((c) => [c.name, c]));
  return (name) => {
    const c = byName.get(name);
    return c ? classOptionLabel(t, c) : name;
  };
}

/** Each class of the list, by name, with its picker label. */
export function classOptions(
  t: TeacherSharedMessages,
  names: readonly string[],
  summaries: readonly ClassSummary[],
): { value: string; label: string }[] {
  const label = classLabeller(t, summaries);
  return names.map((name) => ({ value: name, label: label(name) }));
}
