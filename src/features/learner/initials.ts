/** Initials for the profile avatar: first letters of the first and last words, or `fallback` when there is no name. */
export function initials(name: string, fallback: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The Edit Profile avatar: the first letter of the name, or `fallback` when there is none. */
export function avatarLetter(name: string, fallback: string): string {
  const first = [...name.trim()][0];
  return first ? first.toUpperCase() : fallback;
}
