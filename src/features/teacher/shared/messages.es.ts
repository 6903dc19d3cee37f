import { SHARED_ES } from '../../../lib/i18n/shared-texts.es.ts';
import type { TeacherSharedMessages } from './messages.ts';

export default {
  justNow: 'justo ahora',
  sizeUnits: SHARED_ES.sizeUnits,
  percent: SHARED_ES.percent,
  loadingClasses: 'Cargando clases...',
  classesFailed: (message: string) => `No se pudieron cargar las clases: ${message}`,
  noClasses: 'Todavía no hay clases.',
} satisfies TeacherSharedMessages;
