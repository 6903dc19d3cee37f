import { formatNumber } from '../../../lib/i18n/format.ts';
import type { TeacherSharedMessages } from './messages.ts';

export default {
  justNow: 'الآن',
  sizeUnits: { Bytes: 'بايت', KB: 'كيلوبايت', MB: 'ميغابايت', GB: 'غيغابايت' },
  percent: (n: number) => `${formatNumber('ar', n)}٪`,
  loadingClasses: 'جارٍ تحميل الصفوف...',
  classesFailed: (message: string) => `تعذّر تحميل الصفوف: ${message}`,
  noClasses: 'لا توجد صفوف بعد.',
} satisfies TeacherSharedMessages;
