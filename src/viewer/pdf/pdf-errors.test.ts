import { describe, expect, it } from 'vitest';
import { pdfErrorDetail } from './pdf-errors.ts';

const responseError = (status: number, missing: boolean) =>
  Object.assign(new Error(`Unexpected server response (${status})`), { name: 'ResponseException', status, missing });

describe('pdfErrorDetail', () => {
  it('treats 404 as a missing file', () => {
    expect(pdfErrorDetail(responseError(404, true))).toBe('Missing PDF file.');
    expect(pdfErrorDetail(responseError(404, false))).toBe('Missing PDF file.');
  });
  it('names any other unexpected status', () => {
    expect(pdfErrorDetail(responseError(500, false))).toBe('Unexpected server response (500) while retrieving PDF');
    expect(pdfErrorDetail(responseError(403, false))).toBe('Unexpected server response (403) while retrieving PDF');
  });
  it('says the file failed to load otherwise (corrupt file, network error)', () => {
    expect(pdfErrorDetail(Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' }))).toBe(
      'Failed to load PDF file.',
    );
    expect(pdfErrorDetail(new TypeError('Failed to fetch'))).toBe('Failed to load PDF file.');
    expect(pdfErrorDetail(null)).toBe('Failed to load PDF file.');
  });
});
