import { useStyles } from '../../../lib/use-styles.ts';
import sectionCss from './section.css?inline';

/**
 * Adopts the shared section look (headings, fields, badges, states) plus a section's own CSS
 * into the element's shadow root; the CSS ships in the chunk of the section that imports it.
 */
export function useSectionStyles(...own: string[]): void {
  useStyles(sectionCss, ...own);
}
