import type { DemoMessages } from './messages.ts';

export default {
  skipToContent: 'Saltar al contenido',
  language: 'Idioma',
  notFoundTitle: 'Página no encontrada',
  notFoundText: (path: string) => `No hay ninguna página en ${path}. `,
  goHome: 'Ir a la página de inicio',
  titles: {
    home: 'EduPortal',
    parents: 'Familias · EduPortal',
    learners: 'Estudiantes · EduPortal',
    teachers: 'Docentes · EduPortal',
    login: 'Iniciar sesión · EduPortal',
    signup: 'Registrarse · EduPortal',
    notFound: 'Página no encontrada · EduPortal',
  },
} satisfies DemoMessages;
