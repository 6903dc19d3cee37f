import type { Queryable } from '../db/queryable.ts';
import { fileAccessToken } from '../auth/file-token.ts';
import { MATERIAL_COLUMNS, toLearnerMaterial, type MaterialRow } from '../services/materials.ts';
import { CLAIM, CUSTOM_MATERIAL, CUSTOM_TEST, type LaunchClaims } from './claims.ts';
import type { LaunchView } from './launch-page.ts';
import type { LaunchedUser } from './provision.ts';
import { LtiRefusal } from './refusal-page.ts';

const idParam = (value: unknown): number | undefined => {
  const n =
    typeof value === 'string' && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const DASHBOARD: Record<LaunchedUser['role'], LaunchView['tag']> = {
  teacher: 'edu-teacher-dashboard',
  student: 'edu-learner-dashboard',
  parent: 'edu-parents',
};
const TITLES: Record<LaunchView['tag'], string> = {
  'edu-teacher-dashboard': 'Teacher dashboard',
  'edu-learner-dashboard': 'Learner dashboard',
  'edu-parents': 'Parents',
  'edu-material-viewer': 'Material',
};

/**
 * What a resource link opens: the material it names in the viewer, the test it names in the
 * learner's Test section (the teacher's test management, for instructors), or else the
 * dashboard of the user's role.
 */
export async function launchView(
  db: Queryable,
  claims: LaunchClaims,
  user: LaunchedUser,
  authSecret: string,
): Promise<LaunchView> {
  const custom = claims[CLAIM.custom] ?? {};
  const materialId = idParam(custom[CUSTOM_MATERIAL]);
  if (materialId !== undefined) {
    const [row] = await db.query<MaterialRow>(`SELECT ${MATERIAL_COLUMNS} FROM materials WHERE id = $1 AND NOT file_missing`, [
      materialId,
    ]);
    if (!row) throw new LtiRefusal('The material this link opens has been deleted from the tool.', null);
    const m = toLearnerMaterial(row, `?access=${fileAccessToken(authSecret, user.accountId)}`);
    return {
      tag: 'edu-material-viewer',
      title: m.name,
      attributes: {
        open: '',
        src: m.url,
        name: m.name,
        type: m.type ?? row.mime,
        ...(m.preview_url ? { preview: m.preview_url } : {}),
        ...(m.width && m.height ? { 'preview-size': `${m.width}x${m.height}` } : {}),
        ...(m.preview_text_url ? { 'preview-text': m.preview_text_url } : {}),
      },
    };
  }
  const testId = idParam(custom[CUSTOM_TEST]);
  if (testId !== undefined) {
    const [test] = await db.query<{ title: string }>('SELECT title FROM tests WHERE id = $1', [testId]);
    if (!test) throw new LtiRefusal('The test this link opens has been deleted from the tool.', null);
  }
  const tag = DASHBOARD[user.role];
  const section =
    testId === undefined ? undefined : user.role === 'teacher' ? 'tests/manage' : user.role === 'student' ? 'test' : undefined;
  return {
    tag,
    title: TITLES[tag],
    attributes: user.role === 'student' ? { 'no-shell': '' } : {},
    ...(section ? { section } : {}),
  };
}
