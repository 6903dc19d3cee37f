/** The Edit Profile avatar: the first letter of the name, or `fallback` when there is none. */
export function avatarLetter(name: string, fallback: string): string {
  const first = [...name.trim()][0];
  return first ? first.toUpperCase() : fallback;
}
