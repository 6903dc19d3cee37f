import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../shared/format.ts';
import { teacherSharedMessages } from '../shared/messages.ts';
import { overviewMessages } from './messages.ts';
import { statCards } from './stat-cards.ts';

const SHARED_ES = await teacherSharedMessages.load.es();
const OVERVIEW_ES = await overviewMessages.load.es();

const figures = {
  totalStudents: 1200,
  activeClasses: 4,
  uploadedMaterials: 8,
  pendingTests: 2,
  avgAttendance: 93,
  recentActivity: [],
};

describe('statCards', () => {
  it('has the five cards in order with their values', () => {
    expect(statCards(figures, overviewMessages.en, ENGLISH).map((c) => [c.label, c.value])).toEqual([
      ['Total Students', (1200).toLocaleString('en')],
      ['Active Classes', '4'],
      ['Uploaded Materials', '8'],
      ['Pending Tests', '2'],
      ['Avg Attendance', '93%'],
    ]);
  });
  it('colours Avg Attendance by the attendance thresholds', () => {
    expect(statCards(figures, overviewMessages.en, ENGLISH)[4]!.tone).toBe('success');
    expect(statCards({ ...figures, avgAttendance: 85 }, overviewMessages.en, ENGLISH)[4]!.tone).toBe('warning');
    expect(statCards({ ...figures, avgAttendance: 0 }, overviewMessages.en, ENGLISH)[4]!.tone).toBe('danger');
  });
  it('labels and writes the figures in the language', () => {
    const cards = statCards({ ...figures, totalStudents: 12000, avgAttendance: 87.5 }, OVERVIEW_ES, { tag: 'es', m: SHARED_ES });
    expect(cards.map((c) => [c.label, c.value])).toEqual([
      ['Total de estudiantes', '12.000'],
      ['Clases activas', '4'],
      ['Materiales subidos', '8'],
      ['Pruebas pendientes', '2'],
      ['Asistencia media', '87,5\u00a0%'],
    ]);
  });
});
