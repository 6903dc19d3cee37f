/** Initials for the profile avatar: first letters of the first and last words, or 'U'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Spec: the Edit Profile avatar shows the first letter of the name, or 'U'. */
export function avatarLetter(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toUpperCase() : 'U';
}
