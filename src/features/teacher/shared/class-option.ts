import type { ClassSummary } from '../../../contract/classes.ts';
import type { TeacherSharedMessages } from './messages.ts';

/** A class as every picker lists it: "Class A · Advanced Mathematics · 10 students" (its value stays its name). */
export const classOptionLabel = (t: TeacherSharedMessages, c: ClassSummary): string =>
  c.courseTitle ? t.classOption(c.name, c.courseTitle, c.studentCount) : t.classOptionNoCourse(c.name, c.studentCount);

/** Each class of the list, by name, with its picker label (a name the summaries lack keeps its bare name). */
export function classOptions(
  t: TeacherSharedMessages,
  names: readonly string[],
  summaries: readonly ClassSummary[],
): { value: string; label: string }[] {
  const byName = new Map(summaries.map((c) => [c.name, c]));
  return names.map((name) => {
    const c = byName.get(name);
    return { value: name, label: c ? classOptionLabel(t, c) : name };
  });
}
