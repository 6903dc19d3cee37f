/** The viewer's own chunk: loaded by the element when it renders, or sooner by a warm-up. */
export const loadViewerElement = () => import('./viewer-element.tsx');
