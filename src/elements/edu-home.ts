import { defineElement } from '../lib/define-element.tsx';

/** <edu-home>: the public home page; its placeholder buttons emit `edu-home-action`. */
export const EduHome = defineElement({
  name: 'edu-home',
  load: () => import('../features/home/home.tsx'),
});
