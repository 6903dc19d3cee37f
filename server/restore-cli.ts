import { resolve } from 'node:path';
import { fail, parseCommandLine } from './cli-args.ts';
import { BackupError } from './backup/backup-error.ts';
import { openServerData } from './backup/open-target.ts';
import { readBackupHeader, restoreBackup } from './backup/restore-backup.ts';
import { describeSize } from './backup/describe-size.ts';

const USAGE = `Usage: npm run restore -- FILE [--force]

Restores a backup made by npm run backup (from the embedded database or PostgreSQL) into the
portal's database (DATABASE_URL, or the embedded database in DATA_DIR) and its files, then
migrates it to this version's schema. All or nothing: the file is checked completely before
anything is kept. A database that holds data is refused; --force replaces everything in it.
Stop the servers first.`;

const { positionals, values } = parseCommandLine({ force: { type: 'boolean' }, help: { type: 'boolean' } }, USAGE);
if (values.help || positionals.length !== 1) fail(USAGE);
const file = resolve(positionals[0]!);
const started = Date.now();
try {
  await readBackupHeader(file);
  const { db, store, where } = await openServerData({ mustExist: false });
  try {
    const s = await restoreBackup(db, store, file, { force: values.force });
    console.log(
      `Restored ${s.rows} rows of ${s.tables} tables and ${s.files} files (${describeSize(s.fileBytes)}) ` +
        `backed up from ${s.database === 'pglite' ? 'an embedded database' : 'PostgreSQL'} at ${s.createdAt} into ${where}` +
        `${s.fromSchema < s.toSchema ? `, migrated from schema version ${s.fromSchema} to ${s.toSchema}` : ''}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await db.close();
  }
} catch (err) {
  fail(err instanceof BackupError ? err.message : `The restore failed, nothing was changed: ${(err as Error).message}`);
}
