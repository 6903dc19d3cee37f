import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { CLASS_A, CLASS_C } from '../../../test-support/class-server.ts';
import { classIdOf, fieldsOf, managesClass, placeServerError, roleIn } from './class-rules.ts';

const describeErr = (err: unknown) => (err instanceof Error ? err.message : String(err));
const refused = (status: number, message: string) => new ApiError(status, message, message);

describe('class rules', () => {
  it("names the caller's role: owner, co-teacher, or an administrator outside the class's teachers", () => {
    expect(roleIn(CLASS_A, '1')).toBe('owner');
    expect(roleIn(CLASS_C, '1')).toBe('coTeacher');
    expect(roleIn(CLASS_A, '9')).toBe('admin');
    expect([managesClass(CLASS_A, '1'), managesClass(CLASS_C, '1'), managesClass(CLASS_C, '2')]).toEqual([true, false, true]);
  });

  it('reads the class id of a route, nothing else', () => {
    expect(classIdOf('12')).toBe(12);
    for (const tab of [undefined, '', 'manage', '1e3', '-1', '1234567890']) expect(classIdOf(tab)).toBe(null);
  });

  it('sends trimmed fields, no course as null', () => {
    expect(fieldsOf({ name: '  Class E ', courseId: '', grade: '', term: ' 2026 ' })).toEqual({
      name: 'Class E',
      courseId: null,
      grade: '',
      term: '2026',
    });
  });

  it('puts a refusal under the field it names, a 409 under the name, the rest above the buttons', () => {
    expect(placeServerError(refused(400, 'Invalid body: term: must be at most 40 characters'), describeErr)).toEqual({
      field: 'term',
      message: 'must be at most 40 characters',
    });
    expect(placeServerError(refused(409, 'A class named Class A already exists'), describeErr)).toEqual({
      field: 'name',
      message: 'A class named Class A already exists',
    });
    expect(placeServerError(refused(403, 'Only an administrator may change the owner'), describeErr)).toEqual({
      field: null,
      message: 'Only an administrator may change the owner',
    });
    expect(placeServerError(new ApiError(0, 'Network error'), describeErr)).toEqual({ field: null, message: 'Network error' });
  });
});
