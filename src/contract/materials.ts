import * as z from 'zod/mini';
import { MATERIAL_CATEGORIES, MATERIAL_COURSES } from './constants.ts';
import { dateTime, nonNegativeInt, pathId } from './primitives.ts';
import { MessageBody } from './errors.ts';
import { idParams, studentParams, teacherParams, type RouteDef } from './route-def.ts';

/** Where reading a material after its upload stands: a PDF is 'pending' until its pages, text and preview are read. */
export const MATERIAL_PROCESSING = ['pending', 'done', 'failed'] as const;
export type MaterialProcessing = (typeof MATERIAL_PROCESSING)[number];

/**
 * What the server learnt from a material's file; all optional, so an older server's lists stay
 * valid. `pages` of a PDF; `width`/`height`: page 1 in PDF points (as shown, its rotation
 * applied) or an image's pixels as shown; `preview_url`/`thumbnail_url`: WebP images of page 1.
 */
const processedFields = {
  processing: z.optional(z.enum(MATERIAL_PROCESSING)),
  pages: z.optional(z.int().check(z.gte(1))),
  preview_url: z.optional(z.string()),
  thumbnail_url: z.optional(z.string()),
  width: z.optional(z.number().check(z.gt(0))),
  height: z.optional(z.number().check(z.gt(0))),
};

/** StudyMaterial, learner side (spec section 3); `type` is the MIME type the server detected. */
export const LearnerMaterial = z.object({
  name: z.string(),
  size: nonNegativeInt,
  uploaded_at: dateTime,
  url: z.string(),
  type: z.optional(z.string()),
  ...processedFields,
});
export type LearnerMaterial = z.infer<typeof LearnerMaterial>;

/** Study material, teacher side: `name` is "category/course/title". */
export const TeacherMaterial = z.object({
  name: z.string(),
  category: z.string(),
  course: z.string(),
  uploaded_at: dateTime,
  size: nonNegativeInt,
  url: z.string(),
  type: z.optional(z.string()),
  ...processedFields,
});
export type TeacherMaterial = z.infer<typeof TeacherMaterial>;

/** GET /api/studyMaterials/{studentId} */
export const LearnerMaterialsResponse = z.object({ studyMaterials: z.array(LearnerMaterial) });
export type LearnerMaterialsResponse = z.infer<typeof LearnerMaterialsResponse>;

/** GET /api/getStudyMaterials/{teacherId} */
export const TeacherMaterialsResponse = z.object({ materials: z.array(TeacherMaterial) });
export type TeacherMaterialsResponse = z.infer<typeof TeacherMaterialsResponse>;

/** The non-file fields of the upload form (multipart: category, course, teacherId, files...). */
export const UploadFields = z.object({
  category: z.enum(MATERIAL_CATEGORIES, { error: `category must be one of: ${MATERIAL_CATEGORIES.join(', ')}` }),
  course: z.enum(MATERIAL_COURSES, { error: `course must be one of: ${MATERIAL_COURSES.join(', ')}` }),
  teacherId: z.optional(pathId),
});
export type UploadFields = z.infer<typeof UploadFields>;

/** POST /api/UploadStudyMaterial/{teacherId}: the spec reads no field; we return what was stored. */
export const UploadResponse = z.object({ message: z.string(), materials: z.array(TeacherMaterial) });
export type UploadResponse = z.infer<typeof UploadResponse>;

/** DELETE /api/deleteStudyMaterial */
export const DeleteMaterialRequest = z.object({
  fileName: z.string().check(z.minLength(1, 'fileName is required'), z.maxLength(1000, 'fileName is too long')),
});
export type DeleteMaterialRequest = z.infer<typeof DeleteMaterialRequest>;

/** Why an upload was refused (422): the file says it is a PDF, but pdf.js cannot open it. */
export const uploadUnreadablePdfMessage = (name: string): string => `${name} could not be read as a PDF`;

/** Title shown for a teacher material name: everything after the second segment (spec section 3). */
export function materialTitle(name: string): string {
  return name.split('/').slice(2).join('/');
}

/** The longest search text; how many hits a search returns unless `limit` says (at most 50). */
export const SEARCH_TEXT_MAX = 200;
export const SEARCH_LIMIT_DEFAULT = 20;

/**
 * GET /api/materials/search?q=&limit=: `q` is searched the way web search boxes read it (words,
 * "a phrase", or, -excluded); `limit` (1-50) caps the hits.
 */
export const MaterialSearchQuery = z.object({
  q: z.string().check(
    z.maxLength(SEARCH_TEXT_MAX, `must be at most ${SEARCH_TEXT_MAX} characters`),
    // Something besides white space.
    z.regex(/^\s*\S/, 'type a word to search for'),
  ),
  limit: z.optional(z.string().check(z.regex(/^(?:[1-9]|[1-4]\d|50)$/, 'must be a whole number from 1 to 50'))),
});
export type MaterialSearchQuery = z.infer<typeof MaterialSearchQuery>;

/** A piece of a search snippet: plain text, `match` when it is one of the searched words. */
export const SnippetSegment = z.object({ text: z.string(), match: z.boolean() });
export type SnippetSegment = z.infer<typeof SnippetSegment>;

/**
 * One material a search found: the material as the caller's list shows it (a teacher's own
 * list, or the learners' list), its best-matching page (1-based) and a snippet of that page.
 */
export const MaterialSearchHit = z.object({
  material: z.union([TeacherMaterial, LearnerMaterial]),
  page: z.int().check(z.gte(1)),
  snippet: z.array(SnippetSegment),
});
export type MaterialSearchHit = z.infer<typeof MaterialSearchHit>;

/** Best match first. */
export const MaterialSearchResponse = z.object({ hits: z.array(MaterialSearchHit) });
export type MaterialSearchResponse = z.infer<typeof MaterialSearchResponse>;

/** The study-material calls. */
export const MATERIAL_ROUTES = {
  learnerMaterials: {
    method: 'GET', path: '/api/studyMaterials/:studentId',
    params: studentParams, response: LearnerMaterialsResponse, status: 200,
  },
  uploadMaterials: {
    method: 'POST', path: '/api/UploadStudyMaterial/:teacherId',
    params: teacherParams, body: 'multipart', response: UploadResponse, status: 201,
  },
  teacherMaterials: {
    method: 'GET', path: '/api/getStudyMaterials/:teacherId',
    params: teacherParams, response: TeacherMaterialsResponse, status: 200,
  },
  deleteMaterial: {
    method: 'DELETE', path: '/api/deleteStudyMaterial',
    body: DeleteMaterialRequest, response: MessageBody, status: 200,
  },
  file: {
    // The material's number: short and sequential, so a list of thousands of URLs gzips well.
    method: 'GET', path: '/api/files/:id', params: idParams,
    response: null, status: 200,
  },
  /** A PDF's page 1 as a WebP image at the viewer's default width (404 until it is made). */
  filePreview: {
    method: 'GET', path: '/api/files/:id/preview', params: idParams,
    response: null, status: 200,
  },
  /** A PDF's page 1 as a small WebP image for lists (404 until it is made). */
  fileThumbnail: {
    method: 'GET', path: '/api/files/:id/thumbnail', params: idParams,
    response: null, status: 200,
  },
  searchMaterials: {
    method: 'GET', path: '/api/materials/search',
    query: MaterialSearchQuery, response: MaterialSearchResponse, status: 200,
  },
} as const satisfies Record<string, RouteDef>;
