import type { AuthMessages } from './messages.ts';

export default {
  title: { login: 'Te damos la bienvenida de nuevo', signup: 'Únete a nuestra comunidad de aprendizaje' },
  subtitle: {
    login: 'Inicia sesión para continuar tu camino de aprendizaje',
    signup: 'Crea tu cuenta para empezar a aprender hoy',
  },
  account: 'Cuenta',
  tabs: { login: 'Iniciar sesión', signup: 'Registrarse' },
  submit: { login: 'Iniciar sesión', signup: 'Crear cuenta' },
  submitting: { login: 'Iniciando sesión...', signup: 'Creando cuenta...' },
  socialDivider: { login: 'O continúa con', signup: 'O regístrate con' },
  continueWith: (provider: string) => `Continuar con ${provider}`,
  signUpWith: (provider: string) => `Registrarse con ${provider}`,
  success: { login: '¡Sesión iniciada correctamente!', signup: '¡Cuenta creada correctamente!' },
  failure: {
    login: 'No se pudo iniciar sesión. Inténtalo de nuevo.',
    signup: 'No se pudo completar el registro. Inténtalo de nuevo.',
  },
  serverUnreachable: 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  waiting: {
    pendingTeacher: 'Tu cuenta de docente está pendiente de la aprobación de un docente del centro.',
    unlinkedStudent:
      'Tu cuenta aún no está vinculada a un expediente de estudiante. Pide a un docente que la vincule desde tu perfil en el directorio de estudiantes.',
    unlinkedParent:
      'Tu cuenta aún no está vinculada a ningún hijo o hija. Pide a un docente que la vincule desde el perfil de tu hijo o hija en el directorio de estudiantes.',
  },

  panelTitle: 'Impulsa tu camino de aprendizaje',
  panelText: 'Accede a miles de cursos, conecta con instructores expertos y alcanza tus metas educativas.',
  features: {
    tools: 'Herramientas de aprendizaje interactivas',
    instructors: 'Instructores expertos',
    security: 'Plataforma rápida y segura',
  },

  emailLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
  rememberMe: 'Recordarme',
  forgotPassword: '¿Olvidaste tu contraseña?',
  fullNameLabel: 'Nombre completo',
  roleLabel: 'Soy',
  rolePlaceholder: 'Selecciona tu rol',
  roles: { student: 'Estudiante', teacher: 'Docente', parent: 'Madre, padre o tutor' },
  confirmPasswordLabel: 'Confirmar contraseña',
  termsAgreement: 'Acepto los {terms} y la {privacy}',
  termsOfService: 'Términos del servicio',
  privacyPolicy: 'Política de privacidad',

  errors: {
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'El formato del correo electrónico no es válido',
    emailTooLong: 'El correo electrónico debe tener como máximo 254 caracteres',
    passwordRequired: 'La contraseña es obligatoria',
    signInPasswordShort: 'La contraseña debe tener al menos 6 caracteres',
    signUpPasswordShort: 'La contraseña debe tener al menos 8 caracteres',
    passwordTooLong: 'La contraseña debe tener como máximo 256 caracteres',
    passwordWeak: 'La contraseña debe contener al menos una letra mayúscula, una letra minúscula y un número',
    fullNameRequired: 'El nombre completo es obligatorio',
    fullNameShort: 'El nombre completo debe tener al menos 2 caracteres',
    fullNameTooLong: 'El nombre completo debe tener como máximo 120 caracteres',
    roleRequired: 'Selecciona un rol',
    confirmRequired: 'Confirma tu contraseña',
    passwordsDiffer: 'Las contraseñas no coinciden',
    termsRequired: 'Debes aceptar los términos y condiciones',
  },
} satisfies AuthMessages;
