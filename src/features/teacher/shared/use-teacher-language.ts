import { useMemo } from 'react';
import { useLanguage, useMessages } from '../../../lib/i18n/use-language.ts';
import type { TeacherLanguage } from './format.ts';
import { teacherSharedMessages } from './messages.ts';

/** The element's language for the shared formatters: `formatPercent(n, useTeacherLanguage())`. */
export function useTeacherLanguage(): TeacherLanguage {
  const { tag } = useLanguage();
  const m = useMessages(teacherSharedMessages);
  return useMemo(() => ({ tag, m }), [tag, m]);
}
