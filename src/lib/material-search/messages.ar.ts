import { formatNumber } from '../i18n/format.ts';
import { pluralFor } from '../i18n/plural.ts';
import type { MaterialSearchMessages } from './messages.ts';

const plural = pluralFor('ar');

export default {
  label: 'البحث داخل المواد',
  hint: 'يجد الكلمات داخل الملفات، لا في أسمائها فقط.',
  searching: 'جارٍ البحث...',
  resultCount: (n: number) =>
    plural(n, { zero: 'لا نتائج', one: 'نتيجة واحدة', two: 'نتيجتان', few: '# نتائج', many: '# نتيجة', other: '# نتيجة' }),
  noResults: (query: string) => `لا نتائج لـ «${query}»`,
  failed: (reason: string) => `تعذّر البحث: ${reason}`,
  tryAgain: 'إعادة المحاولة',
  results: 'نتائج البحث',
  page: (n: number) => `الصفحة ${formatNumber('ar', n)}`,
} satisfies MaterialSearchMessages;
