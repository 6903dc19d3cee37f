import { describe, expect, it } from 'vitest';
import { SAMPLE_COURSES, SAMPLE_PROFILE } from './sample-data.ts';

describe('sample data (spec section 3)', () => {
  it('profile: level 12, progress 75, streak 5', () => {
    expect(SAMPLE_PROFILE).toMatchObject({ level: 12, progress: 75, streak: 5 });
  });
  it('courses: Mathematics, Physics, Chemistry at 75, 45, 90', () => {
    expect(SAMPLE_COURSES.map((c) => [c.category, c.progress])).toEqual([
      ['Mathematics', 75], ['Physics', 45], ['Chemistry', 90],
    ]);
  });
});
