import type { CatalogueResponse } from '../contract/catalogue.ts';

/** A catalogue as the server sends it (GET /api/catalogue), for component tests. */
export const CATALOGUE: CatalogueResponse = {
  subjects: ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'History', 'Computer Science'],
  courses: [
    { id: 'advanced-mathematics', title: 'Advanced Mathematics', subject: 'Mathematics', instructor: 'Dr. Sarah Wilson' },
    { id: 'physics-fundamentals', title: 'Physics Fundamentals', subject: 'Physics', instructor: 'Prof. Michael Chen' },
    { id: 'organic-chemistry', title: 'Organic Chemistry', subject: 'Chemistry', instructor: 'Dr. Emily Brown' },
    { id: 'cell-biology', title: 'Cell Biology', subject: 'Biology', instructor: 'Dr. Aisha Rahman' },
    { id: 'english-literature', title: 'English Literature', subject: 'English', instructor: 'Ms. Laura Bennett' },
    { id: 'world-history', title: 'World History', subject: 'History', instructor: 'Mr. David Okafor' },
    { id: 'intro-programming', title: 'Introduction to Programming', subject: 'Computer Science', instructor: 'Mr. Rahul Mehta' },
  ],
};
