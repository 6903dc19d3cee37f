/**
 * English texts that several catalogues show word for word. A catalogue names each one it shows
 * (`cancel: SHARED_EN.cancel`), so its own keys stay as they are; its translation files hold the
 * translated word.
 */
export const SHARED_EN = {
  cancel: 'Cancel',
  view: 'View',
  /** A PDF the server is still reading (its pages and preview come when done). */
  processing: 'Processing...',
  fileNotAvailable: 'File not available',
  pageCount: (n: number) => (n === 1 ? '1 page' : `${n} pages`),
  /** File size units, keyed by the English unit. */
  sizeUnits: { Bytes: 'Bytes', KB: 'KB', MB: 'MB', GB: 'GB' },
  /** An attendance mark's name, keyed by the status the server stores. */
  attendanceStatus: { present: 'Present', absent: 'Absent', late: 'Late' },
  /** A percentage ("88%"): the number as the language writes it, then the sign. */
  percent: (n: number) => `${n}%`,
};
