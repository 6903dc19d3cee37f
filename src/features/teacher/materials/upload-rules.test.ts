import { describe, expect, it } from 'vitest';
import { formatNames } from '../shared/format.ts';
import { teacherSharedMessages } from '../shared/messages.ts';
import { materialsMessages } from './messages.ts';

const EN = materialsMessages.en;
import { checkUploadFile, perFileProgress, uploadBlocker, uploadTypeLabel } from './upload-rules.ts';

describe('checkUploadFile', () => {
  it('accepts allowed types up to 52,428,800 bytes', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: 52_428_800, type: 'application/pdf' }, EN)).toEqual({ ok: true });
    expect(checkUploadFile({ name: 'a.avi', size: 1, type: 'video/x-msvideo' }, EN)).toEqual({ ok: true });
  });
  it('warns about a file over 50MB', () => {
    expect(checkUploadFile({ name: 'big.pdf', size: 52_428_801, type: 'application/pdf' }, EN)).toEqual({
      ok: false,
      kind: 'warning',
      message: 'big.pdf is too large. Maximum size is 50MB.',
    });
  });
  it('refuses a MIME type not on the list', () => {
    for (const type of ['application/x-msdownload', '', 'text/plain', 'image/svg+xml']) {
      expect(checkUploadFile({ name: 'setup.exe', size: 10, type }, EN)).toEqual({
        ok: false,
        kind: 'error',
        message: 'setup.exe is not a supported file type.',
      });
    }
  });
});

describe('uploadBlocker', () => {
  const form = { files: 1, category: 'Lectures', course: 'Biology', classes: 1, title: '' };
  it('needs files, a category, a course and a class', () => {
    const msg = 'Please select files, category, and course.';
    expect(uploadBlocker({ ...form, files: 0 }, EN)).toBe(msg);
    expect(uploadBlocker({ ...form, category: '' }, EN)).toBe(msg);
    expect(uploadBlocker({ ...form, course: '' }, EN)).toBe(msg);
    expect(uploadBlocker({ ...form, classes: 0 }, EN)).toBe('Choose at least one class');
    expect(uploadBlocker({ ...form, files: 2, classes: 2 }, EN)).toBeNull();
  });
  it('takes a title for one file only', () => {
    expect(uploadBlocker({ ...form, title: 'Week 1' }, EN)).toBeNull();
    expect(uploadBlocker({ ...form, files: 2, title: 'Week 1' }, EN)).toBe(EN.titleNamesOneFile);
  });
});

describe('uploadTypeLabel', () => {
  it('labels by MIME type, then extension', () => {
    expect(uploadTypeLabel({ name: 'x.pdf', size: 1, type: 'application/pdf' })).toBe('PDF');
    expect(uploadTypeLabel({ name: 'x.jpeg', size: 1, type: 'image/jpeg' })).toBe('JPG');
    expect(uploadTypeLabel({ name: 'deck.key', size: 1, type: '' })).toBe('KEY');
    expect(uploadTypeLabel({ name: 'noext', size: 1, type: '' })).toBe('');
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

describe('in Spanish and Arabic', async () => {
  const ES = await materialsMessages.load.es();
  const AR = await materialsMessages.load.ar();
  const es = { tag: 'es', m: await teacherSharedMessages.load.es() };
  const ar = { tag: 'ar', m: await teacherSharedMessages.load.ar() };
  const arabic = (n: number) => new Intl.NumberFormat('ar').format(n);

  it('refuses files in the language', () => {
    expect(checkUploadFile({ name: 'big.pdf', size: 52_428_801, type: 'application/pdf' }, ES)).toEqual({
      ok: false,
      kind: 'warning',
      message: 'big.pdf es demasiado grande. El tamaño máximo es 50 MB.',
    });
    expect(uploadBlocker({ files: 0, category: '', course: '', classes: 0, title: '' }, AR)).toBe(
      'يُرجى اختيار الملفات والفئة والمقرر.',
    );
  });
  it('counts files with the plural forms of the language', () => {
    expect(ES.uploadSucceeded(1)).toBe('¡1 archivo subido correctamente!');
    expect(ES.uploadSucceeded(3)).toBe('¡3 archivos subidos correctamente!');
    expect(AR.uploadSucceeded(2)).toBe('تم رفع ملفين بنجاح!');
    expect(AR.uploadSucceeded(3)).toBe(`تم رفع ${arabic(3)} ملفات بنجاح!`);
    expect(AR.uploadSucceeded(11)).toBe(`تم رفع ${arabic(11)} ملفًا بنجاح!`);
    expect(ES.notUploadedMany(5, formatNames(['a.pdf', 'b.pdf', 'c.pdf'], es), 2)).toBe(
      '5 archivos seleccionados aún no se han subido: a.pdf, b.pdf, c.pdf y 2 más.',
    );
    expect(AR.notUploadedMany(2, formatNames(['a.pdf', 'b.pdf'], ar), 0)).toBe('لم يُرفع بعد الملفان المحددان: a.pdf، b.pdf.');
  });
});
