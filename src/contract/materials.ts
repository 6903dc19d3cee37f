import * as z from 'zod/mini';
import { MATERIAL_CATEGORIES } from './constants.ts';
import { courseName } from './catalogue.ts';
import { dateTime, nonNegativeInt, pageQuery, pathId, searchText } from './primitives.ts';
import { className } from './classes.ts';
import { MessageBody } from './errors.ts';
import { idParams, studentParams, teacherParams, route, type RouteDef } from './route-def.ts';

/**
 * Where reading a material after its upload stands: a PDF is 'pending' until its pages, text and
 * preview are read; 'too-large' when drawing its preview passed the server's processing limits
 * (it has no preview; its pages and text may be known).
 */
export type MaterialProcessing = 'pending' | 'done' | 'failed' | 'too-large';

/**
 * What the server learnt from a material's file; all optional, so an older server's lists stay
 * valid. `pages` of a PDF; `width`/`height`: page 1 in PDF points (as shown, its rotation
 * applied) or an image's pixels as shown; `preview_url`/`thumbnail_url`: WebP images of page 1;
 * `preview_text_url`: page 1's text layout (JSON) for a text layer over the preview.
 */
const positive = z.optional(z.number().check(z.gt(0)));
const processedFields = {
  // One of MaterialProcessing; any other word (a newer server's) reads as done.
  processing: z.optional(z.string()),
  pages: z.optional(z.int().check(z.gte(1))),
  preview_url: z.optional(z.string()),
  thumbnail_url: z.optional(z.string()),
  preview_text_url: z.optional(z.string()),
  width: positive,
  height: positive,
};

/** A stored material file, as both sides list it; `type` is the MIME type the server detected. */
const materialFileFields = {
  name: z.string(),
  size: nonNegativeInt,
  uploaded_at: dateTime,
  url: z.string(),
  type: z.optional(z.string()),
  ...processedFields,
};

/**
 * StudyMaterial, learner side: `name` is its title. `classes`: the classes of its audience the
 * learner is in. The filing fields are optional, so an older server's lists stay valid.
 */
export const LearnerMaterial = z.object({
  ...materialFileFields,
  category: z.optional(z.string()),
  course: z.optional(z.string()),
  classes: z.optional(z.array(z.string())),
  description: z.optional(z.string()),
});
export type LearnerMaterial = z.infer<typeof LearnerMaterial>;

/**
 * Study material, teacher side: `name` is "category/course/title"; `classes` its audience (the
 * classes whose learners and parents see it), `id` the number its file URL names.
 */
export const TeacherMaterial = z.object({
  ...materialFileFields,
  category: z.string(),
  course: z.string(),
  id: z.int(),
  title: z.string(),
  description: z.string(),
  classes: z.array(z.string()),
});
export type TeacherMaterial = z.infer<typeof TeacherMaterial>;

/** The longest title (the server stores it as a file name: slashes become "_") and description a material takes. */
export const MATERIAL_TITLE_MAX = 180;
export const MATERIAL_DESCRIPTION_MAX = 2000;
export const CHOOSE_A_CLASS_MESSAGE = 'Choose at least one class';

const materialTitleField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'title must not be empty'),
    z.maxLength(MATERIAL_TITLE_MAX, `title must be at most ${MATERIAL_TITLE_MAX} characters`),
  );
const descriptionField = z
  .string()
  .check(z.trim(), z.maxLength(MATERIAL_DESCRIPTION_MAX, `description must be at most ${MATERIAL_DESCRIPTION_MAX} characters`));
/** A material's audience: one or more class names, each at most once. */
const audienceField = z.array(className).check(
  z.minLength(1, CHOOSE_A_CLASS_MESSAGE),
  z.maxLength(100, 'a material is filed for at most 100 classes'),
  z.refine((a) => new Set(a).size === a.length, 'classes must not repeat a class'),
);
const categoryField = z.enum(MATERIAL_CATEGORIES, { error: `category must be one of: ${MATERIAL_CATEGORIES.join(', ')}` });

/**
 * GET /api/studyMaterials/{studentId}: a page of the materials filed for the learner's classes,
 * newest first. `course`: one subject only; `class`: one of the learner's classes only; `about`
 * (repeatable): a course's title or subject the material's title or subject names as whole words
 * (any of them, case and punctuation ignored).
 */
const aboutText = z.string().check(z.maxLength(100, 'about must be at most 100 characters'));
const filterText = (name: string) => z.optional(z.string().check(z.maxLength(100, `${name} must be at most 100 characters`)));
export const LearnerMaterialsQuery = z.object({
  course: filterText('course'),
  class: filterText('class'),
  about: z.optional(z.union([aboutText, z.array(aboutText).check(z.maxLength(4, 'about is given at most 4 times'))])),
  ...pageQuery,
});
export type LearnerMaterialsQuery = z.infer<typeof LearnerMaterialsQuery>;

/**
 * The page's materials under `studyMaterials`; `total` (the materials the filters leave), the
 * next page's `nextCursor` (null on the last), and the courses and classes the filter selects
 * offer (those of the materials `about` leaves, whatever course and class are chosen). All but
 * `studyMaterials` are optional, so an older server's whole list stays valid.
 */
export const LearnerMaterialsResponse = z.object({
  studyMaterials: z.array(LearnerMaterial),
  total: z.optional(nonNegativeInt),
  nextCursor: z.optional(z.nullable(z.string())),
  courses: z.optional(z.array(z.string())),
  classes: z.optional(z.array(z.string())),
});
export type LearnerMaterialsResponse = z.infer<typeof LearnerMaterialsResponse>;

/**
 * GET /api/getStudyMaterials/{teacherId}: a page of the teacher's materials, newest first. `q`:
 * a part of the title (case ignored); `category`, `course`: that one only.
 */
export const TeacherMaterialsQuery = z.object({
  q: searchText,
  category: filterText('category'),
  course: filterText('course'),
  ...pageQuery,
});
export type TeacherMaterialsQuery = z.infer<typeof TeacherMaterialsQuery>;

/**
 * The page's materials; `total` (the materials the filters leave) and the next page's
 * `nextCursor` (null on the last) are optional, so an older server's whole list stays valid.
 */
export const TeacherMaterialsResponse = z.object({
  materials: z.array(TeacherMaterial),
  total: z.optional(nonNegativeInt),
  nextCursor: z.optional(z.nullable(z.string())),
});
export type TeacherMaterialsResponse = z.infer<typeof TeacherMaterialsResponse>;

/**
 * The non-file fields of the upload form (multipart: category, course, teacherId, classes (one
 * field per class), title, description, files...); `course` is a subject of the catalogue (the
 * server checks it); `title` names a single file (its file name by default).
 */
export const UploadFields = z.object({
  category: categoryField,
  course: courseName,
  teacherId: z.optional(pathId),
  classes: audienceField,
  title: z.optional(materialTitleField),
  description: z.optional(descriptionField),
});
export type UploadFields = z.infer<typeof UploadFields>;

/** POST /api/UploadStudyMaterial/{teacherId}: the message and what was stored. */
export const UploadResponse = z.object({ message: z.string(), materials: z.array(TeacherMaterial) });
export type UploadResponse = z.infer<typeof UploadResponse>;

/** DELETE /api/deleteStudyMaterial */
export const DeleteMaterialRequest = z.object({
  fileName: z.string().check(z.minLength(1, 'fileName is required'), z.maxLength(1000, 'fileName is too long')),
});
export type DeleteMaterialRequest = z.infer<typeof DeleteMaterialRequest>;

/**
 * PUT /api/materials/{id}: renames, re-files and re-addresses a material; its id and file URL
 * stay. `title` must be free under the new category and course.
 */
export const UpdateMaterialRequest = z.object({
  title: materialTitleField,
  description: descriptionField,
  category: categoryField,
  course: courseName,
  classes: audienceField,
});
export type UpdateMaterialRequest = z.infer<typeof UpdateMaterialRequest>;

/** Why an upload was refused (422): the file says it is a PDF, but pdf.js cannot open it. */
export const uploadUnreadablePdfMessage = (name: string): string => `${name} could not be read as a PDF`;

/** Title shown for a teacher material name: everything after the second segment. */
export function materialTitle(name: string): string {
  return name.split('/').slice(2).join('/');
}

/** The study-material calls. */

/** GET /api/file-access: `access` is the value of the `?access=` query a file URL takes. */
export const FileAccessResponse = z.object({ access: z.string() });
export type FileAccessResponse = z.infer<typeof FileAccessResponse>;
export const MATERIAL_ROUTES = {
  learnerMaterials: route('GET', '/api/studyMaterials/:studentId', {
    params: studentParams,
    query: LearnerMaterialsQuery,
    response: LearnerMaterialsResponse,
  }),
  uploadMaterials: route('POST', '/api/UploadStudyMaterial/:teacherId', {
    params: teacherParams,
    body: 'multipart',
    response: UploadResponse,
    status: 201,
  }),
  teacherMaterials: route('GET', '/api/getStudyMaterials/:teacherId', {
    params: teacherParams,
    query: TeacherMaterialsQuery,
    response: TeacherMaterialsResponse,
  }),
  /** Only the material's teacher or an administrator edits it. */
  updateMaterial: route('PUT', '/api/materials/:id', {
    params: idParams,
    body: UpdateMaterialRequest,
    response: TeacherMaterial,
  }),
  /** Multipart, one file in `files`: replaces the material's file; its id and URL stay. */
  replaceMaterialFile: route('PUT', '/api/materials/:id/file', {
    params: idParams,
    body: 'multipart',
    response: TeacherMaterial,
  }),
  deleteMaterial: route('DELETE', '/api/deleteStudyMaterial', { body: DeleteMaterialRequest, response: MessageBody }),
  // The material's number: short and sequential, so a list of thousands of URLs gzips well.
  file: route('GET', '/api/files/:id', { params: idParams, response: null }),
  /** A PDF's page 1 as a WebP image at the viewer's default width (404 until it is made). */
  filePreview: route('GET', '/api/files/:id/preview', { params: idParams, response: null }),
  /**
   * A PDF's page 1 text layout as JSON (404 until it is made, or when the page has none): pdf.js's
   * text content of the page and its box (`view`, `userUnit`, `rotate`, `items`, `styles`, `lang`).
   */
  filePreviewText: route('GET', '/api/files/:id/preview-text', { params: idParams, response: null }),
  /** A PDF's page 1 as a small WebP image for lists (404 until it is made). */
  fileThumbnail: route('GET', '/api/files/:id/thumbnail', { params: idParams, response: null }),
  /**
   * A signed `?access=` value for the caller's files, good for one to two hours: what a page
   * whose requests carry a token appends to a file URL, as an <img>, pdf.js's worker or a
   * download link send no header. Never taken from an `?access=` itself, so a link cannot renew itself.
   */
  fileAccess: route('GET', '/api/file-access', { response: FileAccessResponse }),
} as const satisfies Record<string, RouteDef>;
