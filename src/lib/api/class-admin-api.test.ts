import { describe, expect, it } from 'vitest';
import { CLASS_A } from '../../test-support/class-server.ts';
import { fetchDouble, json } from '../../test-support/fetch-double.ts';
import { apiContext } from './api-context.ts';
import { ApiError } from './api-error.ts';
import { classAdminApi } from './class-admin-api.ts';

const PAGE = { data: [], total: 0, nextCursor: null };
const IMPORT = { rows: [], written: false, message: 'Nothing imported' };

describe('class admin calls', () => {
  it('send each change to its contract route, the class and student ids in the path', async () => {
    const f = fetchDouble(
      {
        'GET /api/classes/1/students': json(PAGE),
        'GET /api/school/students': json(PAGE),
        'POST /api/classes/1/students/import': json(IMPORT),
        'POST /api/classes/1/students': json({ message: 'added', added: 1 }),
        'DELETE /api/classes/1/students/S001': json({ message: 'removed' }),
        'POST /api/classes/1/teachers': json(CLASS_A),
        'DELETE /api/classes/1/teachers/2': json(CLASS_A),
        'POST /api/classes/1/join-code': json(CLASS_A),
        'PUT /api/classes/1': json(CLASS_A),
        'DELETE /api/classes/1': json({ message: 'deleted' }),
        'POST /api/classes': json(CLASS_A, 201),
      },
      { defaults: false },
    );
    const api = classAdminApi(apiContext('http://api.test', { fetch: f.fn }));
    const fields = { name: 'Class A', courseId: null, grade: '' as const, term: '' };
    expect(await api.createClass(fields)).toEqual(CLASS_A);
    await api.updateClass(1, fields);
    await api.deleteClass(1);
    await api.newJoinCode(1);
    await api.getRoster(1, { q: 'Aa', cursor: '50' });
    await api.getRoster(1);
    await api.addToRoster(1, ['S003']);
    await api.removeFromRoster(1, 'S001');
    await api.importRoster(1, 'name,grade\n', false);
    await api.addCoTeacher(1, 'teacher2@eduportal.example');
    await api.removeCoTeacher(1, '2');
    await api.searchSchoolStudents({ q: '' });
    expect(f.calls.map((c) => `${c.method} ${c.path}${c.search}`)).toEqual([
      'POST /api/classes',
      'PUT /api/classes/1',
      'DELETE /api/classes/1',
      'POST /api/classes/1/join-code',
      'GET /api/classes/1/students?q=Aa&cursor=50',
      'GET /api/classes/1/students',
      'POST /api/classes/1/students',
      'DELETE /api/classes/1/students/S001',
      'POST /api/classes/1/students/import',
      'POST /api/classes/1/teachers',
      'DELETE /api/classes/1/teachers/2',
      'GET /api/school/students',
    ]);
    expect(f.calls.map((c) => c.body).filter(Boolean)).toEqual([
      fields,
      fields,
      { studentIds: ['S003'] },
      { csv: 'name,grade\n', commit: false },
      { email: 'teacher2@eduportal.example' },
    ]);
  });

  it("throw the server's refusal with its message", async () => {
    const f = fetchDouble(
      { 'POST /api/classes': json({ message: 'A class named Class A already exists' }, 409) },
      { defaults: false },
    );
    const api = classAdminApi(apiContext('http://api.test', { fetch: f.fn }));
    const err = await api.createClass({ name: 'Class A', courseId: null, grade: '', term: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect([(err as ApiError).status, (err as ApiError).serverMessage]).toEqual([409, 'A class named Class A already exists']);
  });
});
