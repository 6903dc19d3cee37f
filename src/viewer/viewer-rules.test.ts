import { describe, expect, it } from 'vitest';
import {
  acceptPage,
  meaningfulLabels,
  canZoomIn,
  canZoomOut,
  clampZoom,
  downloadName,
  fitPageScale,
  formatZoom,
  IMAGE_ZOOM,
  nextPage,
  PDF_ZOOM,
  pdfPageScale,
  pdfZoomIn,
  pdfZoomOut,
  zoomFactor,
  previousPage,
  rotateStep,
  zoomIn,
  zoomOut,
} from './viewer-rules.ts';

describe('zoom ranges', () => {
  it.each([
    ['PDF: 0.5 to 3, step 0.25, default 1', PDF_ZOOM, { min: 0.5, max: 3, step: 0.25, initial: 1 }],
    ['image: 0.1 to 5, step 0.25', IMAGE_ZOOM, { min: 0.1, max: 5, step: 0.25, initial: 1 }],
  ])('%s', (_range, zoom, spec) => expect(zoom).toEqual(spec));
});

describe('PDF zoom: 0.5 to 3, step 0.25, default 1', () => {
  it('steps up to 3 and stops there', () => {
    const seen = [PDF_ZOOM.initial];
    for (let i = 0; i < 12; i++) seen.push(zoomIn(seen.at(-1)!, PDF_ZOOM));
    expect(seen.slice(0, 10)).toEqual([1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3]);
    expect(canZoomIn(3, PDF_ZOOM)).toBe(false);
  });
  it('steps down to 0.5 and stops there', () => {
    expect(zoomOut(1, PDF_ZOOM)).toBe(0.75);
    expect(zoomOut(0.75, PDF_ZOOM)).toBe(0.5);
    expect(zoomOut(0.5, PDF_ZOOM)).toBe(0.5);
    expect(canZoomOut(0.5, PDF_ZOOM)).toBe(false);
    expect(canZoomOut(0.75, PDF_ZOOM)).toBe(true);
  });
  it('clamps anything outside', () => {
    expect(clampZoom(10, PDF_ZOOM)).toBe(3);
    expect(clampZoom(0, PDF_ZOOM)).toBe(0.5);
  });
});

describe('image zoom: 0.1 to 5, step 0.25', () => {
  it('steps down to 0.1 without float drift, and back up', () => {
    expect([zoomOut(1, IMAGE_ZOOM), zoomOut(0.25, IMAGE_ZOOM), zoomOut(0.1, IMAGE_ZOOM)]).toEqual([0.75, 0.1, 0.1]);
    expect(zoomIn(0.1, IMAGE_ZOOM)).toBe(0.35);
    expect(zoomIn(0.35, IMAGE_ZOOM)).toBe(0.6);
  });
  it('stops at 5', () => {
    expect(zoomIn(4.9, IMAGE_ZOOM)).toBe(5);
    expect(zoomIn(5, IMAGE_ZOOM)).toBe(5);
  });
  it('formats the zoom as a percentage', () => {
    expect(formatZoom(1)).toBe('100%');
    expect(formatZoom(0.35)).toBe('35%');
    expect(formatZoom(0.1)).toBe('10%');
    expect(formatZoom(2.75)).toBe('275%');
  });
});

describe('rotation: 90 degree steps wrapping at 360', () => {
  it('cycles 0, 90, 180, 270, 0', () => {
    expect([0, 90, 180, 270].map(rotateStep)).toEqual([90, 180, 270, 0]);
    expect(rotateStep(360)).toBe(90);
  });
});

describe('go to page: integers from 1 to the page count only', () => {
  it('accepts 1..N', () => {
    expect(acceptPage('1', 5)).toBe(1);
    expect(acceptPage('5', 5)).toBe(5);
    expect(acceptPage(' 3 ', 5)).toBe(3);
    expect(acceptPage(4, 5)).toBe(4);
  });
  it('ignores everything else', () => {
    for (const v of ['0', '6', '-1', '2.5', '1e1', '', ' ', 'abc', '3a', '+2', 'NaN', 'Infinity', '0x2']) {
      expect(acceptPage(v, 5), JSON.stringify(v)).toBe(null);
    }
    expect(acceptPage(2.5, 5)).toBe(null);
    expect(acceptPage('1', 0)).toBe(null);
  });
  it('next and previous stop at the ends', () => {
    expect(nextPage(2, 3)).toBe(3);
    expect(nextPage(3, 3)).toBe(3);
    expect(previousPage(2)).toBe(1);
    expect(previousPage(1)).toBe(1);
  });
});

describe('download names', () => {
  it('uses the title, else each viewer default', () => {
    expect(downloadName('pdf', 'Notes.pdf')).toBe('Notes.pdf');
    expect(downloadName('pdf', '')).toBe('document.pdf');
    expect(downloadName('image', undefined)).toBe('image.jpg');
    expect(downloadName('unsupported', '  ')).toBe('download');
  });
});

describe('fitPageScale', () => {
  it('is actual size when the page fits, narrower when it does not', () => {
    expect(fitPageScale(612, 1280)).toBeCloseTo(96 / 72);
    expect(fitPageScale(612, 359)).toBeCloseTo(359 / 612);
    expect(fitPageScale(0, 375)).toBeCloseTo(96 / 72);
  });
});

describe('PDF zoom modes', () => {
  const letter = { width: 612, height: 792 };
  it('fits the whole page, the width, or shows actual size', () => {
    const desk = { width: 1200, height: 700 };
    expect(pdfPageScale('page-width', letter, desk)).toBeCloseTo(1200 / 612);
    expect(pdfPageScale('page-fit', letter, desk)).toBeCloseTo(700 / 792);
    expect(pdfPageScale('page-actual', letter, { width: 359, height: 500 })).toBeCloseTo(96 / 72);
    expect(pdfPageScale(1.5, letter, desk)).toBeCloseTo(1.5 * (96 / 72));
  });
  it('shows a mode as a factor of the 100% scale', () => {
    const phone = { width: 359, height: 500 };
    expect(zoomFactor(pdfPageScale('page-actual', letter, phone), letter, phone)).toBeCloseTo(96 / 72 / (359 / 612));
    expect(zoomFactor(pdfPageScale('page-width', letter, phone), letter, phone)).toBeCloseTo(1);
  });
  it('steps from a zoom between steps back onto the steps', () => {
    expect(pdfZoomIn(0.62, PDF_ZOOM)).toBe(0.75);
    expect(pdfZoomOut(0.62, PDF_ZOOM)).toBe(0.5);
    expect(pdfZoomIn(1, PDF_ZOOM)).toBe(1.25);
    expect(pdfZoomOut(1, PDF_ZOOM)).toBe(0.75);
    expect(pdfZoomIn(2.9, PDF_ZOOM)).toBe(3);
    expect(pdfZoomOut(0.5, PDF_ZOOM)).toBe(0.5);
  });
});

describe('page labels', () => {
  it('go to page takes a printed label first, then a page number', () => {
    const labels = ['i', 'ii', '1', '2', '3'];
    expect(acceptPage('ii', 5, labels)).toBe(2);
    expect(acceptPage(' 1 ', 5, labels)).toBe(3);
    expect(acceptPage('5', 5, labels)).toBe(5);
    expect(acceptPage('iii', 5, labels)).toBe(null);
    expect(acceptPage('ii', 5)).toBe(null);
  });

  it('keeps labels only when they differ from the page numbers', () => {
    expect(meaningfulLabels(['i', 'ii', '1'], 3)).toEqual(['i', 'ii', '1']);
    expect(meaningfulLabels(['1', '2', '3'], 3)).toBe(null);
    expect(meaningfulLabels(null, 3)).toBe(null);
    expect(meaningfulLabels(['i', 'ii'], 3)).toBe(null);
  });
});
