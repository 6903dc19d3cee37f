import { SHARED_ES } from '../../../lib/i18n/shared-texts.es.ts';
import type { LearnerMessages } from './messages.ts';

export default {
  noLearner: 'Indica un estudiante con el atributo student-id para ver su panel.',
  gateWhat: 'El panel del estudiante',
  goBack: 'Volver',
  title: 'Panel del estudiante',
  greeting: (name: string) => `¡Hola de nuevo, ${name}! Este es tu resumen de aprendizaje personalizado.`,
  sectionsToggle: 'Secciones',
  courseAdded: (title: string) => `Se añadió el curso «${title}».`,
  profileUpdated: 'Perfil actualizado.',
  loadingSection: (section: string) => `Cargando ${section}...`,
  sectionPart: (section: string) => `la sección ${section}`,
  addCourseForm: 'el formulario para añadir un curso',
  percent: SHARED_ES.percent,

  navLabel: 'Panel del estudiante',
  menu: 'Menú',
  closeSidebar: 'Cerrar la barra lateral',
  groups: { stuff: 'MIS COSAS', account: 'MI CUENTA' },
  sections: {
    syllabus: 'Temario',
    material: 'Material',
    test: 'Pruebas',
    progress: 'Progreso',
    profile: 'Perfil',
  },

  myCourses: 'Mis cursos',
  edit: 'Editar',
  complete: (percent: string) => `${percent} completado`,
  courseProgress: (title: string) => `Progreso de ${title}`,
  startCourse: 'Empezar curso',
  addAnotherCourse: 'Añadir otro curso',
  seeAllCourses: 'Ver todos los cursos',
} satisfies LearnerMessages;
