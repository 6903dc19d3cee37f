import { pluralFor } from '../../lib/i18n/plural.ts';
import type { HomeMessages } from './messages.ts';

const plural = pluralFor('es');
const minutes = (n: number) => plural(n, { one: '# minuto', other: '# minutos' });

export default {
  headline: 'Para cada estudiante, en cada aula. Resultados reales.',
  mission:
    'Somos una organización sin fines de lucro cuya misión es ofrecer educación gratuita y de primer nivel para cualquiera, en cualquier lugar. ' +
    'Aquí estudiantes, profesores y familias trabajan juntos, en un solo lugar.',
  audiences: { learners: 'Estudiantes', teachers: 'Profesores', parents: 'Familias' },
  illustration: 'Estudiante sonriente estudiando con un portátil y libros',
  topRated: 'Mejor valorado',

  examHeading: 'Información de exámenes',
  forStudents: 'Para estudiantes',
  rowTitles: {
    'take-test': 'Exámenes de práctica',
    'download-materials': 'Materiales de estudio',
    'view-report': 'Seguimiento del progreso',
  },
  rowButtons: { 'take-test': 'Hacer examen', 'download-materials': 'Descargar', 'view-report': 'Ver informe' },

  classes: 'Grados',
  classNames: { 'Class 11': 'Grado 11', 'Class 12': 'Grado 12' },
  classTimingLabel: 'Horario de clase',
  feesLabel: 'Cuota',
  classTiming: (from: string, to: string) => `${from} - ${to}`,
  perMonth: (fee: string) => `${fee}/mes`,
  getSyllabus: 'Ver temario',
  viewMaterial: 'Ver material',
  enrollNow: 'Inscríbete ahora',

  scheduleHeading: 'Horario de clases',
  subjects: {
    Mathematics: 'Matemáticas',
    Physics: 'Física',
    Chemistry: 'Química',
    Biology: 'Biología',
    English: 'Inglés',
    History: 'Historia',
    'Computer Science': 'Informática',
  },
  sessionTime: (from: string, to: string) => `${from} - ${to}`,
  sessionNote: (teachingMinutes: number, doubtMinutes: number) =>
    `${minutes(teachingMinutes)} de clase + ${minutes(doubtMinutes)} para resolver dudas`,
  joinClass: 'Unirse a la clase',
  viewNotes: 'Ver apuntes',
} satisfies HomeMessages;
