import { SHARED_EN } from '../../../lib/i18n/shared-texts.ts';

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
};

export default en;
