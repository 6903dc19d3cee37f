import { materialTitle, type TeacherMaterial } from '../../../contract/index.ts';

/** Material as displayed to the teacher (spec section 3). */
export interface DisplayMaterial {
  /** 1-based position in the list. */
  id: number;
  /** The server path "category/course/title", needed to delete it. */
  name: string;
  title: string;
  type: string;
  category: string;
  course: string;
  uploadDate: string;
  uploadTime: string;
  size: number;
  url: string;
  downloads: 0;
}

/** The file extension in upper case, or 'FILE' when the title has none. */
export function materialType(title: string): string {
  const base = title.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return 'FILE';
  return base.slice(dot + 1).toUpperCase();
}

function localParts(iso: string | undefined): { date: string; time: string } {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return { date: 'N/A', time: 'N/A' };
  return { date: d.toLocaleDateString(), time: d.toLocaleTimeString() };
}

export function toDisplayMaterials(materials: readonly TeacherMaterial[]): DisplayMaterial[] {
  return materials.map((m, i) => {
    const title = materialTitle(m.name) || m.name;
    const { date, time } = localParts(m.uploaded_at);
    return {
      id: i + 1,
      name: m.name,
      title,
      type: materialType(title),
      category: m.category || 'Unknown',
      course: m.course || 'Unknown',
      uploadDate: date,
      uploadTime: time,
      size: m.size,
      url: m.url,
      downloads: 0,
    };
  });
}

/** The 'All' choice of the category and course filters: no filter. */
export const ALL = 'All';

export interface MaterialFilters {
  search: string;
  category: string;
  course: string;
}

/** Search matches the title ignoring case; 'All' (or empty) means no filter. */
export function filterMaterials(list: readonly DisplayMaterial[], f: MaterialFilters): DisplayMaterial[] {
  const q = f.search.trim().toLowerCase();
  return list.filter(
    (m) =>
      (!q || m.title.toLowerCase().includes(q)) &&
      (!f.category || f.category === ALL || m.category === f.category) &&
      (!f.course || f.course === ALL || m.course === f.course),
  );
}

/** The name the server wants for a delete: "category/course/title". */
export const deleteFileName = (m: Pick<DisplayMaterial, 'category' | 'course' | 'title'>): string =>
  `${m.category}/${m.course}/${m.title}`;

export { safeMaterialUrl } from '../../../lib/safe-url.ts';
