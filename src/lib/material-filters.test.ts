import { describe, expect, it } from 'vitest';
import { ANY_MATERIAL, filterByCourseAndClass, materialFilterOptions } from './material-filters.ts';

const list = [
  { name: 'a', course: 'Physics', classes: ['Class B'] },
  { name: 'b', course: 'Mathematics', classes: ['Class A', 'Class B'] },
  { name: 'c', course: 'Mathematics', classes: ['Class A'] },
  // From an older server: no course, no classes.
  { name: 'd' },
];

describe('material filters', () => {
  it('offers each course and class the materials name once, in order', () => {
    expect(materialFilterOptions(list)).toEqual({ courses: ['Mathematics', 'Physics'], classes: ['Class A', 'Class B'] });
  });
  it('keeps the materials of the chosen course and class; nothing chosen keeps them all', () => {
    const names = (f: typeof ANY_MATERIAL) => filterByCourseAndClass(list, f).map((m) => m.name);
    expect(names(ANY_MATERIAL)).toEqual(['a', 'b', 'c', 'd']);
    expect(names({ course: 'Mathematics', class: '' })).toEqual(['b', 'c']);
    expect(names({ course: '', class: 'Class B' })).toEqual(['a', 'b']);
    expect(names({ course: 'Mathematics', class: 'Class B' })).toEqual(['b']);
  });
});
