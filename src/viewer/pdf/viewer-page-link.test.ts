import { describe, expect, it } from 'vitest';
import { apiServerRoot, isStoredFilePath, openInNewTabHref } from './viewer-page-link.ts';

const ROOT = 'https://portal.example/';

describe('openInNewTabHref', () => {
  it('opens a stored file of the bundle’s server in the viewer page there', () => {
    expect(openInNewTabHref('https://portal.example/api/files/12', 'Biology.pdf', ROOT)).toBe(
      'https://portal.example/view?file=%2Fapi%2Ffiles%2F12&name=Biology.pdf',
    );
  });

  it('keeps the signed ?access= of a file link', () => {
    const href = openInNewTabHref('https://portal.example/api/files/12?access=7.3600.abc_-', 'a b.pdf', ROOT);
    expect(new URL(href).searchParams.get('file')).toBe('/api/files/12?access=7.3600.abc_-');
    expect(new URL(href).searchParams.get('name')).toBe('a b.pdf');
  });

  it('keeps the plain URL of a file on another server, or anything but a stored file', () => {
    for (const url of [
      'https://school.example/api/files/12',
      'http://portal.example/api/files/12',
      'https://portal.example/docs/12.pdf',
      'https://portal.example/api/files/12/preview',
      'blob:https://portal.example/0b2f',
    ]) {
      expect(openInNewTabHref(url, 'x.pdf', ROOT)).toBe(url);
    }
  });
});

describe('apiServerRoot', () => {
  it('is the API server’s root: the page’s origin when apiBase is empty, else apiBase’s', () => {
    expect(apiServerRoot('', 'https://school.example/classes/9b')).toBe('https://school.example/');
    expect(apiServerRoot('https://api.school.example/', 'https://school.example/x')).toBe('https://api.school.example/');
    expect(apiServerRoot('https://portal.example/edu', 'https://school.example/x')).toBe('https://portal.example/edu/');
  });
});

describe('isStoredFilePath', () => {
  it('accepts only /api/files/<id> with at most its access token', () => {
    expect(isStoredFilePath('/api/files/12')).toBe(true);
    expect(isStoredFilePath('/api/files/12?access=1.2.sig')).toBe(true);
    for (const raw of [
      null,
      '',
      'https://evil.example/x.pdf',
      'javascript:alert(1)',
      '//evil.example/api/files/1',
      '/api/files/../../x',
      '/api/files/%2e%2e/x',
      '/api/files/1/../2',
      '/api/files/1?x=1',
      '/api/files/1#x',
      '\\\\evil.example/api/files/1',
      ' /api/files/1',
    ]) {
      expect(isStoredFilePath(raw)).toBe(false);
    }
  });
});
