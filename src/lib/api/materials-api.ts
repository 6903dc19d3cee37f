import {
  MATERIAL_ROUTES,
  TeacherMaterial as TeacherMaterialSchema,
  type LearnerMaterial,
  type TeacherMaterial,
  type UpdateMaterialRequest,
  type UploadResponse,
} from '../../contract/materials.ts';
import { call, orFallback, withAbsoluteUrl, type ApiContext, type Signal } from './api-context.ts';
import { routeUrl } from './request.ts';
import { filterByCourseAndClass, materialFilterOptions, namesAny } from '../material-filters.ts';
import type { UploadOptions } from './upload.ts';
import { pageQueryOf } from './page-query.ts';

/** A page of a learner's materials: the filters (as LearnerMaterialsQuery), the cursor, the page size. */
export interface LearnerMaterialPageQuery extends Signal {
  course?: string;
  class?: string;
  /** Course titles or subjects the materials name. */
  about?: readonly string[];
  cursor?: string;
  limit?: number;
}

/** One page of a learner's materials, and what the course and class filters offer. */
export interface LearnerMaterialPage {
  data: LearnerMaterial[];
  total: number;
  nextCursor: string | null;
  courses: string[];
  classes: string[];
}

/** A page of a teacher's materials: the filters (as TeacherMaterialsQuery), the cursor, the page size. */
export interface TeacherMaterialPageQuery extends Signal {
  /** A part of the title. */
  q?: string;
  category?: string;
  course?: string;
  cursor?: string;
  limit?: number;
}

/** One page of a teacher's materials. */
export interface TeacherMaterialPage {
  data: TeacherMaterial[];
  total: number;
  nextCursor: string | null;
}

export interface UploadForm {
  category: string;
  course: string;
  /** The audience: the classes, by name, whose learners and parents see the files. */
  classes: readonly string[];
  /** A single file's title (its file name when absent or empty) and the files' description. */
  title?: string;
  description?: string;
  files: readonly (File | Blob)[];
}

/** The study-material calls. Material `url`s come back absolute (resolved against the API base). */
export const materialsApi = (ctx: ApiContext) => ({
  /**
   * GET /api/studyMaterials/{studentId}: one page of the learner's materials, filtered on the
   * server; an empty last page on failure ('Network response was not ok' recorded). An older
   * server's whole list is one last page, its filter options read from its materials.
   */
  async getLearnerMaterialPage(studentId: string, page: LearnerMaterialPageQuery = {}): Promise<LearnerMaterialPage> {
    const empty: LearnerMaterialPage = { data: [], total: 0, nextCursor: null, courses: [], classes: [] };
    return orFallback(
      ctx,
      'getLearnerMaterials',
      empty,
      async () => {
        const body = await call(ctx, MATERIAL_ROUTES.learnerMaterials, {
          params: { studentId },
          signal: page.signal,
          query: {
            course: page.course || undefined,
            class: page.class || undefined,
            about: page.about?.length ? page.about : undefined,
            ...pageQueryOf(page),
          },
        });
        const data = body.studyMaterials.map((m) => withAbsoluteUrl(ctx, m));
        if (body.total !== undefined) {
          const options = { courses: body.courses ?? [], classes: body.classes ?? [] };
          return { data, total: body.total, nextCursor: body.nextCursor ?? null, ...options };
        }
        // An older server sends every material and filters none: filtered here, newest first.
        const about = data.filter((m) => namesAny(m, page.about ?? []));
        const shown = filterByCourseAndClass(about, { course: page.course ?? '', class: page.class ?? '' }).sort(
          (a, b) => Date.parse(b.uploaded_at) - Date.parse(a.uploaded_at),
        );
        return { data: shown, total: shown.length, nextCursor: null, ...materialFilterOptions(about) };
      },
      { kind: 'materials-not-ok' },
    );
  },

  /**
   * GET /api/getStudyMaterials/{teacherId}: one page of the teacher's materials, filtered on the
   * server; an empty last page on failure (recorded). An older server's whole list, which it
   * filters not, is one last page.
   */
  getTeacherMaterialPage(teacherId: string, page: TeacherMaterialPageQuery = {}): Promise<TeacherMaterialPage> {
    const empty: TeacherMaterialPage = { data: [], total: 0, nextCursor: null };
    return orFallback(ctx, 'getTeacherMaterials', empty, async () => {
      const body = await call(ctx, MATERIAL_ROUTES.teacherMaterials, {
        params: { teacherId },
        signal: page.signal,
        query: {
          q: page.q || undefined,
          category: page.category || undefined,
          course: page.course || undefined,
          ...pageQueryOf(page),
        },
      });
      const data = body.materials.map((m) => withAbsoluteUrl(ctx, m));
      return { data, total: body.total ?? data.length, nextCursor: body.nextCursor ?? null };
    });
  },

  /** How many materials the teacher has (the first page's total); 0 on failure (recorded). */
  async getTeacherMaterialCount(teacherId: string, o: Signal = {}): Promise<number> {
    return (await materialsApi(ctx).getTeacherMaterialPage(teacherId, { limit: 1, signal: o.signal })).total;
  },

  /**
   * POST /api/UploadStudyMaterial/{teacherId} with real progress events; throws ApiError. The
   * upload transport loads with the first upload, not with every screen that lists materials.
   */
  async uploadStudyMaterials(teacherId: string, form: UploadForm, o: UploadOptions = {}): Promise<UploadResponse> {
    const { sendForm } = await import('./upload.ts');
    const data = new FormData();
    data.append('category', form.category);
    data.append('course', form.course);
    data.append('teacherId', teacherId);
    for (const c of form.classes) data.append('classes', c);
    if (form.title?.trim()) data.append('title', form.title);
    if (form.description?.trim()) data.append('description', form.description);
    for (const f of form.files) data.append('files', f, (f as File).name ?? 'file');
    const r = await sendForm(routeUrl(ctx.apiBase, MATERIAL_ROUTES.uploadMaterials, { teacherId }), data, ctx.fetch, o);
    return { ...r, materials: r.materials.map((m) => withAbsoluteUrl(ctx, m)) };
  },

  /** PUT /api/materials/{id}: title, description, category, course and audience; throws ApiError. */
  async updateMaterial(id: number, body: UpdateMaterialRequest, o: Signal = {}): Promise<TeacherMaterial> {
    return withAbsoluteUrl(
      ctx,
      await call(ctx, MATERIAL_ROUTES.updateMaterial, { params: { id: String(id) }, body, signal: o.signal }),
    );
  },

  /** PUT /api/materials/{id}/file (multipart, one file) with progress; the id and URL stay; throws ApiError. */
  async replaceMaterialFile(id: number, file: File | Blob, o: UploadOptions = {}): Promise<TeacherMaterial> {
    const { sendForm } = await import('./upload.ts');
    const data = new FormData();
    data.append('files', file, (file as File).name ?? 'file');
    const url = routeUrl(ctx.apiBase, MATERIAL_ROUTES.replaceMaterialFile, { id: String(id) });
    const r = await sendForm(url, data, ctx.fetch, o, { method: 'PUT', response: TeacherMaterialSchema });
    return withAbsoluteUrl(ctx, r);
  },

  /** DELETE /api/deleteStudyMaterial {fileName: "category/course/title"}; throws ApiError. */
  deleteStudyMaterial(fileName: string, o: Signal = {}): Promise<{ message: string }> {
    return call(ctx, MATERIAL_ROUTES.deleteMaterial, { body: { fileName }, signal: o.signal });
  },
});

export type MaterialsApi = ReturnType<typeof materialsApi>;
