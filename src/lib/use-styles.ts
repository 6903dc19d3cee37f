import { useElement } from './element-context.tsx';
import { adoptStyles } from './stylesheets.ts';

/**
 * Adopts CSS into the element's shadow root before the component paints: a lazily loaded part
 * brings its own CSS in its chunk instead of the element's first paint carrying it.
 */
export function useStyles(...cssTexts: string[]): void {
  adoptStyles(useElement().root, ...cssTexts);
}
