import { formatNumber } from '../../../lib/i18n/format.ts';
import type { TeacherSharedMessages } from './messages.ts';

export default {
  justNow: 'justo ahora',
  sizeUnits: { Bytes: 'bytes', KB: 'KB', MB: 'MB', GB: 'GB' },
  percent: (n: number) => `${formatNumber('es', n)}\u00a0%`,
} satisfies TeacherSharedMessages;
