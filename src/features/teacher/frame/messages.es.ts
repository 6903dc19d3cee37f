import type { TeacherShellMessages } from './messages.ts';

export default {
  title: 'Panel del profesor',
  subtitle: '¡Hola de nuevo! Gestiona tus clases y a tus estudiantes de forma eficaz.',
  navTitle: 'HERRAMIENTAS DEL PROFESOR',
  sections: { dashboard: 'Panel', materials: 'Materiales', tests: 'Pruebas', attendance: 'Asistencia', students: 'Estudiantes' },
  loadingSections: {
    dashboard: 'Cargando el panel...',
    materials: 'Cargando los materiales...',
    tests: 'Cargando las pruebas...',
    attendance: 'Cargando la asistencia...',
    students: 'Cargando los estudiantes...',
  },
  closeMenu: 'Cerrar menú',
  openToolsCurrent: 'Abrir las herramientas del profesor, sección actual: ',
  gateWhat: 'El panel del profesor',
  sectionPart: (section: string) => `la sección ${section}`,
  teacherRole: 'Profesor',
} satisfies TeacherShellMessages;
