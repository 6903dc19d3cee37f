import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coursesKey, loadAddedCourses, loadProfile, newCourse, profileKey, saveAddedCourses, saveProfile } from './storage.ts';
import { SAMPLE_PROFILE, sampleCourses } from './sample-data.ts';

const SAMPLES = sampleCourses([
  { id: 'advanced-mathematics', title: 'Advanced Mathematics', subject: 'Mathematics', instructor: 'Dr. Sarah Wilson' },
  { id: 'physics-fundamentals', title: 'Physics Fundamentals', subject: 'Physics', instructor: 'Prof. Michael Chen' },
  { id: 'organic-chemistry', title: 'Organic Chemistry', subject: 'Chemistry', instructor: 'Dr. Emily Brown' },
]);

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
}

describe('learner storage', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('starts from the samples: no added courses', () => {
    expect(loadAddedCourses('S001')).toEqual([]);
    expect(loadProfile('S001')).toEqual(SAMPLE_PROFILE);
  });

  it('keeps added courses (numbered after the samples) per student', () => {
    const added = newCourse([], { title: 'Botany', category: 'Plants', instructor: 'Dr. Lee' });
    expect(added).toEqual({ id: 4, title: 'Botany', category: 'Plants', instructor: 'Dr. Lee', progress: 0 });
    expect(newCourse([added], { title: 'Zoology', category: 'Animals', instructor: 'Dr. Kay' }).id).toBe(5);
    saveAddedCourses('S001', [...SAMPLES, added]);
    expect(JSON.parse(localStorage.getItem(coursesKey('S001'))!)).toEqual([added]);
    expect(loadAddedCourses('S001')).toEqual([added]);
    expect(loadAddedCourses('S002')).toEqual([]);
  });

  it('keeps the edited profile, with level, progress and streak from the sample', () => {
    saveProfile('S001', { name: 'Sam Lee', email: 'sam@x.io', phone: '', location: 'Pune', bio: 'Hi' });
    expect(loadProfile('S001')).toEqual({
      ...SAMPLE_PROFILE,
      name: 'Sam Lee',
      email: 'sam@x.io',
      phone: '',
      location: 'Pune',
      bio: 'Hi',
    });
  });

  it.each([
    ['not json', '{oops'],
    ['wrong shape', '{"a":1}'],
    ['bad rows', '[{"id":"x","title":1}]'],
    ['empty title', '[{"id":9,"title":" ","category":"c","instructor":"i","progress":0}]'],
  ])('corrupt courses (%s) -> none added', (_, raw) => {
    localStorage.setItem(coursesKey('S001'), raw);
    expect(loadAddedCourses('S001')).toEqual([]);
  });

  it.each([
    ['not json', 'nope'],
    ['missing email', '{"name":"A","phone":"","location":"","bio":""}'],
    ['blank name', '{"name":"","email":"a@b.co","phone":"","location":"","bio":""}'],
  ])('corrupt profile (%s) -> sample', (_, raw) => {
    localStorage.setItem(profileKey('S001'), raw);
    expect(loadProfile('S001')).toEqual(SAMPLE_PROFILE);
  });
});
