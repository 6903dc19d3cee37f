import type { LearnerTestState } from '../../../contract/attempts.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { pluralFor } from '../../../lib/i18n/plural.ts';
import type { LearnerTestsMessages, ResultsTopic } from './messages.ts';

const plural = pluralFor('es');
const num = (n: number): string => formatNumber('es', n);
const questions = (n: number): string => plural(n, { one: '# pregunta', other: '# preguntas' });
const points = (n: number): string => plural(n, { one: '# punto', other: '# puntos' });

/** The groups' names as they follow 'pruebas' in "Mostrar las 30 pruebas abiertas". */
const groupAdjective: Record<LearnerTestState, string> = {
  'in-progress': 'en curso',
  open: 'abiertas',
  upcoming: 'próximas',
  completed: 'completadas',
  closed: 'cerradas',
};

const couldNotLoad: Record<ResultsTopic, string> = {
  'your test results': 'No se pudieron cargar los resultados de tus pruebas.',
  'your progress': 'No se pudo cargar tu progreso.',
};

export default {
  myTests: 'Mis pruebas',
  testCount: (n: number) => plural(n, { one: '# prueba', other: '# pruebas' }),
  groups: {
    'in-progress': 'En curso',
    open: 'Abiertas',
    upcoming: 'Próximas',
    completed: 'Completadas',
    closed: 'Cerradas',
  },
  showAll: (n: number, state: LearnerTestState) => `Mostrar las ${num(n)} pruebas ${groupAdjective[state]}`,
  loadingTests: 'Cargando tus pruebas...',
  couldNotLoadTests: (reason: string) => `No se pudieron cargar tus pruebas. ${reason}`,
  noTests: 'Tu clase aún no tiene pruebas asignadas.',
  retry: 'Reintentar',

  timeLimit: 'Tiempo límite',
  questionsLabel: 'Preguntas',
  pointsLabel: 'Puntos',
  attemptsLabel: 'Intentos',
  minutes: (n: number) => plural(n, { one: '# minuto', other: '# minutos' }),
  attemptsUsed: (used: number, max: number) => `${num(used)} de ${num(max)} usados`,
  opensOn: (when: string) => `Se abre el ${when}`,
  opensLater: 'Se abrirá en una fecha aún por definir',
  testClosed: 'Esta prueba ya está cerrada.',
  score: (percent: string) => `Puntuación: ${percent}`,
  lastScore: (percent: string) => `Última puntuación: ${percent}`,
  passed: 'Aprobado',
  notPassed: 'No aprobado',
  waitingForGrading: 'Pendiente de calificación',
  onlyLearner: 'Solo el estudiante puede hacer esta prueba.',
  starting: 'Iniciando...',
  opening: 'Abriendo...',
  startTest: 'Empezar prueba',
  resumeTest: 'Continuar prueba',
  viewResult: 'Ver resultado',
  timeLeftChecking: 'Tiempo restante: comprobando...',
  timeLeftUnknown: (reason: string) => `Tiempo restante desconocido: ${reason}`,
  timeLeftIs: (clock: string) => `Tiempo restante: ${clock}`,
  timeUpSubmitting: 'Se acabó el tiempo: se están enviando tus respuestas guardadas.',

  backToTests: 'Volver a las pruebas',
  questions,
  points,
  attemptOf: (n: number, max: number) => `Intento ${num(n)} de ${num(max)}`,
  attemptHint:
    'Tus respuestas se guardan a medida que avanzas. El reloj sigue corriendo si sales de esta página: «Continuar prueba» te trae de vuelta.',
  timeLeft: 'Tiempo restante',
  minutesLeft: (n: number) => plural(n, { one: 'Queda # minuto.', other: 'Quedan # minutos.' }),
  submitting: {
    learner: 'Enviando tus respuestas...',
    time: 'Se acabó el tiempo. Enviando tus respuestas...',
    closed: 'Este intento ya se envió. Cargando tu resultado...',
  },
  notSubmitted: (reason: string) => `Tu prueba no se envió: ${reason}`,
  timeUpNotSubmitted: (reason: string) => `Se acabó el tiempo, pero no se pudieron enviar tus respuestas: ${reason}`,
  resultNotLoaded: (reason: string) => `No se pudo cargar tu resultado: ${reason}`,
  tryAgain: 'Intentar de nuevo',
  submitTest: 'Enviar prueba',
  unsavedWork: 'Algunas respuestas de esta prueba aún no se han guardado.',
  saveStatus: {
    saving: 'Guardando...',
    saved: 'Todas las respuestas guardadas',
    error: 'Aún sin guardar: reintentando',
  },
  notSavedAnnouncement: 'Tus últimas respuestas aún no se han guardado. Reintentando.',
  retryNow: 'Reintentar ahora',
  questionNumber: (n: number | string) => `Pregunta ${typeof n === 'number' ? num(n) : n}`,
  trueFalse: { true: 'Verdadero', false: 'Falso' },

  submitTitle: '¿Enviar la prueba?',
  keepAnswering: 'Seguir respondiendo',
  submitNow: 'Enviar ahora',
  unansweredSummary: (unanswered: number, total: number) => {
    if (unanswered === 0) return total === 1 ? 'La pregunta está respondida.' : `Las ${num(total)} preguntas están respondidas.`;
    return `${num(unanswered)} de ${questions(total)} ${unanswered === 1 ? 'está' : 'están'} sin responder:`;
  },
  questionUnanswered: (n: number) => `La pregunta ${num(n)} está sin responder`,
  cannotChange: 'Una vez enviadas, tus respuestas no se pueden cambiar.',

  resultTitle: (title: string) => `${title}: tu resultado`,
  yourScore: 'Tu puntuación',
  autoSubmitted: 'Se acabó el tiempo, así que tus respuestas guardadas se enviaron automáticamente.',
  pointsOf: (score: number, total: number) => `${num(score)} de ${points(total)}`,
  passingScore: (percent: string) => `Puntuación mínima para aprobar: ${percent}`,
  waitingTitle: 'Enviada: pendiente de la calificación de tu profesor',
  stillToGrade: (n: number) => plural(n, { one: 'Queda # pregunta por calificar.', other: 'Quedan # preguntas por calificar.' }),
  gradingExplained:
    'Tu puntuación, si aprobaste y el resultado de cada pregunta aparecerán aquí cuando tu profesor haya calificado tus respuestas.',
  pointsSoFar: (score: number, total: number, passing: string) =>
    `Puntos hasta ahora: ${num(score)} de ${num(total)}. Puntuación mínima para aprobar: ${passing}.`,
  outcome: {
    correct: 'Correcta',
    incorrect: 'Incorrecta',
    partial: 'Parcialmente correcta',
    pending: 'Pendiente de calificación',
  },
  yourAnswer: 'Tu respuesta',
  noAnswer: 'Sin respuesta',
  correctAnswer: 'Respuesta correcta',
  notGradedYet: (max: number) => `Aún sin calificar (de ${num(max)})`,
  pointsOutOf: (got: number, max: number) => `${num(got)} de ${num(max)}`,
  teachersComment: 'Comentario del profesor',

  testResults: 'Resultados de las pruebas',
  resultScoreLabel: (testName: string) => `Puntuación de ${testName}`,
  viewAllResults: 'Ver todos los resultados',
  noResults:
    'Aún no hay pruebas calificadas. Tus resultados aparecerán aquí cuando un profesor haya calificado tu primera prueba.',
  loadingTopic: { 'your test results': 'Cargando los resultados de tus pruebas...', 'your progress': 'Cargando tu progreso...' },
  couldNotLoadTopic: (topic: ResultsTopic, reason: string) => `${couldNotLoad[topic]} ${reason}`,

  unreachable: 'No se pudo conectar con el servidor. Revisa tu conexión.',
  somethingWrong: 'Algo salió mal.',
} satisfies LearnerTestsMessages;
