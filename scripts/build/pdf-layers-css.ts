import postcss, { type AtRule, type Container } from 'postcss';

/**
 * pdf.js's viewer CSS (pdfjs-dist/web/pdf_viewer.css, ~265 KB) styles its whole application:
 * toolbar, sidebar, dialogs, annotation editors. Our viewer draws only pages: a canvas, the
 * text layer and the annotation layer. Keeping just the selectors that can match those (and
 * the variables they read) leaves about a fifth of it, which the browser parses each time a
 * PDF first opens on a page, while pdf.js boots its worker.
 *
 * pdf.js declares its variables on :root, which a shadow tree never sees: they move to :host.
 */
const PAGE_SELECTOR =
  /:root|\[data-main-rotation|\.(pdfViewer|page|canvasWrapper|textLayer|annotationLayer|endOfContent)(?![\w-])/;
// Inside those layers, but only drawn by pdf.js's editing UI, which our viewer never creates.
const EDITOR_SELECTOR = /\.(annotationEditorLayer|editToolbar)(?![\w-])|#/;

export function pdfLayersCss(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if ((rule.parent as AtRule | undefined)?.name?.endsWith('keyframes')) return;
    const kept = rule.selectors.filter((s) => PAGE_SELECTOR.test(s) && !EDITOR_SELECTOR.test(s));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept.map((s) => s.replace(/:root\b/g, ':host'));
  });
  // pdf.js picks its dark colours by the system setting; ours follow the element's theme:
  // always for theme="dark", by the system setting only for theme="auto".
  root.walkAtRules('media', (media) => {
    if (!/prefers-color-scheme:\s*dark/.test(media.params)) return;
    media.walkRules((rule) => {
      if (!rule.selectors.every((s) => s.startsWith(':host'))) return;
      const forDark = rule.clone({ selectors: rule.selectors.map((s) => s.replace(':host', ':host(:state(dark))')) });
      media.before(forDark);
      rule.selectors = rule.selectors.map((s) => s.replace(':host', ':host(:state(auto))'));
    });
  });
  // Keyframes nobody uses any more, then @media/@supports blocks left empty.
  const used = new Set<string>();
  root.walkDecls(/^animation(-name)?$/, (d) => d.value.split(/[\s,]+/).forEach((w) => used.add(w)));
  root.walkAtRules(/keyframes$/, (a) => void (used.has(a.params) || a.remove()));
  const prune = (node: Container) =>
    node.each((child) => {
      if (child.type === 'atrule' && child.nodes) {
        prune(child);
        if (child.nodes.length === 0) child.remove();
      }
    });
  prune(root);
  return root.toString();
}
