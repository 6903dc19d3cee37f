import { describe, expect, it } from 'vitest';
import { testsMessages } from './messages.ts';
import { testResultsMessages } from './results-messages.ts';
import { answerText, barWidth, parsePoints, percentText, pointsText } from './results-rules.ts';

describe('points a teacher gives', () => {
  it('accepts numbers from 0 to the question points with at most one decimal', () => {
    expect(parsePoints('0', 10, testResultsMessages.en)).toEqual({ points: 0 });
    expect(parsePoints(' 10 ', 10, testResultsMessages.en)).toEqual({ points: 10 });
    expect(parsePoints('2.5', 5, testResultsMessages.en)).toEqual({ points: 2.5 });
    expect(parsePoints('.5', 5, testResultsMessages.en)).toEqual({ points: 0.5 });
    expect(parsePoints('4.50', 5, testResultsMessages.en)).toEqual({ points: 4.5 });
  });
  it('says in words what is wrong', () => {
    expect(parsePoints('', 10, testResultsMessages.en)).toEqual({ error: 'Please enter the points (0 to 10).' });
    expect(parsePoints('11', 10, testResultsMessages.en)).toEqual({ error: 'Points must be between 0 and 10.' });
    expect(parsePoints('10.1', 10, testResultsMessages.en)).toEqual({ error: 'Points must be between 0 and 10.' });
    expect(parsePoints('-1', 10, testResultsMessages.en)).toEqual({ error: 'Points must be between 0 and 10.' });
    expect(parsePoints('abc', 5, testResultsMessages.en)).toEqual({ error: 'Points must be a number from 0 to 5.' });
    expect(parsePoints('2.25', 5, testResultsMessages.en)).toEqual({
      error: 'Points can have at most one decimal (for example 2.5).',
    });
  });
  it('refuses number spellings a teacher would not mean: exponents, hex, signs, infinity', () => {
    for (const raw of ['1e1', '0x5', '+3', 'Infinity', '1,5', '1.2.3']) {
      expect(parsePoints(raw, 20, testResultsMessages.en)).toEqual({ error: 'Points must be a number from 0 to 20.' });
    }
  });
  it('calls a field the browser could not read as a number by that name, whatever its value says', () => {
    expect(parsePoints('', 6, testResultsMessages.en, true)).toEqual({ error: 'Points must be a number from 0 to 6.' });
  });
});

describe('formatting', () => {
  it('shows percentages to one decimal and a dash when unknown; bars stay within 0..100%', () => {
    expect(percentText('en', 78.46)).toBe('78.5%');
    expect(percentText('en', null)).toBe('—');
    expect(barWidth(null)).toBe('0%');
    expect(barWidth(140)).toBe('100%');
    expect(barWidth(40)).toBe('40%');
  });
  it('writes percentages and points in the language', () => {
    expect(percentText('en', 65)).toBe('65%');
    expect(percentText('es', 78.46)).toBe('78,5\u00a0%');
    expect(pointsText('en', 12.5)).toBe('12.5');
    expect(pointsText('en', 16)).toBe('16');
    expect(pointsText('es', 12.5)).toBe('12,5');
    expect(pointsText('en', null)).toBe('—');
  });
  it('reads true/false keys as words and leaves typed answers alone', () => {
    expect(answerText('true-false', 'false', testsMessages.en.trueFalse)).toBe('False');
    expect(answerText('short-answer', 'false', testsMessages.en.trueFalse)).toBe('false');
  });
});
