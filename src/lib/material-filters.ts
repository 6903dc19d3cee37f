/** A learner's material as the course and class filters read it (older servers send neither). */
export interface FilterableMaterial {
  course?: string;
  classes?: readonly string[];
}

/** The course and class chosen; '' for any. */
export interface MaterialFilterValue {
  course: string;
  class: string;
}

export const ANY_MATERIAL: MaterialFilterValue = { course: '', class: '' };

const sorted = (values: Iterable<string>): string[] =>
  [...new Set(values)].filter((v) => v !== '').sort((a, b) => a.localeCompare(b));

/** The courses and classes the materials name, each once, in alphabetical order. */
export function materialFilterOptions(materials: readonly FilterableMaterial[]): { courses: string[]; classes: string[] } {
  return {
    courses: sorted(materials.map((m) => m.course ?? '')),
    classes: sorted(materials.flatMap((m) => m.classes ?? [])),
  };
}

/** The materials of the chosen course and class, in their order. */
export function filterByCourseAndClass<M extends FilterableMaterial>(materials: readonly M[], f: MaterialFilterValue): M[] {
  return materials.filter(
    (m) => (f.course === '' || m.course === f.course) && (f.class === '' || (m.classes ?? []).includes(f.class)),
  );
}

/** Text as whole words between spaces: lower-cased, every run of other characters than letters and digits one space. */
const words = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The material's name or course names one of the phrases as whole words ('Mathematics' is not in "Mathematical"); any with no phrases. */
export function namesAny(material: { name: string; course?: string }, phrases: readonly string[]): boolean {
  const text = words(`${material.name} ${material.course ?? ''}`);
  const wanted = phrases.map(words).filter((p) => p.trim() !== '');
  return wanted.length === 0 || wanted.some((p) => text.includes(p));
}
