import { DEMO_TEACHER_ID } from '../../src/contract/constants.ts';
import type { Question } from '../../src/contract/tests.ts';
import { addDays } from '../../src/contract/dates.ts';

const mc = (id: number, question: string, options: string[], correct: number, points = 5): Question => ({
  id,
  type: 'multiple-choice',
  question,
  options,
  correctAnswer: options[correct]!,
  points,
});
const tf = (id: number, question: string, correct: boolean, points = 5): Question => ({
  id,
  type: 'true-false',
  question,
  options: [],
  correctAnswer: String(correct),
  points,
});
const short = (id: number, question: string, key: string, points = 10): Question => ({
  id,
  type: 'short-answer',
  question,
  options: [],
  correctAnswer: key,
  points,
});
const essay = (id: number, question: string, points = 20): Question => ({
  id,
  type: 'essay',
  question,
  options: [],
  correctAnswer: '',
  points,
});

export interface SeedTest {
  title: string;
  course: string;
  questions: Question[];
  status: 'draft' | 'scheduled' | 'active' | 'completed';
  created: string;
  /** `YYYY-MM-DDTHH:mm`, or '' for a draft. */
  scheduled: string;
  assigned: string[];
  timeLimit: number;
}

/**
 * The sample tests: three completed ones whose attempts make the learners' history, an active
 * one open now, a scheduled one ahead and a draft.
 */
export function makeTests(today: string): SeedTest[] {
  /** One sample test: created `createdDay` days from today, scheduled at [day, time] (none for a draft). */
  const test = (
    title: string,
    course: string,
    status: SeedTest['status'],
    createdDay: number,
    when: [day: number, time: string] | null,
    classes: string,
    timeLimit: number,
    questions: Question[],
  ): SeedTest => ({
    title,
    course,
    status,
    created: addDays(today, createdDay),
    scheduled: when ? `${addDays(today, when[0])}T${when[1]}` : '',
    assigned: [...classes].map((c) => `Class ${c}`),
    timeLimit,
    questions,
  });
  return [
    test("Newton's Laws Quiz", 'Physics', 'completed', -30, [-24, '09:00'], 'AC', 30, [
      mc(
        1,
        'An object at rest stays at rest unless acted on by',
        ['a net force', 'gravity only', 'friction only', 'its mass'],
        0,
      ),
      mc(2, "F = m x a is Newton's", ['first law', 'second law', 'third law', 'law of gravitation'], 1),
      tf(3, 'Heavier objects always fall faster in a vacuum.', false),
      short(4, 'What is the SI unit of force?', 'newton'),
    ]),
    test('Cell Biology Quiz', 'Biology', 'completed', -22, [-17, '11:00'], 'ABCD', 45, [
      mc(1, 'The powerhouse of the cell is the', ['nucleus', 'ribosome', 'mitochondrion', 'cell wall'], 2),
      mc(
        2,
        'Which structure is found in plant cells but not animal cells?',
        ['cell membrane', 'chloroplast', 'cytoplasm', 'ribosome'],
        1,
      ),
      tf(3, 'DNA is found in the nucleus.', true),
      essay(4, 'Describe how a cell membrane controls what enters and leaves the cell.', 15),
    ]),
    test('Algebra Fundamentals Quiz', 'Mathematics', 'completed', -20, [-10, '10:00'], 'AB', 60, [
      mc(1, 'Solve for x: 2x + 6 = 14', ['2', '4', '6', '8'], 1),
      mc(2, 'What is the slope of y = 3x - 2?', ['-2', '2', '3', '1/3'], 2),
      tf(3, 'The equation x^2 = -1 has a real solution.', false),
      short(4, 'Expand (x + 1)^2.', 'x^2 + 2x + 1'),
    ]),
    test('Chemistry Basics Check', 'Chemistry', 'active', -3, [-1, '11:00'], 'AD', 60, [
      mc(1, 'Which gas is produced when zinc reacts with dilute HCl?', ['Oxygen', 'Hydrogen', 'Chlorine', 'Nitrogen'], 1),
      tf(2, 'Water is a compound.', true),
    ]),
    test('Physics Mid-Term Exam', 'Physics', 'scheduled', -6, [5, '09:30'], 'AC', 90, [
      mc(1, 'The SI unit of force is', ['Joule', 'Newton', 'Watt', 'Pascal'], 1),
      mc(2, 'Acceleration due to gravity is about', ['9.8 m/s^2', '98 m/s^2', '0.98 m/s^2', '1 m/s^2'], 0),
      essay(3, "Explain Newton's third law with an everyday example."),
    ]),
    test('English Reading Assessment', 'English', 'draft', -1, null, '', 60, [
      essay(1, 'Write a short essay on the importance of reading.', 25),
      short(2, 'Give a synonym of "rapid".', 'quick', 5),
    ]),
  ];
}

export const TEST_SEED_COLUMNS = [
  'title',
  'course',
  'question_count',
  'total_points',
  'status',
  'created_date',
  'scheduled_date',
  'assigned_to',
  'time_limit',
  'max_attempts',
  'passing_score',
  'question_list',
  'teacher_id',
] as const;

/** A test as a row of TEST_SEED_COLUMNS: one attempt each, 70 % to pass, made by the demo teacher. */
export const testSeedRow = (t: SeedTest): unknown[] => [
  t.title,
  t.course,
  t.questions.length,
  t.questions.reduce((s, q) => s + q.points, 0),
  t.status,
  t.created,
  t.scheduled,
  JSON.stringify(t.assigned),
  t.timeLimit,
  1,
  70,
  JSON.stringify(t.questions),
  DEMO_TEACHER_ID,
];
