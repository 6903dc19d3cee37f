import { describe, expect, it } from 'vitest';
import { fetchDouble, json } from '../../test-support/fetch-double.ts';
import { apiContext } from './api-context.ts';
import { classesApi } from './classes-api.ts';
import { rosterApi } from './roster-api.ts';
import { ApiError } from './api-error.ts';

const summary = {
  id: 7,
  name: 'Algebra 2',
  courseId: null,
  courseTitle: null,
  grade: '',
  term: '',
  studentCount: 0,
  teachers: [{ teacherId: '1', name: 'Ms. Priya Sharma', owner: true }],
  lms: false,
  joinCode: 'ABCDEFGH',
};
const page = {
  data: [{ studentId: 'S001', name: 'Aarav Sharma', grade: '9th', classes: ['Class A'] }],
  total: 1,
  nextCursor: null,
};
const fields = { name: 'Algebra 2', courseId: null, grade: '' as const, term: '' };

function apis() {
  const f = fetchDouble(
    {
      'POST /api/classes/7/students/import': json({ rows: [], written: false, message: 'Nothing was imported.' }),
      'POST /api/classes/7/students': json({ added: 1, message: 'Added 1 student to Algebra 2.' }),
      'GET /api/classes/7/students': json(page),
      'DELETE /api/classes/7/students/S%2001': json({ message: 'Removed.' }),
      'GET /api/school/students': json(page),
      'POST /api/classes/join': json({ message: 'You joined Algebra 2.', class: { id: 7, name: 'Algebra 2' } }),
      'POST /api/classes/9/teachers': json({ message: 'No approved teacher has the account x@y.example.' }, 404),
      'DELETE /api/classes/7': json({ message: 'Deleted Algebra 2.' }),
      'POST /api/classes*': json(summary, 201),
      'PUT /api/classes/7': json(summary),
      'GET /api/classes/7': json(summary),
      'DELETE /api/classes/7/teachers/2': json(summary),
    },
    { defaults: false },
  );
  const ctx = apiContext('http://api.test', { fetch: f.fn });
  return { f, classes: classesApi(ctx), roster: rosterApi(ctx) };
}

describe('the class management calls', () => {
  it('send each change to its contract route with its body, and return the checked answer', async () => {
    const { f, classes, roster } = apis();
    expect(await classes.createClass(fields)).toEqual(summary);
    expect(await classes.updateClass(7, fields)).toEqual(summary);
    expect(await classes.getClass(7)).toEqual(summary);
    expect(await classes.newJoinCode(7)).toEqual(summary);
    expect(await classes.deleteClass(7)).toBe('Deleted Algebra 2.');
    expect((await classes.joinClass('abcdefgh')).class).toEqual({ id: 7, name: 'Algebra 2' });
    expect((await roster.addToRoster(7, ['S001'])).added).toBe(1);
    expect(await roster.removeFromRoster(7, 'S 01')).toBe('Removed.');
    expect((await roster.importRoster(7, 'name,grade\n', true)).written).toBe(false);
    expect(await roster.addCoTeacher(7, 'x@y.example')).toEqual(summary);
    expect(await roster.removeCoTeacher(7, '2')).toEqual(summary);
    expect(f.calls.map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body) ?? ''}`)).toEqual([
      `POST /api/classes ${JSON.stringify(fields)}`,
      `PUT /api/classes/7 ${JSON.stringify(fields)}`,
      'GET /api/classes/7 ',
      'POST /api/classes/7/join-code ',
      'DELETE /api/classes/7 ',
      'POST /api/classes/join {"code":"abcdefgh"}',
      'POST /api/classes/7/students {"studentIds":["S001"]}',
      'DELETE /api/classes/7/students/S%2001 ',
      'POST /api/classes/7/students/import {"csv":"name,grade\\n","commit":true}',
      'POST /api/classes/7/teachers {"email":"x@y.example"}',
      'DELETE /api/classes/7/teachers/2 ',
    ]);
  });

  it('page the roster and the school search with q, cursor and limit (an empty q is no filter)', async () => {
    const { f, roster } = apis();
    expect(await roster.getRoster(7, { q: 'aar', cursor: '50', limit: 25 })).toEqual(page);
    expect(await roster.searchSchoolStudents({ q: '' })).toEqual(page);
    expect(f.calls.map((c) => c.query)).toEqual([{ q: 'aar', cursor: '50', limit: '25' }, {}]);
  });

  it("throw ApiError with the server's message", async () => {
    const { roster } = apis();
    await expect(roster.addCoTeacher(9, 'x@y.example')).rejects.toEqual(
      new ApiError(404, 'No approved teacher has the account x@y.example.', 'No approved teacher has the account x@y.example.'),
    );
  });
});
