import * as z from 'zod/mini';

/** Learner profile: local data, no server source. */
export interface LearnerProfile {
  name: string;
  email: string;
  phone: string;
  location: string;
  bio: string;
  /** Integer level. */
  level: number;
  /** Percent 0-100 towards the next level. */
  progress: number;
  /** Days in a row. */
  streak: number;
}

/** The fields the Edit Profile modal changes. */
export type ProfileForm = Pick<LearnerProfile, 'name' | 'email' | 'phone' | 'location' | 'bio'>;

/** A course on the learner's dashboard. */
export interface Course {
  id: number;
  title: string;
  category: string;
  /** Percent complete. */
  progress: number;
  instructor: string;
}

/** Course form: what the Add New Course modal collects. */
export type CourseForm = Pick<Course, 'title' | 'category' | 'instructor'>;

/** A graded test result, learner side: from the server (GET /api/learners/{id}/results), newest first. */
export type { LearnerResult as TestResult } from '../../../contract/attempts.ts';

export const SECTION_IDS = ['syllabus', 'material', 'test', 'progress', 'profile'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

// Schemas for what comes back from localStorage: anything else is treated as absent.
const text = (max: number) => z.string().check(z.maxLength(max));
const required = (max: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine((s) => s.trim() !== ''),
  );

export const StoredCourse = z.object({
  id: z.int(),
  title: required(200),
  category: required(100),
  progress: z.number().check(z.gte(0), z.lte(100)),
  instructor: required(200),
});

export const StoredCourses = z.array(StoredCourse).check(z.maxLength(500));

export const StoredProfileForm = z.object({
  name: required(200),
  email: required(320),
  phone: text(100),
  location: text(200),
  bio: text(2000),
});
