import { describe, expect, it } from 'vitest';
import { safeDocumentUrl } from './safe-url.ts';

const base = 'https://school.test/learners';

describe('safeDocumentUrl', () => {
  it('keeps http(s) and blob URLs and resolves relative ones against the page', () => {
    expect(safeDocumentUrl('https://cdn.test/a.pdf', base)).toBe('https://cdn.test/a.pdf');
    expect(safeDocumentUrl('http://cdn.test/a.pdf', base)).toBe('http://cdn.test/a.pdf');
    expect(safeDocumentUrl('/api/files/7', base)).toBe('https://school.test/api/files/7');
    expect(safeDocumentUrl('blob:https://school.test/1234', base)).toBe('blob:https://school.test/1234');
  });
  it('refuses other schemes and empty values', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'ftp://x.test/a',
      '',
      '   ',
    ]) {
      expect(safeDocumentUrl(bad, base), bad).toBe(null);
    }
    expect(safeDocumentUrl(undefined, base)).toBe(null);
  });
});
