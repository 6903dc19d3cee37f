import { SHARED_ES } from '../../lib/i18n/shared-texts.es.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { pluralFor } from '../../lib/i18n/plural.ts';
import type { LoadWhat, ParentsMessages } from './messages.ts';

const plural = pluralFor('es');
const num = (n: number): string => formatNumber('es', n);

const couldNotLoad: Record<LoadWhat, string> = {
  attendance: 'No se pudo cargar la asistencia',
  'test results': 'No se pudieron cargar los resultados de las pruebas',
  'upcoming tests': 'No se pudieron cargar las próximas pruebas',
  materials: 'No se pudieron cargar los materiales',
};

export default {
  parentsPage: 'Página para familias',
  comingSoon: 'Próximamente...',
  checkingAccount: 'Comprobando tu cuenta...',
  loadingPage: 'Cargando la página de tus hijos...',
  childrensPage: 'la página de tus hijos',
  welcome: (name: string) => `Te damos la bienvenida, ${name}`,
  intro: (children: number) =>
    children === 1
      ? 'Asistencia, pruebas y materiales de clase de tu hijo o hija.'
      : 'Asistencia, pruebas y materiales de clase de tus hijos.',
  yourChildren: 'Tus hijos',
  student: (id: string) => `Estudiante ${id}`,

  loading: {
    attendance: 'Cargando la asistencia...',
    'test results': 'Cargando los resultados de las pruebas...',
    'upcoming tests': 'Cargando las próximas pruebas...',
    materials: 'Cargando los materiales...',
  },
  couldNotLoad: (what: LoadWhat, reason: string) => `${couldNotLoad[what]}: ${reason}`,
  retry: 'Reintentar',
  unreachable: 'No se pudo conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.',
  serverProblem: (status: number) => `El servidor tuvo un problema (error ${status}). Inténtalo de nuevo más tarde.`,
  unreadable: 'El servidor envió una respuesta que esta página no pudo leer. Inténtalo de nuevo más tarde.',
  noAnswer: 'No hubo respuesta para este estudiante.',

  attendanceThisTerm: 'Asistencia de este trimestre',
  noAttendance: 'Aún no se ha registrado asistencia este trimestre.',
  attended: 'de los días lectivos registrados con asistencia',
  since: (day: string) => `Desde el ${day}`,
  status: SHARED_ES.attendanceStatus,
  daysMarked: 'Días registrados',
  recentMarks: 'Registros recientes',
  noMarks: 'Aún no hay registros.',
  latestMarks: (n: number) =>
    plural(n, { one: 'El último registro', other: 'Los últimos # registros, del más reciente al más antiguo' }),
  absencesThisTerm: 'Ausencias de este trimestre',
  noAbsences: 'Sin ausencias este trimestre.',
  absenceCount: (n: number) => plural(n, { one: '# ausencia', other: '# ausencias' }),

  testResults: 'Resultados de las pruebas',
  noResults: 'Aún no hay pruebas calificadas.',
  columns: { test: 'Prueba', date: 'Fecha', marks: 'Puntos', score: 'Porcentaje', result: 'Resultado' },
  passed: 'Aprobado',
  notPassed: 'No aprobado',

  upcomingTests: 'Próximas pruebas',
  noUpcoming: 'No hay pruebas próximas.',
  minutesShort: (n: number) => `${num(n)} min`,
  testState: { 'in-progress': 'En curso', open: 'Abierta ahora', upcoming: 'Próxima' },
  noDateSet: 'Sin fecha fijada',

  recentMaterials: 'Materiales recientes',
  noMaterials: 'Aún no hay materiales para esta clase.',
  view: SHARED_ES.view,
  viewMaterial: (name: string) => `Ver ${name}`,
  fileNotAvailable: SHARED_ES.fileNotAvailable,
  sizeUnits: SHARED_ES.sizeUnits,
} satisfies ParentsMessages;
