/**
 * Writes the side panel's outlined document (run: node --import tsx src/viewer/sidebar/make-sidebar-fixtures.ts)
 * to src/viewer/test-fixtures/outlined.pdf: 8 pages and a three-level outline (outline-fixture.ts).
 */
import { writeFileSync } from 'node:fs';
import { outlinedPdf } from './outline-fixture.ts';

const here = (f: string) => new URL(f, import.meta.url).pathname;

writeFileSync(here('../test-fixtures/outlined.pdf'), await outlinedPdf());
console.log('sidebar fixture written');
