import { describe, expect, it } from 'vitest';
import { cleanTitle, withTypeExtension } from './safe-name.ts';

describe('stored names', () => {
  it('drop bidi controls and invisible characters that disguise an extension', () => {
    expect(cleanTitle('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanTitle('re\u200bport\u2060.p\u00addf')).toBe('report.pdf');
    expect(cleanTitle('a\u2066b\u2069.pdf')).toBe('ab.pdf');
  });

  it('keep percent signs and markup as text, and make slashes harmless', () => {
    expect(cleanTitle('%2e%2e%5C.pdf')).toBe('%2e%2e%5C.pdf');
    expect(cleanTitle('<img src=x>/..\\a.pdf')).toBe('<img src=x>_.._a.pdf');
    expect(cleanTitle('..')).toBe('untitled');
  });

  it('take the extension from the detected type', () => {
    expect(withTypeExtension('lesson.html', 'application/pdf')).toBe('lesson.pdf');
    expect(withTypeExtension('notes', 'application/pdf')).toBe('notes.pdf');
    expect(withTypeExtension('Photo.JPEG', 'image/jpeg')).toBe('Photo.JPEG');
    expect(withTypeExtension('photo.jpg', 'image/jpeg')).toBe('photo.jpg');
    expect(withTypeExtension('evil.html', 'video/mp4')).toBe('evil.mp4');
    expect(withTypeExtension('invoicefdp.exe', 'application/pdf')).toBe('invoicefdp.pdf');
    expect(withTypeExtension('.pdf', 'application/pdf')).toBe('.pdf.pdf');
  });
});
