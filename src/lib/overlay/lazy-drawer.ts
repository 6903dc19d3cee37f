import { lazyComponent } from '../lazy-component.tsx';
import type { DrawerProps } from './drawer.tsx';

/**
 * The Drawer as a chunk of its own: only a layout narrow enough to show one fetches it (with
 * the modal dialog it is built on), a wide dashboard never does.
 */
export const LazyDrawer = lazyComponent<DrawerProps>(async () => (await import('./drawer.tsx')).Drawer);
