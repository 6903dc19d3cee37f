import { defineElement } from '../lib/define-element.tsx';

/** <edu-header>: logo, title, account links; the menu toggle on mobile dashboard paths. */
export const EduHeader = defineElement({
  name: 'edu-header',
  load: () => import('../features/shell/header.tsx'),
});
