import { describe, expect, it } from 'vitest';
import { SAMPLE_PROFILE, sampleCourses } from './sample-data.ts';

const catalogue = [
  { id: 'cell-biology', title: 'Cell Biology', subject: 'Biology', instructor: 'Dr. Aisha Rahman' },
  { id: 'organic-chemistry', title: 'Organic Chemistry', subject: 'Chemistry', instructor: 'Dr. Emily Brown' },
  { id: 'physics-fundamentals', title: 'Physics Fundamentals', subject: 'Physics', instructor: 'Prof. Michael Chen' },
  { id: 'advanced-mathematics', title: 'Advanced Mathematics', subject: 'Mathematics', instructor: 'Dr. Sarah Wilson' },
];

describe('sample data', () => {
  it('profile: level 12, progress 75, streak 5', () => {
    expect(SAMPLE_PROFILE).toMatchObject({ level: 12, progress: 75, streak: 5 });
  });
  it("courses: the catalogue's Mathematics, Physics, Chemistry courses at 75, 45, 90", () => {
    expect(sampleCourses(catalogue)).toEqual([
      { id: 1, title: 'Advanced Mathematics', category: 'Mathematics', progress: 75, instructor: 'Dr. Sarah Wilson' },
      { id: 2, title: 'Physics Fundamentals', category: 'Physics', progress: 45, instructor: 'Prof. Michael Chen' },
      { id: 3, title: 'Organic Chemistry', category: 'Chemistry', progress: 90, instructor: 'Dr. Emily Brown' },
    ]);
  });
  it("takes each course's title, subject and instructor from the catalogue, leaving out one it lacks", () => {
    const renamed = catalogue.map((c) =>
      c.id === 'physics-fundamentals' ? { ...c, title: 'Mechanics', instructor: 'Dr. Ravi Iyer' } : c,
    );
    expect(sampleCourses(renamed.filter((c) => c.id !== 'organic-chemistry')).map((c) => [c.id, c.title, c.instructor])).toEqual([
      [1, 'Advanced Mathematics', 'Dr. Sarah Wilson'],
      [2, 'Mechanics', 'Dr. Ravi Iyer'],
    ]);
    expect(sampleCourses([])).toEqual([]);
  });
});
