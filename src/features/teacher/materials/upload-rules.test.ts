import { describe, expect, it } from 'vitest';
import { checkUploadFile, perFileProgress, uploadBlocker, uploadTypeLabel } from './upload-rules.ts';

describe('checkUploadFile (spec section 5)', () => {
  it('accepts allowed types up to 52,428,800 bytes', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: 52_428_800, type: 'application/pdf' })).toEqual({ ok: true });
    expect(checkUploadFile({ name: 'a.avi', size: 1, type: 'video/x-msvideo' })).toEqual({ ok: true });
  });
  it('warns about a file over 50MB', () => {
    expect(checkUploadFile({ name: 'big.pdf', size: 52_428_801, type: 'application/pdf' })).toEqual({
      ok: false,
      kind: 'warning',
      message: 'big.pdf is too large. Maximum size is 50MB.',
    });
  });
  it('refuses a MIME type not on the list', () => {
    for (const type of ['application/x-msdownload', '', 'text/plain', 'image/svg+xml']) {
      expect(checkUploadFile({ name: 'setup.exe', size: 10, type })).toEqual({
        ok: false,
        kind: 'error',
        message: 'setup.exe is not a supported file type.',
      });
    }
  });
});

describe('uploadBlocker', () => {
  it('needs files, a category and a course', () => {
    const msg = 'Please select files, category, and course.';
    expect(uploadBlocker(0, 'Lectures', 'Science')).toBe(msg);
    expect(uploadBlocker(1, '', 'Science')).toBe(msg);
    expect(uploadBlocker(1, 'Lectures', '')).toBe(msg);
    expect(uploadBlocker(2, 'Lectures', 'Science')).toBeNull();
  });
});

describe('uploadTypeLabel', () => {
  it('labels by MIME type, then extension', () => {
    expect(uploadTypeLabel({ name: 'x.pdf', size: 1, type: 'application/pdf' })).toBe('PDF');
    expect(uploadTypeLabel({ name: 'x.jpeg', size: 1, type: 'image/jpeg' })).toBe('JPG');
    expect(uploadTypeLabel({ name: 'deck.key', size: 1, type: '' })).toBe('KEY');
    expect(uploadTypeLabel({ name: 'noext', size: 1, type: '' })).toBe('FILE');
  });
});

describe('perFileProgress', () => {
  it('fills the files in order', () => {
    expect(perFileProgress([100, 100], 0, 220)).toEqual([0, 0]);
    expect(perFileProgress([100, 100], 55, 220)).toEqual([50, 0]);
    expect(perFileProgress([100, 100], 165, 220)).toEqual([100, 50]);
    expect(perFileProgress([100, 100], 220, 220)).toEqual([100, 100]);
  });
  it('copes with an unknown total', () => {
    expect(perFileProgress([10], 5, 0)).toEqual([0]);
  });
});
