import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generatedPdfLayersCss, PDF_LAYERS_CSS } from '../gen-pdf-layers-css.ts';
import { pdfLayersCss } from './pdf-layers-css.ts';

describe('pdfLayersCss', () => {
  it('keeps the rules that style pages and their layers, with the variables on :host', () => {
    const css = pdfLayersCss(`
      :root { --page-border: 9px solid red; }
      @media (prefers-color-scheme: dark) { :root { --x: 1; } }
      .pdfViewer .page { border: var(--page-border); }
      .textLayer span, .dialog span { color: transparent; }
      [data-main-rotation="90"] { transform: rotate(90deg); }
      .annotationLayer .popup { animation: pop 1s; }
      @keyframes pop { to { opacity: 1; } }
    `);
    expect(css).toContain(':host { --page-border: 9px solid red; }');
    // Dark colours follow the element's theme, the system setting only for theme="auto".
    expect(css).toContain(':host(:state(dark)) { --x: 1; }');
    expect(css).toContain('@media (prefers-color-scheme: dark) { :host(:state(auto)) { --x: 1; } }');
    expect(css).toContain('.pdfViewer .page');
    expect(css).toContain('[data-main-rotation="90"]');
    expect(css).toContain('@keyframes pop');
    expect(css).toMatch(/\.textLayer span\s*{/); // the other selector of the list is gone
    expect(css).not.toContain('.dialog');
    expect(css).not.toContain(':root');
  });

  it("drops pdf.js's application UI, editors and animations nobody uses", () => {
    const css = pdfLayersCss(`
      .dialog { display: block; }
      #viewsManager { width: 200px; }
      .annotationEditorLayer .freeTextEditor { color: red; }
      .page .annotationEditorLayer { z-index: 2; }
      .toolbar { height: 32px; }
      @supports (color: light-dark(red, red)) { #editorUndoBar { color: red; } }
      @keyframes spin { to { transform: rotate(1turn); } }
    `);
    expect(css.trim()).toBe('');
  });

  it('matches the installed pdfjs-dist (run `npm run gen:pdf-css` after upgrading it)', async () => {
    expect(await readFile(PDF_LAYERS_CSS, 'utf8')).toBe(await generatedPdfLayersCss());
  });
});
