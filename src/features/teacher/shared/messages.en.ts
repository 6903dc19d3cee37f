import { SHARED_EN } from '../../../lib/i18n/shared-texts.ts';
import { countOf } from '../../../lib/i18n/plural.ts';

/** Texts shared by the teacher sections: file sizes, percentages, lists of names, "just now", the class list. */
const en = {
  justNow: 'just now',
  sizeUnits: SHARED_EN.sizeUnits,
  percent: SHARED_EN.percent,
  /** Between the names of a plain list ("a.pdf, b.pdf"), as the language writes it. */
  listSeparator: ', ',
  /** The class list, wherever a class is chosen. */
  loadingClasses: 'Loading classes...',
  classesFailed: (message: string) => `Could not load the classes: ${message}`,
  noClasses: 'No classes yet.',
  /** A class as a picker lists it: its name, its course and how many students it has. */
  classOption: (name: string, course: string, students: number) =>
    `${name} · ${course} · ${countOf(students, 'student', 'students')}`,
  /** A class without a course, as a picker lists it. */
  classOptionNoCourse: (name: string, students: number) => `${name} · ${countOf(students, 'student', 'students')}`,
};

export default en;
