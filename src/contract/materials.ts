import * as z from 'zod/mini';
import { MATERIAL_CATEGORIES } from './constants.ts';
import { courseName } from './catalogue.ts';
import { dateTime, nonNegativeInt, pathId } from './primitives.ts';
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

/** StudyMaterial, learner side. */
export const LearnerMaterial = z.object(materialFileFields);
export type LearnerMaterial = z.infer<typeof LearnerMaterial>;

/** Study material, teacher side: `name` is "category/course/title". */
export const TeacherMaterial = z.object({ ...materialFileFields, category: z.string(), course: z.string() });
export type TeacherMaterial = z.infer<typeof TeacherMaterial>;

/** GET /api/studyMaterials/{studentId} */
export const LearnerMaterialsResponse = z.object({ studyMaterials: z.array(LearnerMaterial) });
export type LearnerMaterialsResponse = z.infer<typeof LearnerMaterialsResponse>;

/** GET /api/getStudyMaterials/{teacherId} */
export const TeacherMaterialsResponse = z.object({ materials: z.array(TeacherMaterial) });
export type TeacherMaterialsResponse = z.infer<typeof TeacherMaterialsResponse>;

/**
 * The non-file fields of the upload form (multipart: category, course, teacherId, files...);
 * `course` is a subject of the catalogue (the server checks it).
 */
export const UploadFields = z.object({
  category: z.enum(MATERIAL_CATEGORIES, { error: `category must be one of: ${MATERIAL_CATEGORIES.join(', ')}` }),
  course: courseName,
  teacherId: z.optional(pathId),
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

/** Why an upload was refused (422): the file says it is a PDF, but pdf.js cannot open it. */
export const uploadUnreadablePdfMessage = (name: string): string => `${name} could not be read as a PDF`;

/** Title shown for a teacher material name: everything after the second segment. */
export function materialTitle(name: string): string {
  return name.split('/').slice(2).join('/');
}

/** The study-material calls. */
export const MATERIAL_ROUTES = {
  learnerMaterials: route('GET', '/api/studyMaterials/:studentId', { params: studentParams, response: LearnerMaterialsResponse }),
  uploadMaterials: route('POST', '/api/UploadStudyMaterial/:teacherId', {
    params: teacherParams,
    body: 'multipart',
    response: UploadResponse,
    status: 201,
  }),
  teacherMaterials: route('GET', '/api/getStudyMaterials/:teacherId', {
    params: teacherParams,
    response: TeacherMaterialsResponse,
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
} as const satisfies Record<string, RouteDef>;
