import { SHARED_EN } from '../lib/i18n/shared-texts.ts';
import { FILE_KIND_LABELS } from './file-type.ts';

/** The material viewer's texts: toolbar, page navigation, loading and error panels, help. */
const en = {
  /** The kind of file, shown as the title when the file has no name; keyed by FileKind. */
  kinds: { ...FILE_KIND_LABELS },
  closeViewer: 'Close viewer',
  /** The toolbar's menu of the tools that do not fit on a phone. */
  moreTools: 'More tools',
  close: 'Close',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomLevel: 'Zoom level',
  /** Zoom modes: the whole page in view, the page's full width, the page's printed size. */
  fitPage: 'Fit page',
  fitWidth: 'Fit width',
  actualSize: 'Actual size',
  rotate: 'Rotate',
  resetView: 'Reset view',
  download: 'Download',
  downloadWithAnswers: 'Download with my answers',
  print: 'Print',
  preparingPrint: 'Preparing to print...',
  printProgress: (done: number, total: number) => `Page ${done} of ${total}`,
  printFailed: 'The document could not be prepared for printing. Please try again.',
  cancel: SHARED_EN.cancel,
  openInNewTab: 'Open in new tab',
  /** Find in the document: the toolbar button, the bar's field, buttons and options. */
  findInDocument: 'Find in document',
  findField: 'Find',
  findPrevious: 'Previous match',
  findNext: 'Next match',
  matchCase: 'Match case',
  wholeWords: 'Whole words',
  closeFind: 'Close find bar',
  /** The match count: '3 of 27'; while pages are still being counted '1 of 12+', or '12+ matches'. */
  findCount: (current: number, total: number) => `${current} of ${total}`,
  findCountSoFar: (current: number, total: number) => `${current} of ${total}+`,
  findCounting: (total: number) => `${total}+ matches`,
  findSearching: 'Searching...',
  findNoMatches: 'No matches',
  findWrappedForward: 'Reached the end of the document, continued from the start.',
  findWrappedBackward: 'Reached the start of the document, continued from the end.',
  findUnreadable: (count: number) =>
    count === 1 ? 'The text of 1 page could not be read.' : `The text of ${count} pages could not be read.`,
  findFailed: 'Find could not be loaded. Check your connection and try again.',

  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  /** With the document's printed page label: 'Page iv (6 of 120)'. */
  pageLabelOf: (label: string, page: number, count: number) => `Page ${label} (${page} of ${count})`,
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  goToPage: 'Go to page',
  ofCount: (count: number) => `of ${count}`,
  ofCountLabelled: (page: number, count: number) => `(${page} of ${count})`,
  documentPage: 'Document page',
  /** The side panel beside the page: its toggle button, its name, its two views. */
  sidebar: 'Pages and outline',
  sidebarViews: 'Side panel views',
  thumbnails: 'Thumbnails',
  outline: 'Outline',
  /** A page thumbnail's name when the document has no printed page labels. */
  pageNumber: (page: number) => `Page ${page}`,
  /** The button that shows or hides an outline entry's own entries. */
  outlineSubentries: (title: string) => `Sections of ${title}`,
  outlineFailed: 'The outline of this document could not be read.',
  /** What screen readers say for a PDF form field that has no name. */
  unnamedField: 'Form field',
  loadingPdf: 'Loading PDF...',
  pdfErrorTitle: 'Error Loading PDF',
  pdfErrorMessage: 'Failed to load PDF document',
  pdfLoadFailed: 'Failed to load PDF file.',
  pdfNoFile: 'No PDF file specified.',
  pdfPageFailed: 'Failed to load the page.',
  /** pdf.js's own wording for a missing file. */
  pdfMissingFile: 'Missing PDF file.',
  pdfUnexpectedResponse: (status: number) => `Unexpected server response (${status}) while retrieving PDF`,
  passwordRequired: 'Password required',
  passwordPrompt: 'Enter the password to open this PDF file.',
  passwordIncorrect: 'Invalid password. Please try again.',
  open: 'Open',

  loadingImage: 'Loading image...',
  imageErrorTitle: 'Error Loading Image',
  imageErrorMessage: 'Failed to load image',
  imageHelp: 'Keys: + or = zoom in, - zoom out, R rotate, 0 reset, Esc close; arrow keys pan when zoomed in.',

  unsupportedTitle: 'Unsupported File Type',
  unsupportedText: 'This file type is not supported for inline viewing.',
  fileInformation: 'File Information',
  nameLabel: 'Name:',
  typeLabel: 'Type:',
  unknownName: 'Unknown',
  downloadFile: 'Download File',
  supportedFormats: 'Supported formats: PDF documents and images (JPG, PNG, GIF, WebP)',
};

export default en;
