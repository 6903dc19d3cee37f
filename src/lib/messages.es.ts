import { formatList } from './i18n/format.ts';
import type { LibMessages } from './messages.ts';

export default {
  loadFailed: (what: string) => `No se pudo cargar ${what}. Comprueba tu conexión e inténtalo de nuevo.`,
  thisPartOfThePage: 'esta parte de la página',
  tryAgain: 'Intentar de nuevo',
  catalogueLoading: 'Cargando las asignaturas y los cursos...',
  catalogueFailed: (reason: string) => `No se pudieron cargar las asignaturas y los cursos: ${reason}`,

  dismissNotification: 'Descartar notificación',
  close: 'Cerrar',
  dismiss: 'Descartar',

  leave: { title: '¿Salir sin guardar?', lead: 'Tienes trabajo sin guardar:', stay: 'Quedarme', leave: 'Salir' },

  checkingAccount: 'Comprobando tu cuenta...',
  checkAccountFailed: (reason: string) => `No se pudo comprobar tu cuenta: ${reason}`,
  auth: {
    signedOut: 'Inicia sesión para ver tu panel',
    expired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    badCredentials: 'Correo electrónico o contraseña incorrectos.',
    forbidden: 'No tienes permiso para hacer eso.',
    pendingTeacher: 'Tu cuenta de profesor está pendiente de que un profesor del centro la apruebe.',
    unlinkedStudent:
      'Tu cuenta aún no está vinculada a un expediente de estudiante. Pide a un profesor que la vincule desde tu perfil en el directorio de estudiantes.',
    unlinkedParent:
      'Tu cuenta aún no está vinculada a ningún hijo. Pide a un profesor que la vincule desde el perfil de tu hijo en el directorio de estudiantes.',
  },
  nothingLost: 'No se ha perdido nada de esta página: inicia sesión y continúa donde lo dejaste.',
  notAvailable: 'No disponible para esta cuenta',
  roles: { student: 'Estudiante', teacher: 'Profesor', parent: 'Padre/madre' },
  wrongRole: (what: string, wanted: readonly string[], name: string, role: string) =>
    `${what} es para cuentas de tipo ${formatList('es', [...wanted], 'disjunction')}. Has iniciado sesión como ${name} (${role}).`,
  welcome: (name: string) => `Te damos la bienvenida, ${name}`,
  signOut: 'Cerrar sesión',
  signOutFailed: (reason: string) => `No se pudo cerrar la sesión: ${reason}`,

  // The browser's own reason is in English: the sentence says it in Spanish instead.
  networkError: () => 'No se pudo conectar con el servidor',
  uploadNetworkError: () => 'Error de red durante la subida',
  httpStatus: (status: number) => `Error HTTP ${status}`,
  notJson: 'El servidor respondió con algo que no es JSON',
  unexpectedResponse: (request: string) => `Respuesta inesperada de ${request}`,
  unexpectedUpload: 'Respuesta inesperada a la subida',
  materialsNotOk: 'La respuesta de la red no fue correcta',
  studentsFailed: 'No se pudieron cargar los estudiantes',
  studentsNetwork: (reason: string) => `Error al cargar los estudiantes: ${reason}`,
} satisfies LibMessages;
