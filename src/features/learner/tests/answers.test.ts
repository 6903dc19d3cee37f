import { describe, expect, it } from 'vitest';
import { answerText, changedAnswers, isBlank, unansweredNumbers } from './answers.ts';
import { learnerTestsMessages } from './messages.ts';

const { unansweredSummary } = learnerTestsMessages.en;

describe('which answers changed (only these are sent)', () => {
  it('keeps answers that differ from what the server has, and new ones', () => {
    expect(changedAnswers({ 1: 'A', 2: 'true', 3: 'photosynthesis' }, { 1: 'A', 2: 'false' })).toEqual({
      2: 'true',
      3: 'photosynthesis',
    });
  });
  it('is empty when everything is saved', () => {
    expect(changedAnswers({ 1: 'A' }, { 1: 'A' })).toEqual({});
    expect(changedAnswers({}, {})).toEqual({});
  });
  it('sends a cleared answer as empty text', () => {
    expect(changedAnswers({ 4: '' }, { 4: 'draft' })).toEqual({ 4: '' });
  });
});

describe('unanswered questions', () => {
  const questions = [{ id: '10' }, { id: '11' }, { id: '12' }, { id: '13' }];
  it('numbers them from 1 in test order; spaces only count as unanswered', () => {
    expect(unansweredNumbers(questions, { 10: 'B', 12: '   ' })).toEqual([2, 3, 4]);
  });
  it('is empty when all are answered', () => {
    expect(unansweredNumbers(questions, { 10: 'a', 11: 'b', 12: 'c', 13: 'd' })).toEqual([]);
  });
  it('treats missing and blank answers alike', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' \n')).toBe(true);
    expect(isBlank('0')).toBe(false);
  });
});

describe('the confirmation before submitting', () => {
  it('counts the unanswered questions over the list that names them', () => {
    expect(unansweredSummary(2, 4)).toBe('2 of 4 questions are unanswered:');
    expect(unansweredSummary(1, 4)).toBe('1 of 4 questions is unanswered:');
    expect(unansweredSummary(1, 1)).toBe('1 of 1 question is unanswered:');
  });
  it('says so when every question is answered', () => {
    expect(unansweredSummary(0, 4)).toBe('All 4 questions are answered.');
    expect(unansweredSummary(0, 1)).toBe('The question is answered.');
  });
});

describe('answers as they read', () => {
  it("shows true/false as 'True' / 'False', other answers as typed", () => {
    expect(answerText('true-false', 'true', learnerTestsMessages.en)).toBe('True');
    expect(answerText('true-false', 'false', learnerTestsMessages.en)).toBe('False');
    expect(answerText('short-answer', 'true', learnerTestsMessages.en)).toBe('true');
  });
});
