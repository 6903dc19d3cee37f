/** A backup or restore problem an operator can fix: printed as one line, no stack trace. */
export class BackupError extends Error {}
