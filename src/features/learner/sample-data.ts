import type { Course, LearnerProfile } from './model.ts';

/**
 * The learner's sample data (profile and courses have no server source). Kept
 * in this one module so a host integration can later replace it.
 */

/** Sample profile: level 12, progress 75 %, a 5-day streak. */
export const SAMPLE_PROFILE: Readonly<LearnerProfile> = Object.freeze({
  name: 'Alex Johnson',
  email: 'alex.johnson@example.com',
  phone: '+1 (555) 123-4567',
  location: 'San Francisco, CA',
  bio: 'Passionate learner exploring mathematics and the sciences, one lesson at a time.',
  level: 12,
  progress: 75,
  streak: 5,
});

/** Sample courses: Mathematics, Physics, Chemistry at 75, 45 and 90 % complete. */
export const SAMPLE_COURSES: readonly Course[] = Object.freeze([
  { id: 1, title: 'Advanced Mathematics', category: 'Mathematics', progress: 75, instructor: 'Dr. Sarah Wilson' },
  { id: 2, title: 'Physics Fundamentals', category: 'Physics', progress: 45, instructor: 'Prof. Michael Chen' },
  { id: 3, title: 'Organic Chemistry', category: 'Chemistry', progress: 90, instructor: 'Dr. Emily Brown' },
]);

