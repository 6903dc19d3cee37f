import { describe, expect, it } from 'vitest';
import { AttendanceSubmission, localToday } from '../../../contract/index.ts';
import {
  defaultClass,
  buildSubmission,
  changedMarks,
  countMarks,
  markAll,
  marksFromRecords,
  markText,
  markTone,
  recordBadge,
  unsavedMarksText,
} from './attendance-rules.ts';
import { attendanceMessages } from './messages.ts';

const ATT_MSG = attendanceMessages.en;

const roster = [
  { student_id: 'S1', name: 'Asha', classes: ['Class B'] },
  { student_id: 'S2', name: 'Ben', classes: ['Class B'] },
  { student_id: 'S3', name: 'Chen', classes: ['Class B'] },
];

describe('attendance texts', () => {
  it('are the spec texts', () => {
    expect(ATT_MSG.saved).toBe('Attendance saved successfully!');
    expect(ATT_MSG.serverError('boom')).toBe('Error saving attendance: boom');
    expect(ATT_MSG.failed).toBe('Failed to save attendance. Please try again.');
    expect(ATT_MSG.noStudents).toBe('No students found for the selected class.');
    expect(ATT_MSG.noStudentsFor('Class C')).toBe('No students found for Class C.');
    expect(ATT_MSG.noRecordsFor('2025-03-01')).toBe('No attendance records found for 2025-03-01.');
    expect(ATT_MSG.loadingStudents).toBe('Loading students...');
    expect(ATT_MSG.loadingRecords).toBe('Loading attendance records...');
  });
});

describe('the class the tabs open on', () => {
  it('is Class A while the school has it, wherever it sorts, else the first class', () => {
    expect(defaultClass(['Biology 101', 'Class A', 'Class B'])).toBe('Class A');
    expect(defaultClass(['Biology 101', 'Class B'])).toBe('Biology 101');
    expect(defaultClass([])).toBeNull();
  });
});

describe('roster and counters', () => {
  it('counts present, absent, late and unmarked over the shown roster only', () => {
    expect(countMarks(roster, {})).toEqual({ present: 0, absent: 0, late: 0, unmarked: 3 });
    expect(countMarks(roster, { S1: 'present', S2: 'absent', OTHER: 'present' })).toEqual({
      present: 1,
      absent: 1,
      late: 0,
      unmarked: 1,
    });
    expect(countMarks(roster, { S1: 'late', S2: 'late', S3: 'present' })).toEqual({
      present: 1,
      absent: 0,
      late: 2,
      unmarked: 0,
    });
  });
  it('marks everyone present or absent', () => {
    expect(countMarks(roster, markAll(roster, 'present'))).toEqual({ present: 3, absent: 0, late: 0, unmarked: 0 });
    expect(countMarks(roster, markAll(roster, 'absent'))).toEqual({ present: 0, absent: 3, late: 0, unmarked: 0 });
  });
  it("shows 'Not set' until a mark is chosen", () => {
    expect(markText(undefined, ATT_MSG)).toBe('Not set');
    expect(markText('present', ATT_MSG)).toBe('Present');
    expect(markText('absent', ATT_MSG)).toBe('Absent');
    expect(markText('late', ATT_MSG)).toBe('Late');
  });
  it('counts the marks changed since the day was loaded or saved, and words what leaving would lose', () => {
    const loaded = { S1: 'present', S2: 'late' } as const;
    expect(changedMarks(roster, loaded, loaded)).toBe(0);
    expect(changedMarks(roster, { ...loaded, S3: 'absent' }, loaded)).toBe(1);
    expect(changedMarks(roster, { S1: 'late', S2: 'late', S3: 'late' }, loaded)).toBe(2);
    expect(changedMarks(roster, { ...loaded, OTHER: 'absent' }, loaded)).toBe(0);
    expect(unsavedMarksText('Class B', '2025-03-04', 0, ATT_MSG)).toBeNull();
    expect(unsavedMarksText('Class B', '2025-03-04', 1, ATT_MSG)).toBe(
      'Attendance for Class B on 2025-03-04 is not saved yet (1 changed mark).',
    );
    expect(unsavedMarksText('Class B', '2025-03-04', 3, ATT_MSG)).toBe(
      'Attendance for Class B on 2025-03-04 is not saved yet (3 changed marks).',
    );
  });
});

describe('buildSubmission', () => {
  it('sends every student, late as late and the unmarked ones as absent, and passes the contract', () => {
    const body = buildSubmission({
      date: '2025-03-04',
      cls: 'Class B',
      teacherId: '1',
      teacherName: 'Ms. Priya Sharma',
      roster,
      marks: { S1: 'present', S3: 'late' },
    });
    expect(body).toEqual({
      date: '2025-03-04',
      class: 'Class B',
      teacherId: '1',
      teacherName: 'Ms. Priya Sharma',
      records: [
        { studentId: 'S1', name: 'Asha', status: 'present' },
        { studentId: 'S2', name: 'Ben', status: 'absent' },
        { studentId: 'S3', name: 'Chen', status: 'late' },
      ],
    });
    expect(AttendanceSubmission.safeParse(body).success).toBe(true);
  });
  it('leaves out an empty teacher name', () => {
    const body = buildSubmission({ date: '2025-03-04', cls: 'Class B', teacherId: '1', teacherName: ' ', roster, marks: {} });
    expect(body).not.toHaveProperty('teacherName');
  });
});

describe('localToday', () => {
  it('uses local calendar fields, zero padded', () => {
    expect(localToday(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

describe('recordBadge', () => {
  it('present green, absent red, late yellow, otherwise Not marked', () => {
    expect(recordBadge('present', ATT_MSG)).toEqual({ label: 'Present', tone: 'success' });
    expect(recordBadge('absent', ATT_MSG)).toEqual({ label: 'Absent', tone: 'danger' });
    expect(recordBadge('late', ATT_MSG)).toEqual({ label: 'Late', tone: 'warning' });
    expect(recordBadge('', ATT_MSG)).toEqual({ label: 'Not marked', tone: 'neutral' });
    expect(recordBadge(null, ATT_MSG)).toEqual({ label: 'Not marked', tone: 'neutral' });
    expect(recordBadge('excused', ATT_MSG)).toEqual({ label: 'excused', tone: 'neutral' });
  });
});

describe('markTone', () => {
  it('tints present green, absent red, late yellow; a status it does not know stays untinted', () => {
    expect(['present', 'absent', 'late'].map(markTone)).toEqual(['tone-success', 'tone-danger', 'tone-warning']);
    expect(['excused', '', 'constructor'].map(markTone)).toEqual(['', '', '']);
  });
});

describe('the saved day the Mark tab starts from', () => {
  it('turns saved records into marks (late kept, unknown statuses unmarked) and counts late on its own', () => {
    const marks = marksFromRecords([
      { student_id: 'S1', status: 'present' },
      { student_id: 'S2', status: 'Absent' },
      { student_id: 'S3', status: 'late' },
      { student_id: 'S4', status: 'excused' },
    ]);
    expect(marks).toEqual({ S1: 'present', S2: 'absent', S3: 'late' });
    const roster = ['S1', 'S2', 'S3', 'S4'].map((id) => ({ student_id: id, name: id }));
    expect(countMarks(roster, marks)).toEqual({ present: 1, absent: 1, late: 1, unmarked: 1 });
    expect(markText('late', ATT_MSG)).toBe('Late');
    expect(ATT_MSG.unmarkedHint(1)).toBe('1 unmarked student is saved as absent.');
    expect(ATT_MSG.unmarkedHint(3)).toBe('3 unmarked students are saved as absent.');
  });

  it('sends the version the marks started from, and none when the day failed to load', () => {
    const base = {
      date: '2025-01-06',
      cls: 'Class A' as const,
      teacherId: '1',
      teacherName: 'T',
      roster: [{ student_id: 'S1', name: 'A' }],
      marks: {},
    };
    expect(buildSubmission({ ...base, version: 4 }).version).toBe(4);
    expect('version' in buildSubmission(base)).toBe(false);
  });
});

describe('in Spanish and Arabic', async () => {
  const ES = await attendanceMessages.load.es();
  const AR = await attendanceMessages.load.ar();
  const arabic = (n: number) => new Intl.NumberFormat('ar').format(n);

  it('counts the unmarked students with the plural forms of the language', () => {
    expect(ES.unmarkedHint(1)).toBe('1 estudiante sin marcar se guarda como ausente.');
    expect(ES.unmarkedHint(4)).toBe('4 estudiantes sin marcar se guardan como ausentes.');
    expect(AR.unmarkedHint(1)).toBe('يُحفظ طالب واحد غير مسجَّل على أنه غائب.');
    expect(AR.unmarkedHint(2)).toBe('يُحفظ طالبان غير مسجَّلين على أنهما غائبان.');
    expect(AR.unmarkedHint(5)).toBe(`يُحفظ ${arabic(5)} طلاب غير مسجَّلين على أنهم غائبون.`);
    expect(AR.unmarkedHint(12)).toBe(`يُحفظ ${arabic(12)} طالبًا غير مسجَّل على أنهم غائبون.`);
    expect(AR.unmarkedHint(100)).toBe(`يُحفظ ${arabic(100)} طالب غير مسجَّل على أنهم غائبون.`);
  });
  it('words the statuses and what leaving would lose', () => {
    expect(markText(undefined, ES)).toBe('Sin definir');
    expect(recordBadge('late', AR)).toEqual({ label: 'متأخر', tone: 'warning' });
    expect(unsavedMarksText('Class B', '2025-03-04', 2, ES)).toBe(
      'La asistencia de Class B del 2025-03-04 aún no está guardada (2 marcas cambiadas).',
    );
    expect(unsavedMarksText('Class B', '2025-03-04', 2, AR)).toBe('لم يُحفظ حضور Class B بتاريخ 2025-03-04 بعد (تعديلان).');
  });
});
