import { formatNumber } from './format.ts';
import { pluralFor } from './plural.ts';
import type { SharedTexts } from './shared-texts.ts';

const plural = pluralFor('ar');

export const SHARED_AR = {
  cancel: 'إلغاء',
  view: 'عرض',
  processing: 'جارٍ المعالجة...',
  fileNotAvailable: 'الملف غير متاح',
  pageCount: (n: number) =>
    plural(n, { zero: '# صفحة', one: 'صفحة واحدة', two: 'صفحتان', few: '# صفحات', many: '# صفحة', other: '# صفحة' }),
  sizeUnits: { Bytes: 'بايت', KB: 'كيلوبايت', MB: 'ميغابايت', GB: 'غيغابايت' },
  attendanceStatus: { present: 'حاضر', absent: 'غائب', late: 'متأخر' },
  percent: (n: number) => `${formatNumber('ar', n)}٪`,
} satisfies SharedTexts;
