import { loadOnce } from '../../lib/load-once.ts';
import type { PDFDocumentProxy } from '../pdf/pdf-runtime.ts';
import type * as Engine from './find-engine.ts';
import type { FindStatus } from './find-status.ts';
import type { FindOptions } from './page-matcher.ts';

type FindEngine = typeof Engine;

/** Find's working parts arrive when the first search starts; later documents reuse them. */
export const loadFindEngine: () => Promise<FindEngine> = loadOnce(() => import('./find-engine.ts'));

/** Typing searches once it pauses this long (ms), as pdf.js's find bar does. */
const TYPING_DELAY = 250;
/** Counting waits at most this long (ms) for the page of a match to be drawn. */
const RESUME_AFTER = 1000;

const searchKey = (query: string, options: FindOptions): string =>
  `${options.caseSensitive ? 'C' : 'c'}${options.entireWord ? 'W' : 'w'}${query}`;

/** What the viewer shows, as of its last render. */
export interface FindView {
  doc: PDFDocumentProxy | null;
  /** The page shown (1-based). */
  page: number;
  goTo: (page: number) => void;
  /** The scrolling area holding the shown page. */
  stage: HTMLElement | null;
  /** The find bar is open: marks are shown. */
  open: boolean;
}

/**
 * The working side of find for one viewer: the search session of the open document, the
 * typing delay, and the marks in the shown page's text layer. A match on another page turns
 * the viewer to it; once that page's text layer is drawn its matches are marked and the
 * current one is scrolled into view.
 */
export class FindDriver {
  #view: FindView = { doc: null, page: 1, goTo: () => {}, stage: null, open: false };
  #session: { engine: FindEngine; session: Engine.FindSession } | null = null;
  /** The query and options of the last search started. */
  #searched: string | null = null;
  #selected: FindStatus['selected'] = null;
  /** The current match changed: scroll to it once its page is drawn. */
  #scrollPending = false;
  #typingTimer: ReturnType<typeof setTimeout> | null = null;
  /** Counting resumes by then even if the match's page is never drawn. */
  #resumeTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly onStatus: (status: FindStatus) => void,
    private readonly onFailed: (failed: boolean) => void,
  ) {}

  /** Takes the viewer's latest state; a new document ends the old one's search. */
  sync(view: FindView): void {
    const before = this.#view;
    this.#view = view;
    if (view.doc !== before.doc) this.#endSession();
    if (view.open !== before.open || view.page !== before.page) this.mark();
  }

  /** Searches at once (Enter, an option changed, a search result opened). */
  search(query: string, options: FindOptions, previous = false): void {
    this.#cancelTyping();
    const doc = this.#view.doc;
    if (!doc) return;
    const key = searchKey(query, options);
    this.#searched = key;
    loadFindEngine().then(
      (loaded) => {
        if (this.#searched !== key || this.#view.doc !== doc) return; // a newer search took over
        this.onFailed(false);
        if (!this.#session) {
          const onPageMatches = (page: number): void => {
            if (page === this.#view.page) this.mark();
          };
          this.#session = {
            engine: loaded,
            session: new loaded.FindSession(doc.numPages, loaded.pageTextSource(doc), (s) => this.#onStatus(s), onPageMatches),
          };
        }
        this.#selected = null;
        this.#session.session.search(loaded.compileQuery(query, options), this.#view.page, previous);
      },
      () => {
        if (this.#searched !== key) return;
        this.#searched = null;
        this.onFailed(true);
      },
    );
  }

  /** Typing: searches once the typing pauses; an empty field clears the search at once. */
  typed(query: string, options: FindOptions): void {
    this.#cancelTyping();
    if (query.trim() === '') {
      this.#searched = null;
      this.#selected = null;
      this.#session?.session.search(null, this.#view.page);
      this.mark();
      return;
    }
    this.#typingTimer = setTimeout(() => this.search(query, options), TYPING_DELAY);
  }

  /** Next or previous match; a query or options not searched yet start a new search. */
  step(query: string, options: FindOptions, previous: boolean): void {
    if (query.trim() === '') return;
    if (this.#typingTimer || !this.#session || this.#searched !== searchKey(query, options))
      this.search(query, options, previous);
    else this.#session.session.again(previous, this.#view.page);
  }

  /** Marks the shown page's matches (or takes them out when the bar is closed). */
  mark(): void {
    const current = this.#session;
    const layer = this.#shownLayer();
    if (!current || !layer) return;
    const { page, open, stage } = this.#view;
    if (!open) {
      current.engine.clearHighlights(layer);
      return;
    }
    const here = this.#selected?.page === page ? this.#selected.index : null;
    if (here !== null) this.#resumeCounting();
    const element = current.engine.highlightMatches(layer, current.session.matchesOn(page), here);
    if (element && stage && this.#scrollPending) {
      this.#scrollPending = false;
      current.engine.scrollIntoStage(stage, element);
    }
  }

  destroy(): void {
    this.#cancelTyping();
    this.#endSession();
  }

  #onStatus(status: FindStatus): void {
    this.onStatus(status);
    const before = this.#selected;
    const next = status.selected;
    this.#selected = next;
    if (!next || (before && before.page === next.page && before.index === next.index)) return;
    this.#scrollPending = true;
    if (next.page === this.#view.page) {
      this.mark();
      return;
    }
    // The match's page is drawn before more pages are read.
    this.#session?.session.pause();
    if (this.#resumeTimer) clearTimeout(this.#resumeTimer);
    this.#resumeTimer = setTimeout(() => this.#resumeCounting(), RESUME_AFTER);
    this.#view.goTo(next.page);
  }

  /** The shown page's text layer, once pdf.js has finished it. */
  #shownLayer(): HTMLElement | null {
    const { stage, page } = this.#view;
    const layer = stage?.querySelector<HTMLElement>(`.page[data-page-number="${page}"] > .textLayer`);
    return layer?.querySelector(':scope > .endOfContent') ? layer : null;
  }

  #resumeCounting(): void {
    if (this.#resumeTimer) clearTimeout(this.#resumeTimer);
    this.#resumeTimer = null;
    this.#session?.session.resume();
  }

  #cancelTyping(): void {
    if (this.#typingTimer) clearTimeout(this.#typingTimer);
    this.#typingTimer = null;
  }

  #endSession(): void {
    if (this.#resumeTimer) clearTimeout(this.#resumeTimer);
    this.#resumeTimer = null;
    this.#session?.session.destroy();
    this.#session = null;
    this.#searched = null;
    this.#selected = null;
  }
}
