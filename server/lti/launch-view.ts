import type { Queryable } from '../db/queryable.ts';
import { fileAccessToken } from '../auth/file-token.ts';
import { MATERIAL_COLUMNS, toLearnerMaterial, type MaterialRow } from '../services/materials.ts';
import { CUSTOM_MATERIAL, CUSTOM_TEST, customId, type LaunchClaims } from './claims.ts';
import type { LaunchView } from './launch-page.ts';
import type { LaunchedUser } from './provision.ts';
import { LtiRefusal } from './refusal-page.ts';

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
 * What a resource link opens: the material it names in the viewer; the test it names on its
 * own screen of the learner's Test section (`#test/<id>`, where Start Test is), and for
 * instructors that test's results in the teacher's test management
 * (`#tests/manage/results/<id>`); else the dashboard of the user's role.
 */
export async function launchView(
  db: Queryable,
  claims: LaunchClaims,
  user: LaunchedUser,
  authSecret: string,
): Promise<LaunchView> {
  const materialId = customId(claims, CUSTOM_MATERIAL);
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
  const testId = customId(claims, CUSTOM_TEST);
  if (testId !== undefined) {
    const [test] = await db.query<{ title: string }>('SELECT title FROM tests WHERE id = $1', [testId]);
    if (!test) throw new LtiRefusal('The test this link opens has been deleted from the tool.', null);
  }
  const tag = DASHBOARD[user.role];
  const section =
    testId === undefined
      ? undefined
      : user.role === 'teacher'
        ? `tests/manage/results/${testId}`
        : user.role === 'student'
          ? `test/${testId}`
          : undefined;
  return {
    tag,
    title: TITLES[tag],
    attributes: user.role === 'student' ? { 'no-shell': '' } : {},
    ...(section ? { section } : {}),
  };
}
