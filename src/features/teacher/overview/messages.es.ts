import type { OverviewMessages } from './messages.ts';

export default {
  title: 'Panel',
  lead: (firstName: string) => `Qué bueno verte, ${firstName}. Así van tus clases.`,
  stats: {
    totalStudents: 'Total de estudiantes',
    activeClasses: 'Clases activas',
    uploadedMaterials: 'Materiales subidos',
    pendingTests: 'Pruebas pendientes',
    avgAttendance: 'Asistencia media',
  },
  loading: 'Cargando',
  recentActivity: 'Actividad reciente',
  loadingActivity: 'Cargando la actividad...',
  noActivity: 'Aún no hay actividad reciente. Aquí aparecerán las subidas, la asistencia y las pruebas.',
  quickActions: 'Acciones rápidas',
  quick: { materials: 'Subir materiales', tests: 'Crear una prueba', attendance: 'Pasar lista', students: 'Ver estudiantes' },
  pendingTitle: 'Cuentas de profesor pendientes de aprobación',
  approve: 'Aprobar',
  approveName: (name: string) => `Aprobar a ${name}`,
  approved: (name: string) => `${name} ya puede usar el panel del profesor.`,
  approveFailed: (name: string, reason: string) => `No se pudo aprobar a ${name}: ${reason}`,
  tryAgain: 'Inténtalo de nuevo.',
} satisfies OverviewMessages;
