import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coursesKey, loadCourses, loadProfile, newCourse, profileKey, saveAddedCourses, saveProfile } from './storage.ts';
import { SAMPLE_COURSES, SAMPLE_PROFILE } from './sample-data.ts';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) { return this.data.get(k) ?? null; }
  setItem(k: string, v: string) { this.data.set(k, v); }
  removeItem(k: string) { this.data.delete(k); }
  clear() { this.data.clear(); }
}

describe('learner storage', () => {
  beforeEach(() => { (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage(); });
  afterEach(() => { delete (globalThis as { localStorage?: unknown }).localStorage; });

  it('starts from the samples', () => {
    expect(loadCourses('S001')).toEqual(SAMPLE_COURSES);
    expect(loadProfile('S001')).toEqual(SAMPLE_PROFILE);
  });

  it('keeps added courses (after the samples) per student', () => {
    const added = newCourse(SAMPLE_COURSES, { title: 'Biology', category: 'Science', instructor: 'Dr. Lee' });
    expect(added).toEqual({ id: 4, title: 'Biology', category: 'Science', instructor: 'Dr. Lee', progress: 0 });
    saveAddedCourses('S001', [...SAMPLE_COURSES, added]);
    expect(JSON.parse(localStorage.getItem(coursesKey('S001'))!)).toEqual([added]);
    expect(loadCourses('S001')).toEqual([...SAMPLE_COURSES, added]);
    expect(loadCourses('S002')).toEqual(SAMPLE_COURSES);
  });

  it('keeps the edited profile, with level, progress and streak from the sample', () => {
    saveProfile('S001', { name: 'Sam Lee', email: 'sam@x.io', phone: '', location: 'Pune', bio: 'Hi' });
    expect(loadProfile('S001')).toEqual({ ...SAMPLE_PROFILE, name: 'Sam Lee', email: 'sam@x.io', phone: '', location: 'Pune', bio: 'Hi' });
  });

  it.each([
    ['not json', '{oops'],
    ['wrong shape', '{"a":1}'],
    ['bad rows', '[{"id":"x","title":1}]'],
    ['empty title', '[{"id":9,"title":" ","category":"c","instructor":"i","progress":0}]'],
  ])('corrupt courses (%s) -> samples', (_, raw) => {
    localStorage.setItem(coursesKey('S001'), raw);
    expect(loadCourses('S001')).toEqual(SAMPLE_COURSES);
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
