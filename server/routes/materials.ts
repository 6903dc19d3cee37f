import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES } from '../../src/contract/routes.ts';
import { SEARCH_LIMIT_DEFAULT } from '../../src/contract/material-search.ts';
import type { LearnerMaterialsResponse, TeacherMaterialsResponse } from '../../src/contract/materials.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { takeUploadSlot, UPLOAD_RETRY_AFTER_S } from '../http/upload-slots.ts';
import { sendCachedJson } from '../db/read-cache.ts';
import { fileLinkFor } from '../auth/file-link.ts';
import {
  classesOfStudents,
  deleteMaterialNamed,
  teacherMaterialPage,
  toLearnerMaterial,
  toTeacherMaterial,
} from '../services/materials.ts';
import { searchMaterialPages } from '../services/material-search.ts';
import { learnerMaterialPage } from '../services/learner-materials.ts';
import { pageWindow } from '../http/paging.ts';
import { storeUpload } from '../services/material-upload.ts';
import { replaceMaterialFile, updateMaterial } from '../services/material-edit.ts';

/** Study materials: the learners' and the teacher's lists, upload, delete and search. */
export function registerMaterials(app: FastifyInstance, ctx: AppContext): void {
  const { db, auth } = ctx;

  // A page of the materials filed for the learner's classes (a parent's child's), filtered.
  defineRoute(app, ROUTES.learnerMaterials, { params: 'student id' }, async ({ params: { studentId }, query, req, reply }) => {
    const link = fileLinkFor(req, auth.authSecret);
    const classes = await classesOfStudents(db, [studentId]);
    const about = query.about === undefined ? [] : ([] as string[]).concat(query.about);
    const filters = { course: query.course, class: query.class, about };
    const w = pageWindow(query);
    // The same page for every learner of the same classes: one cache entry (one per embed account and hour).
    return sendCachedJson(
      req,
      reply,
      db,
      `learner-materials:${JSON.stringify([classes, filters, w])}:${link.cacheKey}`,
      async (): Promise<LearnerMaterialsResponse> => {
        const page = await learnerMaterialPage(db, classes, filters, w);
        return {
          studyMaterials: page.data.map((r) => toLearnerMaterial(r, link.query, classes)),
          total: page.total,
          nextCursor: page.nextCursor,
          courses: page.courses,
          classes: page.classes,
        };
      },
    );
  });

  defineRoute(app, ROUTES.teacherMaterials, { params: 'teacher id' }, async ({ params: { teacherId }, query, req, reply }) => {
    const link = fileLinkFor(req, auth.authSecret);
    const filters = { q: query.q, category: query.category, course: query.course };
    const w = pageWindow(query);
    return sendCachedJson(
      req,
      reply,
      db,
      `teacher-materials:${teacherId}:${JSON.stringify([filters, w])}:${link.cacheKey}`,
      async (): Promise<TeacherMaterialsResponse> => {
        const page = await teacherMaterialPage(db, teacherId, filters, w);
        return {
          materials: page.data.map((r) => toTeacherMaterial(r, link.query)),
          total: page.total,
          nextCursor: page.nextCursor,
        };
      },
    );
  });

  // Multipart (category, course, teacherId, files...); a PDF's pages, text and preview are read
  // afterwards, by a processing job.
  defineRoute(app, ROUTES.uploadMaterials, { params: 'teacher id' }, async ({ params: { teacherId }, req, reply }) => {
    if (!req.isMultipart()) throw new HttpError(400, 'Expected a multipart/form-data body with category, course and files.');
    return withUploadSlot(req, reply, ctx, () => storeUpload(req, teacherId, ctx));
  });

  // {fileName: "category/course/title"}: only the teacher who uploaded a material may delete it.
  defineRoute(app, ROUTES.deleteMaterial, { body: 'request body' }, async ({ body, req }) => ({
    message: `Deleted ${await deleteMaterialNamed(db, ctx.blobs, body.fileName, req.identity!.teacherId)}`,
  }));

  // JSON {title, description, category, course, classes}: the material's teacher or an administrator.
  defineRoute(app, ROUTES.updateMaterial, { params: 'material id', body: 'request body' }, async ({ params, body, req }) =>
    updateMaterial(req, Number(params.id), body, ctx),
  );

  // Multipart, one file: the material keeps its id and URL; processing runs again.
  defineRoute(app, ROUTES.replaceMaterialFile, { params: 'material id' }, async ({ params, req, reply }) => {
    if (!req.isMultipart()) throw new HttpError(400, 'Expected a multipart/form-data body with one file.');
    return withUploadSlot(req, reply, ctx, () => replaceMaterialFile(req, Number(params.id), ctx));
  });

  // A teacher searches their own materials (their Manage list); learners and parents search the
  // materials of their (children's) classes. Each hit is the material as that list returns it (an embed token's
  // request gets signed file links), its best page and a snippet.
  defineRoute(app, ROUTES.searchMaterials, {}, async ({ query: { q, limit }, req }) => {
    const identity = req.identity!;
    const link = fileLinkFor(req, auth.authSecret);
    const teacher = identity.role === 'teacher';
    const classes = teacher ? [] : await classesOfStudents(db, identity.studentIds);
    const rows = await searchMaterialPages(
      db,
      q,
      limit === undefined ? SEARCH_LIMIT_DEFAULT : Number(limit),
      teacher ? { teacherId: identity.teacherId ?? '' } : { classes },
    );
    return {
      hits: rows.map((r) => ({
        material: teacher ? toTeacherMaterial(r.material, link.query) : toLearnerMaterial(r.material, link.query, classes),
        page: r.page,
        snippet: r.snippet,
      })),
    };
  });
}

/**
 * Runs an upload while the data folder has room (507 otherwise) and the account holds one of its
 * upload slots (503 with Retry-After when all are taken); the slot is given back however it ends.
 */
async function withUploadSlot<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  upload: () => Promise<T>,
): Promise<T> {
  if ((await ctx.store.freeBytes()) < ctx.minFreeBytes) {
    throw new HttpError(
      507,
      "The server is running out of storage space: uploads are paused. Please tell the school's administrator.",
    );
  }
  const release = takeUploadSlot(req.identity!.accountId);
  if (!release) {
    reply.header('Retry-After', String(UPLOAD_RETRY_AFTER_S));
    throw new HttpError(503, `Too many uploads at once. Try again in ${UPLOAD_RETRY_AFTER_S} seconds.`);
  }
  try {
    return await upload();
  } finally {
    release();
  }
}
