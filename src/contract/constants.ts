/**
 * Business constants that both the browser and the reference server use,
 * so a value is written once and the two sides can never disagree.
 */

/** Maximum upload size: 50MB. */
export const MAX_UPLOAD_BYTES = 52_428_800;

/** pdf.js partial loading chunk size. */
export const PDF_RANGE_CHUNK_SIZE = 65_536;

/** The longest attendance report: 366 days (a whole year, leap years included). */
export const MAX_REPORT_RANGE_DAYS = 366;

export const MATERIAL_CATEGORIES = ['Assignments', 'Lectures', 'Resources', 'Exams', 'Projects'] as const;
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number];

/**
 * The classes a school starts with: the seed and the migration of the `classes` table create
 * them. Any other class is stored data; the server's `classes` table is the list in use.
 */
export const CLASSES = ['Class A', 'Class B', 'Class C', 'Class D'] as const;

export const GRADES = ['9th', '10th', '11th', '12th'] as const;
export type Grade = (typeof GRADES)[number];

/** Statuses a teacher can save; 'late' is accepted so stored records can carry it. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/** What a record shows when no status is stored. */
export const ATTENDANCE_NOT_MARKED = 'Not marked';

export const TEST_STATUSES = ['draft', 'scheduled', 'active', 'completed'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/**
 * What a learner sees of a submitted attempt, from least to most: the score; with which answers
 * were right (each question's outcome and points); with the correct answers and the teacher's
 * comments.
 */
export const REVIEW_SHOWS = ['score', 'outcomes', 'answers'] as const;
export type ReviewShows = (typeof REVIEW_SHOWS)[number];

/** When the chosen review becomes visible: right after the attempt, once no attempt is left (or the test closed), once the test closed. */
export const REVIEW_WHEN = ['after-attempt', 'no-attempts-left', 'test-closed'] as const;
export type ReviewWhen = (typeof REVIEW_WHEN)[number];

export const QUESTION_TYPES = ['multiple-choice', 'true-false', 'short-answer', 'essay'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const TEST_DEFAULTS = { timeLimit: 60, maxAttempts: 1, passingScore: 70 } as const;
export const QUESTION_DEFAULTS = { type: 'multiple-choice', optionCount: 4, points: 1 } as const;

/**
 * Allowed upload types: PDF, DOC, DOCX, PPT, PPTX, JPG, PNG, GIF, WebP (the viewer shows it),
 * MP4, AVI, matched by MIME type. AVI has two MIME spellings in the wild; both are accepted.
 * SVG is refused: a document that can carry scripts and links, which the viewer does not show.
 */
export const ALLOWED_UPLOAD_TYPES = [
  { label: 'PDF', mime: 'application/pdf', extensions: ['pdf'] },
  { label: 'DOC', mime: 'application/msword', extensions: ['doc'] },
  {
    label: 'DOCX',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  { label: 'PPT', mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
  {
    label: 'PPTX',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  { label: 'JPG', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { label: 'PNG', mime: 'image/png', extensions: ['png'] },
  { label: 'GIF', mime: 'image/gif', extensions: ['gif'] },
  { label: 'WebP', mime: 'image/webp', extensions: ['webp'] },
  { label: 'MP4', mime: 'video/mp4', extensions: ['mp4'] },
  { label: 'AVI', mime: 'video/x-msvideo', extensions: ['avi'] },
  { label: 'AVI', mime: 'video/avi', extensions: ['avi'] },
] as const;

export const ALLOWED_UPLOAD_MIME_TYPES: readonly string[] = ALLOWED_UPLOAD_TYPES.map((t) => t.mime);

/** Messages for a refused upload file (same text client and server). */
export const uploadTooLargeMessage = (fileName: string): string => `${fileName} is too large. Maximum size is 50MB.`;
export const uploadUnsupportedTypeMessage = (fileName: string): string => `${fileName} is not a supported file type.`;
export const UPLOAD_MISSING_FIELDS_MESSAGE = 'Please select files, category, and course.';

/**
 * The placeholder identities the client defaults to. The seed data uses
 * them, so elements defaulting to these ids show the seeded materials and attendance.
 */
export const DEMO_TEACHER_ID = '1';
export const DEMO_TEACHER_NAME = 'Ms. Priya Sharma';
/** The demo school's second teacher: owns the classes the first does not. */
export const DEMO_TEACHER2_ID = '2';
export const DEMO_TEACHER2_NAME = 'Mr. Arjun Rao';
export const DEMO_STUDENT_ID = 'S001';
