import { SHARED_ES } from '../../../lib/i18n/shared-texts.es.ts';
import { pluralFor } from '../../../lib/i18n/plural.ts';
import type { LearnerSectionMessages } from './section-messages.ts';

const plural = pluralFor('es');
const days = (n: number): string => plural(n, { one: '# día', other: '# días' });

export default {
  addCourseTitle: 'Añadir un curso nuevo',
  courseTitle: 'Título del curso',
  category: 'Categoría',
  categoryPlaceholder: 'p. ej., Matemáticas, Física',
  instructor: 'Profesor',
  cancel: SHARED_ES.cancel,
  addCourse: 'Añadir curso',
  courseErrors: {
    title: 'El título del curso es obligatorio',
    category: 'La categoría es obligatoria',
    instructor: 'El profesor es obligatorio',
  },

  fileCount: (n: number) => plural(n, { one: '# archivo', other: '# archivos' }),
  showingFor: 'Mostrando los materiales de {course}',
  showAllMaterials: 'Mostrar todos los materiales',
  loadingMaterials: 'Cargando los materiales...',
  noMaterialsFor: (title: string) => `No se encontraron materiales de ${title}.`,
  noMaterials: 'No se encontraron materiales.',
  viewAllMaterials: 'Ver todos los materiales',
  size: (size: string) => `Tamaño: ${size}`,
  uploaded: (date: string) => `Subido: ${date}`,
  fileNotAvailable: SHARED_ES.fileNotAvailable,
  pageCount: SHARED_ES.pageCount,
  processing: SHARED_ES.processing,
  viewFile: (name: string) => `Ver ${name}`,
  view: SHARED_ES.view,
  sizeUnits: SHARED_ES.sizeUnits,

  overallProgress: 'Progreso general',
  overallAverage: 'Promedio general',
  overallProgressBar: 'Progreso general',
  tiles: {
    testsTaken: 'Pruebas realizadas',
    totalMarks: 'Puntos totales',
    averageScore: 'Puntuación media',
    gradeLevel: 'Calificación',
  },
  subjectPerformance: 'Rendimiento por asignatura',
  noGradedTests: 'Aún no hay pruebas calificadas.',
  subjectAverage: (subject: string) => `Promedio de ${subject}`,
  recentPerformance: 'Pruebas recientes',

  myProfile: 'Mi perfil',
  changePhoto: 'Cambiar foto',
  level: (level: string) => `Nivel ${level}`,
  levelProgress: (level: string) => `Progreso del nivel ${level}`,
  weeklyStreak: 'Racha semanal',
  streakDays: days,
  streakOn: (n: number) => `¡Sigue así! ¡Llevas una racha de ${days(n)}!`,
  streakStart: '¡Completa una lección hoy para empezar tu racha!',
  thisWeek: 'Esta semana',
  weekDays: { mon: 'L', tue: 'M', wed: 'X', thu: 'J', fri: 'V', sat: 'S', sun: 'D' },
  dayLearned: 'aprendido',
  dayNotYet: 'todavía no',
  avatarFallback: 'U',

  editProfileTitle: 'Editar perfil',
  fullName: 'Nombre completo',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  location: 'Ubicación',
  bio: 'Biografía',
  bioPlaceholder: 'Cuéntanos sobre ti',
  saveChanges: 'Guardar cambios',
  profileErrors: {
    nameRequired: 'El nombre es obligatorio',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Introduce un correo electrónico válido',
  },
} satisfies LearnerSectionMessages;
