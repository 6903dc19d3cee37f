import type { Course, LearnerProfile, TestResult } from './model.ts';

/**
 * The learner's sample data (spec section 3: profile, courses and test results have no
 * server source). Kept in this one module so a host integration can later replace it.
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

/** Sample test results (percentage = marks / totalMarks, rounded). */
export const SAMPLE_TEST_RESULTS: readonly TestResult[] = Object.freeze([
  { id: 1, testName: 'Algebra Mid-Term', subject: 'Mathematics', date: '2024-03-15', marks: 92, totalMarks: 100, percentage: 92 },
  { id: 2, testName: 'Mechanics Quiz', subject: 'Physics', date: '2024-03-12', marks: 42, totalMarks: 50, percentage: 84 },
  { id: 3, testName: 'Organic Reactions Test', subject: 'Chemistry', date: '2024-03-08', marks: 74, totalMarks: 100, percentage: 74 },
  { id: 4, testName: 'Calculus Quiz', subject: 'Mathematics', date: '2024-03-01', marks: 45, totalMarks: 50, percentage: 90 },
  { id: 5, testName: 'Thermodynamics Test', subject: 'Physics', date: '2024-02-24', marks: 65, totalMarks: 100, percentage: 65 },
]);
