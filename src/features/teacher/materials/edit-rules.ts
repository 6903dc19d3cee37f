import type { MaterialsMessages } from './messages.ts';

/** The fields of the edit dialog a refusal can name. */
export const EDIT_FIELDS = ['title', 'description', 'category', 'course', 'classes'] as const;
export type EditField = (typeof EDIT_FIELDS)[number];
export type EditErrors = Partial<Record<EditField, string>>;

export interface EditDraft {
  title: string;
  description: string;
  category: string;
  course: string;
  classes: readonly string[];
}

/** What the form must hold before it is sent: a title and at least one class. */
export function draftErrors(d: EditDraft, t: MaterialsMessages): EditErrors {
  return {
    ...(d.title.trim() ? {} : { title: t.titleRequired }),
    ...(d.classes.length > 0 ? {} : { classes: t.chooseClass }),
  };
}

const FIELD_MESSAGE = /^Invalid [^:]+: ([A-Za-z]+)(?:\.\d+)*: ([\s\S]+)$/;

/**
 * The field a 400's message names and why ("Invalid request body: title: ..." gives title and
 * the rest); a course the catalogue lacks names the course. Undefined for any other message.
 */
export function fieldError(message: string): { field: EditField; text: string } | undefined {
  if (message.startsWith('Unknown course')) return { field: 'course', text: message };
  const m = FIELD_MESSAGE.exec(message);
  const field = m?.[1] as EditField | undefined;
  return field && (EDIT_FIELDS as readonly string[]).includes(field) ? { field, text: m![2]! } : undefined;
}

/** Whether the draft changes anything the material has. */
export function draftChanges(d: EditDraft, m: EditDraft): boolean {
  return (
    d.title.trim() !== m.title ||
    d.description.trim() !== m.description ||
    d.category !== m.category ||
    d.course !== m.course ||
    d.classes.length !== m.classes.length ||
    d.classes.some((c) => !m.classes.includes(c))
  );
}
