import { describe, expect, it } from 'vitest';
import { formatFor, formatMoment } from '../../../lib/i18n/format.ts';
import { learnerTestsMessages } from './messages.ts';
import { percent } from './test-text.ts';

const es = await learnerTestsMessages.load.es();
const ar = await learnerTestsMessages.load.ar();

describe('test texts', () => {
  it("writes '1 question' and '2 questions'", () => {
    expect(learnerTestsMessages.en.questions(1)).toBe('1 question');
    expect(learnerTestsMessages.en.points(2)).toBe('2 points');
    expect(learnerTestsMessages.en.minutes(0)).toBe('0 minutes');
  });
  it('counts in Spanish with its two forms and in Arabic with all six', () => {
    expect([1, 2].map(es.questions)).toEqual(['1 pregunta', '2 preguntas']);
    expect([0, 1, 2, 3, 11, 100].map(ar.questions)).toEqual(['0 سؤال', 'سؤال واحد', 'سؤالان', '3 أسئلة', '11 سؤالًا', '100 سؤال']);
    expect([1, 2, 5, 20].map(ar.minutes)).toEqual(['دقيقة واحدة', 'دقيقتان', '5 دقائق', '20 دقيقة']);
  });
  it('writes a percentage as the language does', () => {
    expect(percent(formatFor('en'), 85)).toBe('85%');
    expect(percent(formatFor('en'), 92.5)).toBe('92.5%');
    expect(percent(formatFor('es'), 85)).toBe('85\u00a0%');
  });
  it('formats an opening date and time in the element language', () => {
    const at = '2030-05-06T10:15';
    expect(learnerTestsMessages.en.opensOn(formatMoment('en', at))).toContain('May 6, 2030, 10:15 AM');
    expect(es.opensOn(formatMoment('es', at))).toBe('Se abre el 6 may 2030, 10:15');
  });
});
