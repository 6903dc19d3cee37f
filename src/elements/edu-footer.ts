import { defineElement } from '../lib/define-element.tsx';
import type { FooterProps } from '../features/shell/footer.tsx';

/** <edu-footer address phone email>: the shared footer; placeholder links emit `edu-link`. */
export const EduFooter = defineElement<FooterProps>({
  name: 'edu-footer',
  load: () => import('../features/shell/footer.tsx'),
  attributes: { address: 'string', phone: 'string', email: 'string' },
});
