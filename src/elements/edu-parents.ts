import { defineElement } from '../lib/define-element.tsx';

/**
 * Signed in as a parent: each linked child (a tab per child when there are several) with their
 * attendance this term, test results, upcoming tests and their class's newest materials, which
 * open in an `<edu-material-viewer>` inside it. Signed out, or signed in as anyone else, the
 * placeholder page 'Parents Page' / 'Coming soon...'.
 *
 * @summary A parent's view of each linked child.
 * @contains edu-material-viewer - The opened material.
 * @csspart parents - The whole page (the children's view or the placeholder).
 * @csspart viewer - The material viewer opened from it (its `viewer` part).
 * @csspart viewer-dialog - The material viewer's dialog (its `dialog` part).
 * @csspart viewer-toolbar - The material viewer's toolbar.
 * @csspart viewer-page-nav - The material viewer's PDF page navigation.
 * @csspart viewer-help - The material viewer's keyboard help for images.
 */
defineElement({
  name: 'edu-parents',
  load: () => import('../features/parents/parents.tsx'),
});
