import { describe, expect, it } from 'vitest';
import { detectFileKind, FILE_KIND_LABELS } from './file-type.ts';

describe('detectFileKind', () => {
  it('rule 1: application/pdf means PDF, whatever the name says', () => {
    expect(detectFileKind('application/pdf', 'photo.png')).toBe('pdf');
    expect(detectFileKind('APPLICATION/PDF; charset=binary', undefined)).toBe('pdf');
  });

  it('rule 2: an image type browsers draw means image; SVG, TIFF and other image types are unsupported', () => {
    for (const t of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp', 'IMAGE/PNG; x=1']) {
      expect(detectFileKind(t, 'notes.pdf'), t).toBe('image');
    }
    for (const t of ['image/svg+xml', 'image/tiff', 'image/heic', 'image/x-icon']) {
      expect(detectFileKind(t, 'photo.png'), t).toBe('unsupported');
    }
  });

  it('rule 3: otherwise the extension decides: pdf', () => {
    expect(detectFileKind('', 'notes.pdf')).toBe('pdf');
    expect(detectFileKind('application/octet-stream', 'notes.pdf')).toBe('pdf');
    expect(detectFileKind(undefined, 'NOTES.PDF')).toBe('pdf');
  });

  for (const ext of ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp']) {
    it(`rule 3: .${ext} and .${ext.toUpperCase()} are images`, () => {
      expect(detectFileKind(undefined, `photo.${ext}`)).toBe('image');
      expect(detectFileKind('application/octet-stream', `PHOTO.${ext.toUpperCase()}`)).toBe('image');
    });
  }

  it('rule 4: anything else is unsupported', () => {
    for (const name of [
      'essay.docx',
      'slides.pptx',
      'clip.mp4',
      'archive.tar.gz',
      'README',
      'pdf',
      'photo.jpg.exe',
      '.png',
      '',
      'logo.svg',
      'scan.tiff',
      'scan.tif',
    ]) {
      expect(detectFileKind(undefined, name), name).toBe('unsupported');
    }
    expect(detectFileKind('video/mp4', 'clip.mp4')).toBe('unsupported');
    expect(detectFileKind('application/msword', 'x.doc')).toBe('unsupported');
  });

  it('without a name, the URL path gives the extension (query and fragment ignored)', () => {
    expect(detectFileKind(undefined, undefined, 'https://x.test/files/a.pdf?download=1#page=2')).toBe('pdf');
    expect(detectFileKind(undefined, '', '/img/b.PNG')).toBe('image');
    expect(detectFileKind(undefined, undefined, '/api/files/123')).toBe('unsupported');
    expect(detectFileKind(undefined, undefined, undefined)).toBe('unsupported');
  });

  it('the name wins over the URL when both have an extension', () => {
    expect(detectFileKind(undefined, 'photo.png', '/x/y.pdf')).toBe('image');
  });
});

describe('labels', () => {
  it('has the three display labels', () => {
    expect(FILE_KIND_LABELS).toEqual({ pdf: 'PDF Document', image: 'Image', unsupported: 'Unsupported File' });
  });
});
