import { pluralFor } from '../i18n/plural.ts';
import type { MaterialSearchMessages } from './messages.ts';

const plural = pluralFor('es');

export default {
  label: 'Buscar dentro de los materiales',
  hint: 'Encuentra palabras dentro de los archivos, no solo en sus nombres.',
  searching: 'Buscando...',
  resultCount: (n: number) => plural(n, { one: '# resultado', other: '# resultados' }),
  noResults: (query: string) => `No hay resultados para «${query}»`,
  failed: (reason: string) => `La búsqueda falló: ${reason}`,
  tryAgain: 'Intentar de nuevo',
  results: 'Resultados de la búsqueda',
  page: (n: number) => `Página ${n}`,
} satisfies MaterialSearchMessages;
