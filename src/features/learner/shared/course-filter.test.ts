import { describe, expect, it } from 'vitest';
import { matchesCourse, materialsForCourse } from './course-filter.ts';

const maths = { id: 1, title: 'Advanced Mathematics', category: 'Mathematics' };
const chemistry = { id: 3, title: 'Organic Chemistry', category: 'Chemistry' };

describe("'Start Course' narrows the materials to the course", () => {
  it("matches the course's category or title as whole words, ignoring case and punctuation", () => {
    expect(matchesCourse({ name: 'Mathematics Worksheet.pdf' }, maths)).toBe(true);
    expect(matchesCourse({ name: 'advanced-mathematics_notes.pdf' }, maths)).toBe(true);
    expect(matchesCourse({ name: 'Organic Chemistry Lab.docx' }, chemistry)).toBe(true);
    expect(matchesCourse({ name: 'Mathematical Puzzles.pdf' }, maths)).toBe(false);
    expect(matchesCourse({ name: 'Algebra Notes.pdf' }, maths)).toBe(false);
    expect(matchesCourse({ name: 'Organic Farming.pdf' }, chemistry)).toBe(false);
  });

  it('also reads the material’s course when it has one', () => {
    expect(matchesCourse({ name: 'Algebra Notes.pdf', course: 'Mathematics' }, maths)).toBe(true);
    expect(matchesCourse({ name: 'Algebra Notes.pdf', course: 'Science' }, maths)).toBe(false);
  });

  it('keeps the order, and every material when no course is chosen', () => {
    const list = [{ name: 'Chemistry 1.pdf' }, { name: 'Mathematics 1.pdf' }, { name: 'Chemistry 2.pdf' }];
    expect(materialsForCourse(list, chemistry).map((m) => m.name)).toEqual(['Chemistry 1.pdf', 'Chemistry 2.pdf']);
    expect(materialsForCourse(list, null)).toBe(list);
  });

  it('a course with a blank category matches by title only', () => {
    expect(matchesCourse({ name: 'Anything.pdf' }, { id: 9, title: 'Poetry', category: ' ' })).toBe(false);
    expect(matchesCourse({ name: 'Poetry Reader.pdf' }, { id: 9, title: 'Poetry', category: ' ' })).toBe(true);
  });
});
