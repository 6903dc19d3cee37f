import { MATERIAL_ROUTES, type LearnerMaterial, type TeacherMaterial, type UploadResponse } from '../../contract/materials.ts';
import { call, orFallback, withAbsoluteUrl, type ApiContext, type Signal } from './api-context.ts';
import { routeUrl } from './request.ts';
import type { UploadOptions } from './upload.ts';

export interface UploadForm {
  category: string;
  course: string;
  files: readonly (File | Blob)[];
}

/** The study-material calls. Material `url`s come back absolute (resolved against the API base). */
export const materialsApi = (ctx: ApiContext) => ({
  /** GET /api/studyMaterials/{studentId}; [] on failure ('Network response was not ok' recorded). */
  getLearnerMaterials(studentId: string, o: Signal = {}): Promise<LearnerMaterial[]> {
    return orFallback(
      ctx,
      'getLearnerMaterials',
      [],
      async () => {
        const body = await call(ctx, MATERIAL_ROUTES.learnerMaterials, { params: { studentId }, signal: o.signal });
        return body.studyMaterials.map((m) => withAbsoluteUrl(ctx, m));
      },
      { kind: 'materials-not-ok' },
    );
  },

  /** GET /api/getStudyMaterials/{teacherId}; [] on failure (recorded). */
  getTeacherMaterials(teacherId: string, o: Signal = {}): Promise<TeacherMaterial[]> {
    return orFallback(ctx, 'getTeacherMaterials', [], async () => {
      const body = await call(ctx, MATERIAL_ROUTES.teacherMaterials, { params: { teacherId }, signal: o.signal });
      return body.materials.map((m) => withAbsoluteUrl(ctx, m));
    });
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
    for (const f of form.files) data.append('files', f, (f as File).name ?? 'file');
    const r = await sendForm(routeUrl(ctx.apiBase, MATERIAL_ROUTES.uploadMaterials, { teacherId }), data, ctx.fetch, o);
    return { ...r, materials: r.materials.map((m) => withAbsoluteUrl(ctx, m)) };
  },

  /** DELETE /api/deleteStudyMaterial {fileName: "category/course/title"}; throws ApiError. */
  deleteStudyMaterial(fileName: string, o: Signal = {}): Promise<{ message: string }> {
    return call(ctx, MATERIAL_ROUTES.deleteMaterial, { body: { fileName }, signal: o.signal });
  },
});

export type MaterialsApi = ReturnType<typeof materialsApi>;
