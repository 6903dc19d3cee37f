import { describe, expect, it } from 'vitest';
import { materialKind } from '../materials/material-kind.ts';
import { safeMaterialUrl, urlNotAvailableMessage } from '../materials/safe-url.ts';

describe('material icons by type', () => {
  it.each([
    ['a.pdf', undefined, 'pdf'],
    ['x', 'application/pdf', 'pdf'],
    ['photo.JPG', undefined, 'image'],
    ['x.bin', 'image/png', 'image'],
    ['notes.docx', undefined, 'document'],
    ['deck.pptx', undefined, 'slides'],
    ['clip.mp4', undefined, 'video'],
    ['README', undefined, 'file'],
  ] as const)('%s (%s) -> %s', (name, mime, kind) => expect(materialKind(name, mime)).toBe(kind));
});

describe('material urls are checked before opening', () => {
  const base = 'https://school.example';
  it('resolves relative urls against the API base', () => {
    expect(safeMaterialUrl('/api/files/abc', base)).toBe('https://school.example/api/files/abc');
    expect(safeMaterialUrl('http://cdn.example/x.pdf', base)).toBe('http://cdn.example/x.pdf');
  });
  it.each(['', '   ', 'javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', null, 5])(
    'refuses %s',
    (url) => expect(safeMaterialUrl(url, base)).toBe(null),
  );
  it('records the spec message', () => {
    expect(urlNotAvailableMessage('a.pdf')).toBe('URL not available for a.pdf');
  });
});
