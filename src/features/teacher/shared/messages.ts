import { defineMessages, type Translation } from '../../../lib/i18n/messages.ts';

/** Texts shared by the teacher sections: file sizes, percentages, "just now", the class list. */
const en = {
  justNow: 'just now',
  /** File size units, keyed by the English unit. */
  sizeUnits: { Bytes: 'Bytes', KB: 'KB', MB: 'MB', GB: 'GB' },
  /** A percentage ("88%"): the number as the language writes it, then the sign. */
  percent: (n: number) => `${n}%`,
  /** The class list, wherever a class is chosen. */
  loadingClasses: 'Loading classes...',
  classesFailed: (message: string) => `Could not load the classes: ${message}`,
  noClasses: 'No classes yet.',
};

export type TeacherSharedMessages = Translation<typeof en>;
export const TEACHER_SHARED_EN: TeacherSharedMessages = en;

export const teacherSharedMessages = defineMessages(en, {
  es: () => import('./messages.es.ts'),
  ar: () => import('./messages.ar.ts'),
});
