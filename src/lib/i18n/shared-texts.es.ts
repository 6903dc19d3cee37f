import { formatNumber } from './format.ts';
import { pluralFor } from './plural.ts';
import type { SharedTexts } from './shared-texts.ts';

const plural = pluralFor('es');

export const SHARED_ES = {
  cancel: 'Cancelar',
  view: 'Ver',
  processing: 'Procesando...',
  fileNotAvailable: 'Archivo no disponible',
  pageCount: (n: number) => plural(n, { one: '# página', other: '# páginas' }),
  sizeUnits: { Bytes: 'bytes', KB: 'KB', MB: 'MB', GB: 'GB' },
  attendanceStatus: { present: 'Presente', absent: 'Ausente', late: 'Tarde' },
  percent: (n: number) => `${formatNumber('es', n)}\u00a0%`,
} satisfies SharedTexts;
