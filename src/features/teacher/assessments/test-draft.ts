import * as z from 'zod/mini';
import { DEFAULT_REVIEW, Question, ReviewOptions } from '../../../contract/index.ts';
import { safeStorage } from '../../../stores/safe-storage.ts';
import type { TestsMessages } from './messages.ts';
import { defaultSettings, type SettingsDraft } from './test-builder-rules.ts';

/** The Create tab's work: its settings as typed and the questions added so far. */
export interface TestDraft {
  settings: SettingsDraft;
  questions: Question[];
}

/** Where a teacher's half-built test waits in this browser until it is saved. */
export const testDraftKey = (teacherId: string): string => `edu-test-draft:${teacherId}`;

const field = z.string().check(z.maxLength(200));
const StoredDraft = z.object({
  // A stored draft may name no course: the teacher chooses one then.
  // A draft stored before review options existed gets the default ones.
  settings: z.object({
    title: field,
    course: z.optional(field),
    timeLimit: field,
    maxAttempts: field,
    passingScore: field,
    review: z.optional(ReviewOptions),
  }),
  questions: z.array(Question).check(z.maxLength(1000)),
});

/** The stored draft, or null when there is none or it is not a draft (corrupt storage). */
export function parseTestDraft(raw: string | null): TestDraft | null {
  if (raw === null) return null;
  try {
    const parsed = StoredDraft.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { settings, questions } = parsed.data;
    return { settings: { ...settings, course: settings.course ?? '', review: settings.review ?? DEFAULT_REVIEW }, questions };
  } catch {
    return null;
  }
}

/** Nothing typed or added: the Create tab as it opens. */
export function isBlankDraft({ settings, questions }: TestDraft): boolean {
  const blank = defaultSettings();
  return (
    questions.length === 0 &&
    settings.title.trim() === '' &&
    settings.course === blank.course &&
    settings.timeLimit === blank.timeLimit &&
    settings.maxAttempts === blank.maxAttempts &&
    settings.passingScore === blank.passingScore &&
    settings.review.shows === blank.review.shows &&
    settings.review.when === blank.review.when
  );
}

/** A title typed or a question added: leaving would leave a test unsaved. */
export const hasUnsavedTest = ({ settings, questions }: TestDraft): boolean =>
  settings.title.trim() !== '' || questions.length > 0;

/** What leaving would lose, in words of `m`'s language (null when nothing would). */
export function unsavedTestText(draft: TestDraft, m: TestsMessages): string | null {
  if (!hasUnsavedTest(draft)) return null;
  const title = draft.settings.title.trim();
  return m.unsavedTest(title ? m.namedTest(title) : m.testBeingBuilt, draft.questions.length);
}

/** The id for the next question: above every restored one. */
export const nextQuestionId = (questions: readonly Question[]): number =>
  questions.reduce((max, q) => (typeof q.id === 'number' && q.id > max ? q.id : max), 0) + 1;

export function loadTestDraft(teacherId: string): TestDraft | null {
  return parseTestDraft(safeStorage.get(testDraftKey(teacherId)));
}

/** Keeps the draft in the browser; a blank one is forgotten. */
export function storeTestDraft(teacherId: string, draft: TestDraft): void {
  if (isBlankDraft(draft)) safeStorage.remove(testDraftKey(teacherId));
  else safeStorage.set(testDraftKey(teacherId), JSON.stringify(draft));
}
