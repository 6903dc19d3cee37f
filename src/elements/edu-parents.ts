import { defineElement } from '../lib/define-element.tsx';

/**
 * <edu-parents api-base>: signed in as a parent, each linked child (a tab per child when there
 * are several) with their attendance this term, test results, upcoming tests and their class's
 * newest materials, which open in <edu-material-viewer>; signed out, or signed in as anyone
 * else, the placeholder page 'Parents Page' / 'Coming soon...'.
 */
export const EduParents = defineElement({
  name: 'edu-parents',
  load: () => import('../features/parents/parents.tsx'),
});
