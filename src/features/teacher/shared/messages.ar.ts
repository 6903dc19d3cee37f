import { SHARED_AR } from '../../../lib/i18n/shared-texts.ar.ts';
import type { TeacherSharedMessages } from './messages.ts';

export default {
  justNow: 'الآن',
  sizeUnits: SHARED_AR.sizeUnits,
  percent: SHARED_AR.percent,
  loadingClasses: 'جارٍ تحميل الصفوف...',
  classesFailed: (message: string) => `تعذّر تحميل الصفوف: ${message}`,
  noClasses: 'لا توجد صفوف بعد.',
} satisfies TeacherSharedMessages;
