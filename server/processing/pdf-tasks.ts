/** What the server asks of a pdf.js worker, and what it answers (plain data: it crosses processes). */

/** Does the PDF at `path` open (a document and its page 1)? */
export interface CheckTask {
  kind: 'check';
  path: string;
}

/** Everything the server stores about the PDF at `path`. */
export interface ProcessTask {
  kind: 'process';
  path: string;
  /** Pixel widths of the page 1 images (WebP). */
  previewWidth: number;
  thumbnailWidth: number;
  /** WebP quality, 0-100. */
  quality: number;
}

export type PdfTask = CheckTask | ProcessTask;

export interface CheckResult {
  kind: 'check';
  /** It needs a password to open: readable, but nothing more can be learnt without it. */
  encrypted: boolean;
  /** 0 when encrypted. */
  pages: number;
}

export interface PdfFacts {
  pages: number;
  hasOutline: boolean;
  /** pdf.js's page labels, one per page, or null when the document has none. */
  labels: string[] | null;
  /** Page 1's size in PDF points as shown (its /Rotate applied). */
  width: number;
  height: number;
  /** Each page's text, joined as pdf.js's find joins it. */
  texts: string[];
  /** Page 1's text as its text layer places it (pdf-read.ts `textLayout`), or null when too large. */
  textLayout: string | null;
  /** Page 1 as pictures, or 'too-large' when drawing it would pass the processing limits. */
  images: PageImages | 'too-large';
}

/** Page 1 drawn: the preview and the thumbnail, WebP. */
export interface PageImages {
  preview: Uint8Array;
  thumbnail: Uint8Array;
}

export type ProcessResult = { kind: 'process'; encrypted: true } | ({ kind: 'process'; encrypted: false } & PdfFacts);

export type TaskResult<T extends PdfTask> = T extends CheckTask ? CheckResult : ProcessResult;

/** A failed task, as the worker reports it: pdf.js's exception name (InvalidPDFException...) and message. */
export interface TaskFailure {
  name: string;
  message: string;
}

export type WorkerReply =
  | { id: number; ok: true; result: CheckResult | ProcessResult }
  | { id: number; ok: false; error: TaskFailure }
  /** The worker has loaded pdf.js: a task's time runs from now. */
  | { ready: true };
export type WorkerRequest = { id: number; task: PdfTask };
