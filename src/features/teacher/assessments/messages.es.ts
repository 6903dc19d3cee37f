import { SHARED_ES } from '../../../lib/i18n/shared-texts.es.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { pluralFor } from '../../../lib/i18n/plural.ts';
import type { TestsMessages } from './messages.ts';
import { optionLetter } from './test-builder-rules.ts';

const plural = pluralFor('es');
const n = (x: number): string => formatNumber('es', x);
const questions = (x: number) => plural(x, { one: '# pregunta', other: '# preguntas' });
const points = (x: number) => plural(x, { one: '# punto', other: '# puntos' });
const list = (items: string[]) => items.join(', ');

export default {
  sectionTitle: 'Gestión de pruebas',
  sectionLead: 'Crea pruebas y luego prográmalas y asígnalas a tus clases.',
  tabs: { create: 'Crear', manage: 'Gestionar' },

  draftRestored: 'Se recuperó de este navegador la prueba que no habías guardado.',
  discardDraft: 'Descartar borrador',
  questionsHeading: (x: number) => `Preguntas (${n(x)})`,
  totalPoints: (x: number) => `Total: ${points(x)}`,
  noQuestionsYet: 'Aún no hay preguntas. Añade una con el formulario.',
  builderSummary: (q: number, p: number) => `${questions(q)} · ${points(p)}`,
  saving: 'Guardando...',
  saveTest: 'Guardar prueba',
  saved: '¡Prueba guardada correctamente!',
  saveFailed: (reason: string) => `No se pudo guardar la prueba: ${reason}`,
  unsavedTest: (title: string, q: number) =>
    `${title ? `La prueba «${title}»` : 'La prueba que estás creando'} (${questions(q)}) aún no está guardada. Su borrador se queda en este navegador hasta que la guardes.`,
  invalid: {
    question: 'Escribe una pregunta.',
    options: 'Completa todas las opciones de las preguntas de opción múltiple.',
    correct: 'Selecciona la respuesta correcta.',
    title: 'Escribe un título para la prueba.',
    course: 'Selecciona un curso.',
    noQuestions: 'Añade al menos una pregunta.',
  },
  invalidTimeLimit: (min: number, max: number) => `El tiempo límite debe ser un número entero entre ${n(min)} y ${n(max)}.`,
  invalidMaxAttempts: (min: number, max: number) =>
    `Los intentos máximos deben ser un número entero entre ${n(min)} y ${n(max)}.`,
  invalidPassingScore: (min: number, max: number) => `La nota para aprobar debe ser un número entre ${n(min)} y ${n(max)}.`,
  invalidPoints: (min: number, max: number) => `Los puntos deben ser un número entero entre ${n(min)} y ${n(max)}.`,

  settingsHeading: 'Configuración de la prueba',
  testTitle: 'Título de la prueba',
  testTitlePlaceholder: 'p. ej., Cuestionario de Álgebra, unidad 2',
  testCourse: 'Curso',
  selectCourse: 'Selecciona un curso',
  timeLimitMinutes: 'Tiempo límite (minutos)',
  maxAttempts: 'Intentos máximos',
  passingScorePercent: 'Nota para aprobar (%)',

  addQuestion: 'Añadir pregunta',
  questionType: 'Tipo de pregunta',
  questionTypes: {
    'multiple-choice': 'Opción múltiple',
    'true-false': 'Verdadero/Falso',
    'short-answer': 'Respuesta corta',
    essay: 'Desarrollo',
  },
  points: 'Puntos',
  questionText: 'Texto de la pregunta',
  questionTextPlaceholder: 'Escribe la pregunta que responderán los estudiantes',
  options: 'Opciones',
  optionLetter: (index: number) => optionLetter(index),
  option: (letter: string) => `Opción ${letter}`,
  correctAnswer: 'Respuesta correcta',
  selectCorrectOption: 'Selecciona la opción correcta',
  correctOptionChoice: (letter: string, text: string) => (text ? `${letter}: ${text}` : letter),
  selectTrueOrFalse: 'Selecciona Verdadero o Falso',
  trueFalse: { true: 'Verdadero', false: 'Falso' },
  expectedAnswer: 'Respuesta esperada',
  essayHint: 'Las respuestas de desarrollo se califican a mano; no hace falta una clave de respuestas.',

  question: (x: number) => `Pregunta ${n(x)}`,
  questionNumber: (x: number) => `P${n(x)}`,
  pointCount: (x: number) => points(x),
  removeQuestion: (x: number) => `Quitar la pregunta ${n(x)}`,
  removeQuestionTitle: 'Quitar pregunta',
  correctOptionMark: '(respuesta correcta)',
  correctTrueFalse: (answer: string) => `Correcta: ${answer}`,
  expected: (answer: string) => `Esperada: ${answer}`,

  allTests: 'Todas las pruebas',
  allTestsCount: (x: number) => `Todas las pruebas (${n(x)})`,
  loadTestsFailed: (reason: string) => `No se pudieron cargar las pruebas: ${reason}`,
  retry: 'Reintentar',
  loadingTests: 'Cargando pruebas...',
  noTests: 'Aún no hay pruebas. Crea una en la pestaña Crear.',
  scheduledToast: (title: string, when: string) => `«${title}» programada para el ${when}.`,
  scheduleFailed: (title: string, reason: string) => `No se pudo programar «${title}»: ${reason}`,
  assignedToast: (title: string, classes: string[]) => `«${title}» asignada a ${list(classes)}.`,
  unassignedToast: (title: string) => `«${title}» ya no está asignada a ninguna clase.`,
  assignFailed: (title: string, reason: string) => `No se pudo asignar «${title}»: ${reason}`,

  statusPrefix: 'Estado: ',
  status: { draft: 'Borrador', scheduled: 'Programada', active: 'Activa', completed: 'Finalizada' },
  actions: {
    schedule: 'Programar prueba',
    assign: 'Asignar a clases',
    start: 'Iniciar prueba',
    results: 'Ver resultados',
    details: 'Ver detalles',
  },
  factQuestions: 'Preguntas',
  factPoints: 'Puntos',
  factCreated: 'Creada',
  factScheduled: 'Programada',
  factAssignedTo: 'Asignada a',
  factSubmissions: 'Entregas',
  factAverageScore: 'Nota media',
  notScheduled: 'Sin programar',
  notAssigned: 'Sin asignar',

  detailsTitle: { start: 'Iniciar prueba', details: 'Detalles de la prueba' },
  startNotice: (scheduled: string, classes: string[], minutes: number, attempts: number) =>
    `${scheduled ? `Programada para el ${scheduled}. ` : ''}${classes.length ? `Los estudiantes de ${list(classes)} la hacen` : 'Aún no está asignada a ninguna clase. Los estudiantes la harán'} desde su panel; tienen ${plural(minutes, { one: '# minuto', other: '# minutos' })} y ${plural(attempts, { one: '# intento', other: '# intentos' })}.`,
  factCourse: 'Curso',
  factStatus: 'Estado',
  factTimeLimit: 'Tiempo límite',
  minutesShort: (x: number) => `${n(x)} min`,
  factMaxAttempts: 'Intentos máximos',
  factPassingScore: 'Nota para aprobar',
  factTotalPoints: 'Puntos totales',
  loadQuestionsFailed: (reason: string) => `No se pudieron cargar las preguntas: ${reason}`,
  loadingQuestions: 'Cargando preguntas...',
  done: 'Listo',

  classes: 'Clases',
  cancel: SHARED_ES.cancel,
  assigning: 'Asignando...',
  assign: 'Asignar',
  dateAndTime: 'Fecha y hora',
  pickDateAndTime: 'Selecciona una fecha y una hora.',
  scheduling: 'Programando...',
  schedule: 'Programar',
} satisfies TestsMessages;
