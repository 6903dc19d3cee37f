/** The demo page's own texts (around the elements, which carry their own). */
const en = {
  skipToContent: 'Skip to content',
  language: 'Language',
  notFoundTitle: 'Page not found',
  notFoundText: (path: string) => `There is no page at ${path}. `,
  goHome: 'Go to the home page',
  fileRefusedTitle: 'This file cannot be opened here',
  fileRefusedText: 'This page opens only the files of this portal. ',
  titles: {
    home: 'EduPortal',
    parents: 'Parents · EduPortal',
    learners: 'Learners · EduPortal',
    teachers: 'Teachers · EduPortal',
    admin: 'Administration · EduPortal',
    login: 'Sign In · EduPortal',
    signup: 'Sign Up · EduPortal',
    notFound: 'Page not found · EduPortal',
    view: 'Document · EduPortal',
  },
};

export default en;
