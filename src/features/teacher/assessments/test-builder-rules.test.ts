import { describe, expect, it } from 'vitest';
import {
  buildQuestion,
  buildTest,
  defaultQuestion,
  defaultSettings,
  numberError,
  optionLetter,
  readNumber,
  totalPoints,
  validateQuestion,
  validateTest,
  type QuestionDraft,
} from './test-builder-rules.ts';
import { CreateTestRequest } from '../../../contract/index.ts';
import { testsMessages } from './messages.ts';

const mc = (over: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...defaultQuestion(),
  question: 'What is 2 + 2?',
  options: ['3', '4', '5', '6'],
  correctAnswer: '1',
  ...over,
});

describe('test builder defaults', () => {
  it('starts at 60 minutes, 1 attempt, 70%, an empty title, no course and the default review options', () => {
    expect(defaultSettings()).toEqual({
      title: '',
      course: '',
      timeLimit: '60',
      maxAttempts: '1',
      passingScore: '70',
      review: { shows: 'answers', when: 'no-attempts-left' },
    });
  });
  it('starts a multiple-choice question with 4 empty options and 1 point', () => {
    expect(defaultQuestion()).toEqual({
      type: 'multiple-choice',
      question: '',
      options: ['', '', '', ''],
      correctAnswer: '',
      points: '1',
    });
  });
  it('letters options A, B, C, D', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('validateQuestion messages', () => {
  it('asks for the question text first', () => {
    expect(
      validateQuestion(mc({ question: '   ', options: ['', '', '', ''], correctAnswer: '' }), testsMessages.en)?.message,
    ).toBe('Please enter a question.');
  });
  it('asks for every multiple-choice option', () => {
    expect(validateQuestion(mc({ options: ['a', 'b', ' ', 'd'] }), testsMessages.en)?.message).toBe(
      'Please fill all options for multiple choice questions.',
    );
  });
  it('asks for the correct answer of multiple choice and true/false', () => {
    expect(validateQuestion(mc({ correctAnswer: '' }), testsMessages.en)?.message).toBe('Please select the correct answer.');
    expect(validateQuestion({ ...defaultQuestion('true-false'), question: 'Sky is blue?' }, testsMessages.en)?.message).toBe(
      'Please select the correct answer.',
    );
  });
  it('accepts complete questions of every type', () => {
    expect(validateQuestion(mc(), testsMessages.en)).toBeNull();
    expect(
      validateQuestion({ ...defaultQuestion('true-false'), question: 'q', correctAnswer: 'false' }, testsMessages.en),
    ).toBeNull();
    expect(validateQuestion({ ...defaultQuestion('short-answer'), question: 'q' }, testsMessages.en)).toBeNull();
    expect(validateQuestion({ ...defaultQuestion('essay'), question: 'q' }, testsMessages.en)).toBeNull();
  });
  it('does not require options for the other types', () => {
    expect(validateQuestion({ ...defaultQuestion('essay'), question: 'Discuss' }, testsMessages.en)).toBeNull();
  });
});

describe('number bounds', () => {
  it('takes a number within the bounds of its field as it is, and nothing else', () => {
    expect(readNumber('points', '3')).toBe(3);
    expect(readNumber('timeLimit', ' 45 ')).toBe(45);
    expect(readNumber('maxAttempts', '1000')).toBe(1000);
    expect(readNumber('passingScore', '85.5')).toBe(85.5);
    expect(readNumber('passingScore', '0')).toBe(0);
    for (const [field, raw] of [
      ['points', ''],
      ['points', 'abc'],
      ['points', '0'],
      ['points', '-5'],
      ['points', '2.7'],
      ['points', '1001'],
      ['timeLimit', '0'],
      ['timeLimit', '-10'],
      ['timeLimit', '10001'],
      ['timeLimit', '1e3'],
      ['maxAttempts', '0'],
      ['maxAttempts', 'x'],
      ['passingScore', '-1'],
      ['passingScore', '101'],
      ['passingScore', ''],
    ] as const)
      expect(readNumber(field, raw), `${field} ${raw}`).toBeNull();
  });
  it('says what the field takes instead of moving the value into range', () => {
    expect(numberError('timeLimit', '0', testsMessages.en)).toBe('Time limit must be a whole number from 1 to 10,000.');
    expect(numberError('maxAttempts', '-3', testsMessages.en)).toBe('Max attempts must be a whole number from 1 to 1,000.');
    expect(numberError('passingScore', '150', testsMessages.en)).toBe('Passing score must be a number from 0 to 100.');
    expect(numberError('points', '0', testsMessages.en)).toBe('Points must be a whole number from 1 to 1,000.');
    expect(numberError('points', '4', testsMessages.en)).toBeNull();
  });
  it('refuses a question whose points the field does not take, before its text', () => {
    expect(validateQuestion({ ...defaultQuestion(), points: '0' }, testsMessages.en)).toEqual({
      field: 'points',
      message: 'Points must be a whole number from 1 to 1,000.',
    });
  });
});

describe('buildQuestion', () => {
  it('names the correct option by its text and keeps the options', () => {
    expect(buildQuestion(mc({ points: '2' }), 7)).toEqual({
      id: 7,
      type: 'multiple-choice',
      question: 'What is 2 + 2?',
      options: ['3', '4', '5', '6'],
      correctAnswer: '4',
      points: 2,
    });
  });
  it('true/false keeps true or false, short answer its expected answer, essay nothing', () => {
    expect(
      buildQuestion({ ...defaultQuestion('true-false'), question: 'q', correctAnswer: 'true', options: ['x', '', '', ''] }, 1),
    ).toMatchObject({ options: [], correctAnswer: 'true' });
    expect(buildQuestion({ ...defaultQuestion('short-answer'), question: 'q', correctAnswer: ' Paris ' }, 1)).toMatchObject({
      correctAnswer: 'Paris',
    });
    expect(buildQuestion({ ...defaultQuestion('essay'), question: 'q', correctAnswer: 'leftover' }, 1)).toMatchObject({
      correctAnswer: '',
      options: [],
    });
  });
  it('turns invalid points into 1', () => {
    expect(buildQuestion(mc({ points: '' }), 1).points).toBe(1);
  });
});

describe('validateTest and buildTest', () => {
  const q = buildQuestion(mc({ points: '3' }), 1);
  const SUBJECTS = ['Mathematics', 'Physics'];
  const named = { ...defaultSettings(), title: 'Quiz', course: 'Physics' };
  it('asks for a title before anything else', () => {
    expect(validateTest(defaultSettings(), [], SUBJECTS, testsMessages.en)?.message).toBe('Please enter a test title.');
    expect(validateTest({ ...defaultSettings(), title: '  ', course: 'Physics' }, [q], SUBJECTS, testsMessages.en)?.message).toBe(
      'Please enter a test title.',
    );
  });
  it('asks for a course of the catalogue after the title', () => {
    expect(validateTest({ ...named, course: '' }, [q], SUBJECTS, testsMessages.en)).toEqual({
      field: 'course',
      message: 'Please select a course.',
    });
    expect(validateTest({ ...named, course: 'Science', timeLimit: '0' }, [q], SUBJECTS, testsMessages.en)?.field).toBe('course');
    // Until the catalogue has loaded there is no course to choose.
    expect(validateTest(named, [q], [], testsMessages.en)?.field).toBe('course');
  });
  it('asks for at least one question', () => {
    expect(validateTest(named, [], SUBJECTS, testsMessages.en)?.message).toBe('Please add at least one question.');
    expect(validateTest(named, [q], SUBJECTS, testsMessages.en)).toBeNull();
  });
  it('refuses settings numbers out of bounds after the title and course, in the order of the fields', () => {
    expect(validateTest({ ...named, timeLimit: '0', passingScore: '150' }, [q], SUBJECTS, testsMessages.en)).toEqual({
      field: 'timeLimit',
      message: 'Time limit must be a whole number from 1 to 10,000.',
    });
    expect(validateTest({ ...named, passingScore: '150' }, [], SUBJECTS, testsMessages.en)).toEqual({
      field: 'passingScore',
      message: 'Passing score must be a number from 0 to 100.',
    });
    expect(validateTest({ ...defaultSettings(), maxAttempts: '0' }, [q], SUBJECTS, testsMessages.en)?.field).toBe('title');
  });
  it('totals the points and passes the contract', () => {
    const q2 = buildQuestion({ ...defaultQuestion('essay'), question: 'Essay', points: '10' }, 2);
    expect(totalPoints([q, q2])).toBe(13);
    const body = buildTest(
      { ...defaultSettings(), title: ' Quiz ', course: 'Physics', timeLimit: '45', maxAttempts: '2', passingScore: '82.5' },
      [q, q2],
    );
    expect(body).toMatchObject({
      title: 'Quiz',
      course: 'Physics',
      timeLimit: 45,
      maxAttempts: 2,
      passingScore: 82.5,
      totalPoints: 13,
    });
    expect(CreateTestRequest.safeParse(body).success).toBe(true);
  });
});
