import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrations.ts';
import { bulkInsert } from '../server/db/bulk-insert.ts';
import { FileStore } from '../server/storage/file-store.ts';
import { makeStudents, STUDENT_SEED_COLUMNS } from '../server/seed/students.ts';
import { DEMO_TEACHER_ID, DEMO_TEACHER_NAME, MATERIAL_CATEGORIES, MATERIAL_COURSES } from '../src/contract/constants.ts';

/** Fills a fresh data folder with `students` students and `materials` material rows. */
export async function seedBenchData(dataDir: string, students: number, materials: number): Promise<void> {
  const store = new FileStore(dataDir);
  await store.init();
  const db = await openDatabase({ dataDir: join(dataDir, 'db') });
  await migrate(db);
  await db.query('INSERT INTO teachers (id, name) VALUES ($1, $2)', [DEMO_TEACHER_ID, DEMO_TEACHER_NAME]);
  await bulkInsert(db, 'students', STUDENT_SEED_COLUMNS, makeStudents(students));
  const bytes = Buffer.from('%PDF-1.4\n% bench\n');
  const rows: unknown[][] = [];
  for (let i = 0; i < materials; i++) {
    const fileId = store.newFileId();
    if (i < 10) await writeFile(store.pathOf(fileId), bytes);
    rows.push([fileId, DEMO_TEACHER_ID, MATERIAL_CATEGORIES[i % 5], MATERIAL_COURSES[Math.floor(i / 5) % 5], `Material ${i + 1}.pdf`, 'application/pdf', bytes.length, new Date(Date.now() - i * 60_000).toISOString()]);
  }
  await bulkInsert(db, 'materials', ['file_id', 'teacher_id', 'category', 'course', 'title', 'mime', 'size', 'uploaded_at'], rows);
  await db.query("INSERT INTO meta (key, value) VALUES ('seeded_at', $1)", [new Date().toISOString()]);
  await db.close();
}
