import { describe, expect, it } from 'vitest';
import { testsMessages } from './messages.ts';
import { defaultSettings } from './test-builder-rules.ts';
import { hasUnsavedTest, isBlankDraft, nextQuestionId, parseTestDraft, testDraftKey, unsavedTestText } from './test-draft.ts';

const question = (id: number) => ({ id, type: 'essay' as const, question: `Q${id}`, options: [], correctAnswer: '', points: 2 });
const draft = (title = '', questions = [question(1)], course = '') => ({
  settings: { ...defaultSettings(), title, course },
  questions,
});

describe('the test draft kept in the browser', () => {
  it('is kept per teacher under an edu- key', () => {
    expect(testDraftKey('1')).toBe('edu-test-draft:1');
    expect(testDraftKey('T-9')).not.toBe(testDraftKey('1'));
  });

  it('reads back what was stored, and nothing from corrupt storage', () => {
    const d = draft('Unit 2 Quiz', [question(1), question(4)], 'History');
    expect(parseTestDraft(JSON.stringify(d))).toEqual(d);
    // A stored draft naming no course reads back with none chosen.
    const { course: _none, ...withoutCourse } = d.settings;
    expect(parseTestDraft(JSON.stringify({ ...d, settings: withoutCourse }))).toEqual({
      ...d,
      settings: { ...d.settings, course: '' },
    });
    // A stored draft from before review options reads back with the default ones.
    const { review: _default, ...withoutReview } = d.settings;
    expect(parseTestDraft(JSON.stringify({ ...d, settings: withoutReview }))).toEqual(d);
    const scoreOnly = { ...d, settings: { ...d.settings, review: { shows: 'score', when: 'after-attempt' } as const } };
    expect(parseTestDraft(JSON.stringify(scoreOnly))).toEqual(scoreOnly);
    expect(parseTestDraft(null)).toBeNull();
    expect(parseTestDraft('{not json')).toBeNull();
    expect(parseTestDraft(JSON.stringify({ settings: { title: 1 }, questions: [] }))).toBeNull();
    expect(parseTestDraft(JSON.stringify({ ...d, questions: [{ ...question(1), points: 0 }] }))).toBeNull();
  });

  it('is blank until something differs from a new test', () => {
    expect(isBlankDraft({ settings: defaultSettings(), questions: [] })).toBe(true);
    expect(isBlankDraft({ settings: { ...defaultSettings(), title: '  ' }, questions: [] })).toBe(true);
    expect(isBlankDraft({ settings: { ...defaultSettings(), timeLimit: '45' }, questions: [] })).toBe(false);
    expect(isBlankDraft(draft('', [], 'Physics'))).toBe(false);
    expect(
      isBlankDraft({ settings: { ...defaultSettings(), review: { shows: 'score', when: 'after-attempt' } }, questions: [] }),
    ).toBe(false);
    expect(isBlankDraft(draft('', [question(1)]))).toBe(false);
  });

  it('counts as unsaved work once a title is typed or a question added', () => {
    expect(hasUnsavedTest({ settings: { ...defaultSettings(), timeLimit: '45' }, questions: [] })).toBe(false);
    expect(hasUnsavedTest(draft('Quiz', []))).toBe(true);
    expect(hasUnsavedTest(draft('', [question(1)]))).toBe(true);
  });

  it('says what leaving would lose', () => {
    expect(unsavedTestText({ settings: defaultSettings(), questions: [] }, testsMessages.en)).toBeNull();
    expect(unsavedTestText(draft('Unit 2 Quiz', [question(1)]), testsMessages.en)).toBe(
      'The test "Unit 2 Quiz" (1 question) is not saved yet. Its draft stays in this browser until you save it.',
    );
    expect(unsavedTestText(draft('', [question(1), question(2)]), testsMessages.en)).toBe(
      'The test you are building (2 questions) is not saved yet. Its draft stays in this browser until you save it.',
    );
  });

  it('numbers new questions after the restored ones', () => {
    expect(nextQuestionId([])).toBe(1);
    expect(nextQuestionId([question(3), question(7)])).toBe(8);
  });
});
