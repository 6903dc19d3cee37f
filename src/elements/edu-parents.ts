import { defineElement } from '../lib/define-element.tsx';

/** <edu-parents>: the parents placeholder page. */
export const EduParents = defineElement({
  name: 'edu-parents',
  load: () => import('../features/parents/parents.tsx'),
});
