import { describe, expect, it } from 'vitest';
import { sampleMaterial as m } from '../../../test-support/samples.ts';
import { deleteFileName, filterMaterials, materialType, safeMaterialUrl, toDisplayMaterials } from './material-rules.ts';

describe('toDisplayMaterials', () => {
  it('derives the title from everything after the second segment', () => {
    const [a, b] = toDisplayMaterials([m('Lectures/Mathematics/Algebra notes.pdf'), m('Exams/History/2024/final/paper.docx')]);
    expect(a!.title).toBe('Algebra notes.pdf');
    expect(b!.title).toBe('2024/final/paper.docx');
  });

  it("keeps the server's id and audience, upper-cases the extension, and leaves a missing type, category, course or time empty", () => {
    const list = toDisplayMaterials([
      m('Lectures/Biology/a.pdf', { id: 7, classes: ['Class A', 'Class B'] }),
      m('Resources/English/README', { id: 3, category: '', course: '', uploaded_at: 'garbage' }),
    ]);
    expect(list.map((x) => x.id)).toEqual([7, 3]);
    expect(list[0]!.classes).toEqual(['Class A', 'Class B']);
    expect(list[0]!.type).toBe('PDF');
    expect(list[1]).toMatchObject({ type: '', category: '', course: '', uploadedAt: null, downloads: 0 });
    expect(list[0]!.uploadedAt?.toISOString()).toBe('2025-01-15T09:30:00.000Z');
  });
});

describe('materialType', () => {
  it.each([
    ['x.pdf', 'PDF'],
    ['photo.JpEg', 'JPEG'],
    ['a.b.pptx', 'PPTX'],
    ['noext', ''],
    ['.hidden', ''],
    ['trailing.', ''],
  ])('%s -> %s', (t, type) => expect(materialType(t)).toBe(type));
});

describe('filterMaterials', () => {
  const list = toDisplayMaterials([
    m('Lectures/Mathematics/Algebra Basics.pdf'),
    m('Exams/Mathematics/Algebra Final.pdf'),
    m('Lectures/Biology/Cells.png'),
  ]);
  it('matches the title ignoring case', () => {
    expect(filterMaterials(list, { search: 'ALGEBRA', category: 'All', course: 'All' }).map((x) => x.title)).toEqual([
      'Algebra Basics.pdf',
      'Algebra Final.pdf',
    ]);
    expect(filterMaterials(list, { search: '  cells ', category: 'All', course: 'All' })).toHaveLength(1);
  });
  it("treats 'All' as no filter and combines filters", () => {
    expect(filterMaterials(list, { search: '', category: 'All', course: 'All' })).toHaveLength(3);
    expect(filterMaterials(list, { search: '', category: 'Lectures', course: 'All' })).toHaveLength(2);
    expect(filterMaterials(list, { search: 'algebra', category: 'Lectures', course: 'Mathematics' })).toHaveLength(1);
    expect(filterMaterials(list, { search: '', category: 'Projects', course: 'All' })).toHaveLength(0);
  });
});

describe('deleteFileName and safeMaterialUrl', () => {
  it('builds category/course/title', () => {
    expect(deleteFileName({ category: 'Exams', course: 'History', title: 'a/b.pdf' })).toBe('Exams/History/a/b.pdf');
    expect(deleteFileName({ category: '', course: '', title: 'README' })).toBe('Unknown/Unknown/README');
  });
  it('resolves relative urls against the API base and refuses other schemes', () => {
    expect(safeMaterialUrl('/api/files/x', 'http://h:1')).toBe('http://h:1/api/files/x');
    expect(safeMaterialUrl('https://cdn.example/x.pdf', 'http://h:1')).toBe('https://cdn.example/x.pdf');
    expect(safeMaterialUrl('javascript:alert(1)', 'http://h:1')).toBeNull();
    expect(safeMaterialUrl('data:text/html,hi', 'http://h:1')).toBeNull();
    expect(safeMaterialUrl('', 'http://h:1')).toBeNull();
  });
});
