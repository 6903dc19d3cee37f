import type { ShellMessages } from './messages.ts';

export default {
  productName: 'EduPortal',
  tagline: 'Educación gratuita y de primer nivel para cualquiera, en cualquier lugar.',
  account: 'Cuenta',
  signIn: 'Iniciar sesión',
  signUp: 'Registrarse',
  signOut: 'Cerrar sesión',
  signOutFailed: (reason: string) => `No se pudo cerrar la sesión: ${reason}`,
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  socialMedia: 'Redes sociales',
  quickLinksHeading: 'Enlaces rápidos',
  quickLinks: { Home: 'Inicio', 'About Us': 'Quiénes somos', Courses: 'Cursos', Teachers: 'Profesores', Contact: 'Contacto' },
  resourcesHeading: 'Recursos',
  resources: { Blog: 'Blog', 'Help Center': 'Centro de ayuda', Support: 'Soporte', Community: 'Comunidad', Events: 'Eventos' },
  contactHeading: 'Contáctanos',
  policies: 'Políticas',
  policyLinks: {
    'Privacy Policy': 'Política de privacidad',
    'Terms of Service': 'Términos del servicio',
    'Cookie Policy': 'Política de cookies',
  },
  copyright: (year: number, name: string) => `© ${year} ${name}. Todos los derechos reservados.`,
} satisfies ShellMessages;
