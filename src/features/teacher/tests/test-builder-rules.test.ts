import { describe, expect, it } from 'vitest';
import {
  buildQuestion,
  buildTest,
  defaultQuestion,
  defaultSettings,
  normalizeMaxAttempts,
  normalizePassingScore,
  normalizePoints,
  normalizeTimeLimit,
  optionLetter,
  totalPoints,
  validateQuestion,
  validateTest,
  type QuestionDraft,
} from './test-builder-rules.ts';
import { CreateTestRequest } from '../../../contract/index.ts';
import { TESTS_EN } from './messages.ts';

const mc = (over: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...defaultQuestion(),
  question: 'What is 2 + 2?',
  options: ['3', '4', '5', '6'],
  correctAnswer: '1',
  ...over,
});

describe('test builder defaults (spec section 9)', () => {
  it('starts at 60 minutes, 1 attempt, 70% and an empty title', () => {
    expect(defaultSettings()).toEqual({ title: '', timeLimit: '60', maxAttempts: '1', passingScore: '70' });
  });
  it('starts a multiple-choice question with 4 empty options and 1 point', () => {
    expect(defaultQuestion()).toEqual({ type: 'multiple-choice', question: '', options: ['', '', '', ''], correctAnswer: '', points: '1' });
  });
  it('letters options A, B, C, D', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('validateQuestion (spec section 5 messages)', () => {
  it('asks for the question text first', () => {
    expect(validateQuestion(mc({ question: '   ', options: ['', '', '', ''], correctAnswer: '' }), TESTS_EN)?.message).toBe('Please enter a question.');
  });
  it('asks for every multiple-choice option', () => {
    expect(validateQuestion(mc({ options: ['a', 'b', ' ', 'd'] }), TESTS_EN)?.message).toBe(
      'Please fill all options for multiple choice questions.',
    );
  });
  it('asks for the correct answer of multiple choice and true/false', () => {
    expect(validateQuestion(mc({ correctAnswer: '' }), TESTS_EN)?.message).toBe('Please select the correct answer.');
    expect(validateQuestion({ ...defaultQuestion('true-false'), question: 'Sky is blue?' }, TESTS_EN)?.message).toBe(
      'Please select the correct answer.',
    );
  });
  it('accepts complete questions of every type', () => {
    expect(validateQuestion(mc(), TESTS_EN)).toBeNull();
    expect(validateQuestion({ ...defaultQuestion('true-false'), question: 'q', correctAnswer: 'false' }, TESTS_EN)).toBeNull();
    expect(validateQuestion({ ...defaultQuestion('short-answer'), question: 'q' }, TESTS_EN)).toBeNull();
    expect(validateQuestion({ ...defaultQuestion('essay'), question: 'q' }, TESTS_EN)).toBeNull();
  });
  it('does not require options for the other types', () => {
    expect(validateQuestion({ ...defaultQuestion('essay'), question: 'Discuss' }, TESTS_EN)).toBeNull();
  });
});

describe('number bounds', () => {
  it('points: an invalid entry becomes 1', () => {
    expect(normalizePoints('')).toBe(1);
    expect(normalizePoints('abc')).toBe(1);
    expect(normalizePoints('0')).toBe(1);
    expect(normalizePoints('-5')).toBe(1);
    expect(normalizePoints('3')).toBe(3);
    expect(normalizePoints('2.7')).toBe(2);
  });
  it('time limit and max attempts are at least 1', () => {
    expect(normalizeTimeLimit('0')).toBe(1);
    expect(normalizeTimeLimit('-10')).toBe(1);
    expect(normalizeTimeLimit('45')).toBe(45);
    expect(normalizeTimeLimit('')).toBe(60);
    expect(normalizeMaxAttempts('0')).toBe(1);
    expect(normalizeMaxAttempts('3')).toBe(3);
    expect(normalizeMaxAttempts('x')).toBe(1);
  });
  it('passing score stays within 0-100', () => {
    expect(normalizePassingScore('-1')).toBe(0);
    expect(normalizePassingScore('101')).toBe(100);
    expect(normalizePassingScore('85.5')).toBe(85.5);
    expect(normalizePassingScore('')).toBe(70);
  });
});

describe('buildQuestion', () => {
  it('names the correct option by its text and keeps the options', () => {
    expect(buildQuestion(mc({ points: '2' }), 7)).toEqual({
      id: 7, type: 'multiple-choice', question: 'What is 2 + 2?', options: ['3', '4', '5', '6'], correctAnswer: '4', points: 2,
    });
  });
  it('true/false keeps true or false, short answer its expected answer, essay nothing', () => {
    expect(buildQuestion({ ...defaultQuestion('true-false'), question: 'q', correctAnswer: 'true', options: ['x', '', '', ''] }, 1))
      .toMatchObject({ options: [], correctAnswer: 'true' });
    expect(buildQuestion({ ...defaultQuestion('short-answer'), question: 'q', correctAnswer: ' Paris ' }, 1))
      .toMatchObject({ correctAnswer: 'Paris' });
    expect(buildQuestion({ ...defaultQuestion('essay'), question: 'q', correctAnswer: 'leftover' }, 1))
      .toMatchObject({ correctAnswer: '', options: [] });
  });
  it('turns invalid points into 1', () => {
    expect(buildQuestion(mc({ points: '' }), 1).points).toBe(1);
  });
});

describe('validateTest and buildTest', () => {
  const q = buildQuestion(mc({ points: '3' }), 1);
  it('asks for a title before questions', () => {
    expect(validateTest(defaultSettings(), [], TESTS_EN)?.message).toBe('Please enter a test title.');
    expect(validateTest({ ...defaultSettings(), title: '  ' }, [q], TESTS_EN)?.message).toBe('Please enter a test title.');
  });
  it('asks for at least one question', () => {
    expect(validateTest({ ...defaultSettings(), title: 'Quiz' }, [], TESTS_EN)?.message).toBe('Please add at least one question.');
    expect(validateTest({ ...defaultSettings(), title: 'Quiz' }, [q], TESTS_EN)).toBeNull();
  });
  it('totals the points and passes the contract', () => {
    const q2 = buildQuestion({ ...defaultQuestion('essay'), question: 'Essay', points: '10' }, 2);
    expect(totalPoints([q, q2])).toBe(13);
    const body = buildTest({ title: ' Quiz ', timeLimit: '0', maxAttempts: '2', passingScore: '150' }, [q, q2]);
    expect(body).toMatchObject({ title: 'Quiz', timeLimit: 1, maxAttempts: 2, passingScore: 100, totalPoints: 13 });
    expect(CreateTestRequest.safeParse(body).success).toBe(true);
  });
});
