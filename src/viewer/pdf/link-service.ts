import type { PDFDocumentProxy } from 'pdfjs-dist';

type Dest = string | unknown[] | null;

/** A page number, or a step from the current page (clamped by the viewer). */
export type PageTarget = number | 'next' | 'previous';

/**
 * The small part of pdf.js's link service that AnnotationLayer calls, without the whole
 * pdf_viewer bundle. External links open in a new tab without opener or referrer, and only
 * for http(s) and mailto: a PDF is untrusted content. Internal links change the page.
 */
export class ViewerLinkService {
  readonly eventBus = null;
  readonly externalLinkEnabled = true;
  readonly isInPresentationMode = false;
  private doc: PDFDocumentProxy | null = null;

  constructor(private readonly goToPage: (target: PageTarget) => void) {}

  setDocument(doc: PDFDocumentProxy): void {
    this.doc = doc;
  }

  get pagesCount(): number {
    return this.doc?.numPages ?? 0;
  }

  addLinkAttributes(link: HTMLAnchorElement, url: string, _newWindow = false): void {
    let safe: URL | null;
    try {
      safe = new URL(url);
    } catch {
      safe = null;
    }
    if (safe && ['http:', 'https:', 'mailto:'].includes(safe.protocol)) {
      link.href = safe.href;
      link.title = safe.href;
      link.target = '_blank';
      link.rel = 'noopener noreferrer nofollow';
    } else {
      link.removeAttribute('href');
      link.title = `Disabled: ${url}`;
      link.onclick = () => false;
    }
  }

  getDestinationHash(_dest: Dest): string {
    return '#';
  }

  getAnchorUrl(anchor: string): string {
    return `#${anchor}`;
  }

  async goToDestination(dest: Dest): Promise<void> {
    const page = await this.pageOfDestination(dest);
    if (page !== null) this.goToPage(page);
  }

  /**
   * The 1-based page a destination points to (a named one or an explicit array, as links and
   * outline entries carry them), or null when the document has no such page.
   */
  async pageOfDestination(dest: Dest): Promise<number | null> {
    const doc = this.doc;
    if (!doc) return null;
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest).catch(() => null) : dest;
    const ref = Array.isArray(explicit) ? explicit[0] : null;
    let index: number | null = null;
    if (typeof ref === 'number') index = ref;
    else if (ref && typeof ref === 'object')
      index = await doc.getPageIndex(ref as { num: number; gen: number }).catch(() => null);
    return index !== null && index >= 0 && index < doc.numPages ? index + 1 : null;
  }

  executeNamedAction(action: string): void {
    if (action === 'FirstPage') this.goToPage(1);
    else if (action === 'LastPage') this.goToPage(this.pagesCount);
    else if (action === 'NextPage') this.goToPage('next');
    else if (action === 'PrevPage') this.goToPage('previous');
  }

  executeSetOCGState(): void {}
}
