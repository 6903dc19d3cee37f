import type { Question } from '../../src/contract/tests.ts';
import { addDays } from '../services/dates.ts';

const mc = (id: number, question: string, options: string[], correct: number, points = 5): Question => ({
  id, type: 'multiple-choice', question, options, correctAnswer: options[correct]!, points,
});

/** The Manage tab's sample tests (a draft, a scheduled, an active and a completed one). */
export function makeTests(today: string): unknown[][] {
  const algebra: Question[] = [
    mc(1, 'Solve for x: 2x + 6 = 14', ['2', '4', '6', '8'], 1),
    mc(2, 'What is the slope of y = 3x - 2?', ['-2', '2', '3', '1/3'], 2),
    { id: 3, type: 'true-false', question: 'The equation x^2 = -1 has a real solution.', options: [], correctAnswer: 'false', points: 5 },
    { id: 4, type: 'short-answer', question: 'Expand (x + 1)^2.', options: [], correctAnswer: 'x^2 + 2x + 1', points: 10 },
  ];
  const physics: Question[] = [
    mc(1, 'The SI unit of force is', ['Joule', 'Newton', 'Watt', 'Pascal'], 1),
    mc(2, 'Acceleration due to gravity is about', ['9.8 m/s^2', '98 m/s^2', '0.98 m/s^2', '1 m/s^2'], 0),
    { id: 3, type: 'essay', question: "Explain Newton's third law with an everyday example.", options: [], correctAnswer: '', points: 20 },
  ];
  const chemistry: Question[] = [
    mc(1, 'Which gas is produced when zinc reacts with dilute HCl?', ['Oxygen', 'Hydrogen', 'Chlorine', 'Nitrogen'], 1),
    { id: 2, type: 'true-false', question: 'Water is a compound.', options: [], correctAnswer: 'true', points: 5 },
  ];
  const english: Question[] = [
    { id: 1, type: 'essay', question: 'Write a short essay on the importance of reading.', options: [], correctAnswer: '', points: 25 },
    { id: 2, type: 'short-answer', question: 'Give a synonym of "rapid".', options: [], correctAnswer: 'quick', points: 5 },
  ];
  const row = (
    title: string, course: string, qs: Question[], status: string, created: string, scheduled: string,
    assigned: string[], submissions: number, avg: number,
  ) => [title, course, qs.length, qs.reduce((s, q) => s + q.points, 0), status, created, scheduled,
    JSON.stringify(assigned), submissions, avg, 60, 1, 70, JSON.stringify(qs)];
  return [
    row('Algebra Fundamentals Quiz', 'Mathematics', algebra, 'completed', addDays(today, -20), `${addDays(today, -10)}T10:00`, ['Class A', 'Class B'], 18, 78.5),
    row('Physics Mid-Term Exam', 'Physics', physics, 'scheduled', addDays(today, -6), `${addDays(today, 5)}T09:30`, ['Class C'], 0, 0),
    row('Chemistry Basics Check', 'Chemistry', chemistry, 'active', addDays(today, -3), `${addDays(today, -1)}T11:00`, ['Class A', 'Class D'], 7, 0),
    row('English Reading Assessment', 'English', english, 'draft', addDays(today, -1), '', [], 0, 0),
  ];
}

export const TEST_SEED_COLUMNS = [
  'title', 'course', 'question_count', 'total_points', 'status', 'created_date', 'scheduled_date', 'assigned_to',
  'submissions', 'average_score', 'time_limit', 'max_attempts', 'passing_score', 'question_list',
] as const;
