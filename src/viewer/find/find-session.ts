/*
 * Find across a document's pages with the semantics of pdf.js's PDFFindController
 * (web/pdf_find_controller.js, Copyright Mozilla Foundation, Apache License 2.0):
 * - a new search starts on the page shown and goes forward (backward for Previous), wrapping
 *   past the last (first) page; Next and Previous step through the page's matches, then on to
 *   the next page that has some;
 * - when the reader has paged away from the selected match, Next and Previous start again from
 *   the page shown.
 * Pages are read and counted from the starting page outward, so a match near it shows before
 * the rest of a long document is counted; the count grows as pages are read.
 */
import type { NormalizedText } from './normalize.ts';
import type { CompiledQuery, PageMatches } from './page-matcher.ts';
import { matchNumber, type FindStatus } from './find-status.ts';
import { pauseGate, type PauseGate } from './pause-gate.ts';

/** The text of page `index` (0-based), normalized. */
export type PageTextSource = (index: number) => Promise<NormalizedText>;

/** How many pages are being read at once while counting. */
const READ_AHEAD = 4;
/** Counting progress is reported at most this often (ms); a selection at once. */
const PROGRESS_INTERVAL = 50;

const NO_MATCHES: PageMatches = { starts: [], lengths: [] };

export class FindSession {
  readonly #pageCount: number;
  readonly #pageText: PageTextSource;
  readonly #onChange: (status: FindStatus) => void;
  /** Called when a page's matches are known (1-based page). */
  readonly #onPageMatches: (page: number) => void;

  /** Every new search gets a new generation; work of an older one stops. */
  #generation = 0;
  #query: CompiledQuery | null = null;
  #matches: (PageMatches | undefined)[] = [];
  #reading = new Map<number, Promise<PageMatches | null>>();
  #counted = 0;
  #total = 0;
  #unreadable = 0;
  #selected: { pageIdx: number; matchIdx: number } | null = null;
  #offset: { pageIdx: number; matchIdx: number | null; wrapped: boolean } = { pageIdx: 0, matchIdx: null, wrapped: false };
  #pagesToSearch = 0;
  #seeking = false;
  #notFound = false;
  #wrapped: FindStatus['wrapped'] = null;
  #progressTimer: ReturnType<typeof setTimeout> | null = null;
  /** Counting waits on this while paused. */
  #paused: PauseGate | null = null;

  constructor(
    pageCount: number,
    pageText: PageTextSource,
    onChange: (status: FindStatus) => void,
    onPageMatches: (page: number) => void = () => {},
  ) {
    this.#pageCount = pageCount;
    this.#pageText = pageText;
    this.#onChange = onChange;
    this.#onPageMatches = onPageMatches;
  }

  /** A new search from `fromPage` (1-based); null clears it. */
  search(query: CompiledQuery | null, fromPage: number, previous = false): void {
    const generation = ++this.#generation;
    this.resume();
    this.#query = query;
    this.#matches = [];
    this.#reading = new Map();
    this.#counted = this.#total = this.#unreadable = 0;
    this.#selected = null;
    this.#notFound = false;
    this.#wrapped = null;
    this.#offset = { pageIdx: this.#clampIndex(fromPage - 1), matchIdx: null, wrapped: false };
    if (!query) {
      this.#seeking = false;
      this.#emit();
      return;
    }
    void this.#count(generation, this.#offset.pageIdx, previous);
    this.#pagesToSearch = this.#pageCount;
    void this.#seek(generation, previous);
  }

  /** Next (or Previous) match of the current search; `shownPage` is the page on screen. */
  again(previous: boolean, shownPage: number): void {
    if (!this.#query || this.#seeking) return;
    const generation = this.#generation;
    const offset = this.#offset;
    this.#pagesToSearch = this.#pageCount;
    if (!this.#selected || this.#selected.pageIdx !== shownPage - 1) {
      // Nothing selected, or the reader paged away from it: start from the page shown.
      this.#offset = { pageIdx: this.#clampIndex(shownPage - 1), matchIdx: null, wrapped: false };
      this.#selected = null;
    } else if (offset.matchIdx !== null) {
      const count = this.#matches[offset.pageIdx]?.starts.length ?? 0;
      if (previous ? offset.matchIdx > 0 : offset.matchIdx + 1 < count) {
        offset.matchIdx += previous ? -1 : 1;
        this.#select(previous);
        return;
      }
      this.#advance(previous);
    }
    void this.#seek(generation, previous);
  }

  /**
   * Holds the counting (reading further pages) until resume(), so that drawing the page of the
   * match just selected is not queued behind it in pdf.js's worker.
   */
  pause(): void {
    this.#paused ??= pauseGate();
  }

  resume(): void {
    this.#paused?.open();
    this.#paused = null;
  }

  /** The matches of a page (1-based) once it has been read. */
  matchesOn(page: number): PageMatches | undefined {
    return this.#matches[page - 1];
  }

  get status(): FindStatus {
    const selected = this.#selected;
    const current = selected && matchNumber(this.#matches, selected.pageIdx, selected.matchIdx);
    return {
      query: this.#query?.raw ?? '',
      selected: selected ? { page: selected.pageIdx + 1, index: selected.matchIdx } : null,
      current,
      total: this.#total,
      complete: this.#query !== null && this.#counted === this.#pageCount,
      pending: this.#seeking,
      notFound: this.#notFound,
      wrapped: this.#wrapped,
      unreadable: this.#unreadable,
    };
  }

  destroy(): void {
    this.#generation++;
    this.resume();
    if (this.#progressTimer) clearTimeout(this.#progressTimer);
    this.#progressTimer = null;
  }

  #clampIndex(index: number): number {
    return Math.min(this.#pageCount - 1, Math.max(0, Number.isFinite(index) ? Math.floor(index) : 0));
  }

  /** Reads every page, from `start` outward in the search's direction, a few at a time. */
  async #count(generation: number, start: number, backward: boolean): Promise<void> {
    const n = this.#pageCount;
    const reading: Promise<unknown>[] = [];
    for (let k = 0; k < n; k++) {
      if (this.#paused) await this.#paused.passed;
      if (generation !== this.#generation) return;
      reading.push(this.#read((backward ? start - k + n : start + k) % n, generation));
      if (reading.length >= READ_AHEAD) await reading.shift();
    }
    await Promise.all(reading);
  }

  /** The matches of page `index`, reading it once per search. */
  #read(index: number, generation: number): Promise<PageMatches | null> {
    let reading = this.#reading.get(index);
    if (!reading) {
      reading = this.#pageText(index).then(
        (text) => (generation === this.#generation ? this.#record(index, this.#query!.matchPage(text)) : null),
        () => {
          if (generation !== this.#generation) return null;
          // A page whose text cannot be read has nothing to find; the status says how many.
          this.#unreadable++;
          return this.#record(index, NO_MATCHES);
        },
      );
      this.#reading.set(index, reading);
    }
    return reading;
  }

  #record(index: number, matches: PageMatches): PageMatches {
    this.#matches[index] = matches;
    this.#counted++;
    this.#total += matches.starts.length;
    this.#onPageMatches(index + 1);
    if (this.#counted === this.#pageCount) this.#emit();
    else this.#emitProgress();
    return matches;
  }

  /** From the offset page on, the first page with matches (the last match when going back). */
  async #seek(generation: number, previous: boolean): Promise<void> {
    this.#seeking = true;
    for (;;) {
      const pageIdx = this.#offset.pageIdx;
      const matches = this.#matches[pageIdx] ?? (await this.#read(pageIdx, generation));
      if (generation !== this.#generation || !matches) return;
      if (matches.starts.length > 0) {
        this.#offset.matchIdx = previous ? matches.starts.length - 1 : 0;
        this.#select(previous);
        return;
      }
      this.#advance(previous);
      if (this.#offset.wrapped && this.#pagesToSearch < 0) {
        this.#seeking = false;
        this.#notFound = true;
        this.#offset.wrapped = false;
        this.#emit();
        return;
      }
    }
  }

  #advance(previous: boolean): void {
    const offset = this.#offset;
    offset.pageIdx += previous ? -1 : 1;
    offset.matchIdx = null;
    this.#pagesToSearch--;
    if (offset.pageIdx >= this.#pageCount || offset.pageIdx < 0) {
      offset.pageIdx = previous ? this.#pageCount - 1 : 0;
      offset.wrapped = true;
    }
  }

  #select(previous: boolean): void {
    const offset = this.#offset;
    this.#wrapped = offset.wrapped ? (previous ? 'backward' : 'forward') : null;
    offset.wrapped = false;
    this.#selected = { pageIdx: offset.pageIdx, matchIdx: offset.matchIdx! };
    this.#seeking = false;
    this.#notFound = false;
    this.#emit();
  }

  #emit(): void {
    if (this.#progressTimer) clearTimeout(this.#progressTimer);
    this.#progressTimer = null;
    this.#onChange(this.status);
  }

  #emitProgress(): void {
    this.#progressTimer ??= setTimeout(() => {
      this.#progressTimer = null;
      this.#onChange(this.status);
    }, PROGRESS_INTERVAL);
  }
}
