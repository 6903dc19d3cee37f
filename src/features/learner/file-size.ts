const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * Spec section 9: base 1024, units Bytes/KB/MB/GB, at most 2 decimals, zero is '0 Bytes'.
 * Trailing zeros are dropped ('1 KB', '1.5 KB'); anything beyond GB stays in GB.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${UNITS[i]}`;
}
