import { formatNumber } from '../../../lib/i18n/format.ts';
import type { TeacherSharedMessages } from './messages.ts';

export default {
  justNow: 'justo ahora',
  sizeUnits: { Bytes: 'bytes', KB: 'KB', MB: 'MB', GB: 'GB' },
  percent: (n: number) => `${formatNumber('es', n)}\u00a0%`,
  loadingClasses: 'Cargando clases...',
  classesFailed: (message: string) => `No se pudieron cargar las clases: ${message}`,
  noClasses: 'Todavía no hay clases.',
} satisfies TeacherSharedMessages;
