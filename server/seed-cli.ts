import { resolve } from 'node:path';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { FileStore } from './storage/file-store.ts';
import { chooseBlobStore } from './storage/choose-blob-store.ts';
import { resetData, seed } from './seed/seed.ts';
import { wantsDemoAccounts } from './seed/accounts.ts';

/** `npm run seed`: resets the data (database rows and stored files) to the demo seed. */
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const started = Date.now();
try {
  const store = new FileStore(dataDir);
  await store.init();
  const db = await openDatabase({ dataDir: resolve(dataDir, 'db'), databaseUrl: process.env.DATABASE_URL });
  await migrate(db);
  const blobs = chooseBlobStore(db, store);
  await resetData(db, blobs);
  const s = await seed(db, blobs, { demoAccounts: wantsDemoAccounts(process.env.DATABASE_URL) });
  await db.close();
  console.log(
    `Seeded ${s.students} students, ${s.attendance} attendance marks, ${s.tests} tests, ${s.materials} materials ` +
      `into ${process.env.DATABASE_URL ? 'PostgreSQL' : dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (err) {
  console.error(`Seeding failed: ${(err as Error).message}`);
  process.exit(1);
}
