import { resolve } from 'node:path';
import { fail, parseCommandLine } from './cli-args.ts';
import { BackupError } from './backup/backup-error.ts';
import { openServerData } from './backup/open-target.ts';
import { writeBackup } from './backup/write-backup.ts';
import { describeSize } from './backup/describe-size.ts';

const USAGE = `Usage: npm run backup -- FILE

Writes every table and every stored file of the portal's database (DATABASE_URL, or the
embedded database in DATA_DIR) to FILE, a .tar.gz that npm run restore reads. On PostgreSQL
it reads one consistent snapshot while the servers keep running; the embedded database must
not be in use by a server (stop it first).`;

const { positionals, values } = parseCommandLine({ help: { type: 'boolean' } }, USAGE);
if (values.help || positionals.length !== 1) fail(USAGE);
const file = resolve(positionals[0]!);
const started = Date.now();
try {
  const { db, blobs, where } = await openServerData({ mustExist: true });
  try {
    const s = await writeBackup(db, blobs, file);
    console.log(
      `Backed up ${s.rows} rows of ${s.tables} tables and ${s.files} files (${describeSize(s.fileBytes)}) ` +
        `from ${where} (schema version ${s.schemaVersion}) to ${file} (${describeSize(s.bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await db.close();
  }
} catch (err) {
  fail(err instanceof BackupError ? err.message : `The backup failed: ${(err as Error).message}`);
}
