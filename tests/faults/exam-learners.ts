import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { insertStudents, makeStudents, type StudentSeedRow } from '../../server/seed/students.ts';
import { insertAccount } from '../../server/test-support/accounts.ts';
import { signIn } from '../../bench/lib/session.ts';
import { sleep } from './api-client.ts';

/** The demo seed's students (S001-S040); the exam's learners come after them. */
const SEEDED_STUDENTS = 40;

export interface ExamLearner {
  studentId: string;
  email: string;
}

/**
 * `count` more students in the demo teacher's Class A and B of a seeded PostgreSQL schema, each
 * with a learner account (the demo password). The connection is closed before this returns.
 */
export async function addExamLearners(databaseUrl: string, schema: string, count: number): Promise<ExamLearner[]> {
  const rows = makeStudents(SEEDED_STUDENTS + count)
    .slice(SEEDED_STUDENTS)
    .map((r, i): StudentSeedRow => {
      const row = [...r] as StudentSeedRow;
      row[3] = i % 2 ? 'Class B' : 'Class A';
      return row;
    });
  const dir = await mkdtemp(join(tmpdir(), 'edu-exam-learners-'));
  const db = await openDatabase({ databaseUrl, schema, dataDir: dir });
  try {
    await insertStudents(db, rows);
    const learners = rows.map((r) => ({ studentId: r[0], email: `exam.${r[0].toLowerCase()}@student.example.edu`, name: r[2] }));
    for (const l of learners) await insertAccount(db, { email: l.email, name: l.name, role: 'student', students: [l.studentId] });
    return learners.map(({ studentId, email }) => ({ studentId, email }));
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Signs each account in through `base`, `parallel` at a time, asking again after a failure (as a learner would). */
export async function signInAll(base: string, emails: readonly string[], parallel: number): Promise<string[]> {
  const cookies: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      for (let tries = 0; ; tries++) {
        try {
          cookies[i] = (await signIn(base, emails[i]!)).cookie;
          break;
        } catch (err) {
          if (tries >= 10) throw err;
          await sleep(1000);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return cookies;
}
