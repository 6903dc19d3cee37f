import { materialTitle, type TeacherMaterial } from '../../../contract/index.ts';
import { toDate } from '../../../lib/i18n/format.ts';

/** Material as displayed to the teacher. */
export interface DisplayMaterial {
  /** The material's number on the server (its file URL names it). */
  id: number;
  /** The server path "category/course/title", needed to delete it. */
  name: string;
  title: string;
  /** The extension in upper case; '' when the title has none. */
  type: string;
  /** As the server sent them; '' when it sent none. */
  category: string;
  course: string;
  description: string;
  /** Its audience: the classes whose learners and parents see it. */
  classes: readonly string[];
  /** When it was uploaded; null when the server sent no readable time. */
  uploadedAt: Date | null;
  size: number;
  url: string;
  downloads: 0;
  /** Page 1 in small, and the page count, once the server has read the file. */
  thumbnailUrl: string | null;
  pages: number | null;
  /** The server is still reading the file. */
  processing: boolean;
  /** Reading it passed the server's processing limits: it has no preview (it opens and downloads as any file). */
  tooLargeToPreview: boolean;
}

/** The file extension in upper case, or '' when the title has none. */
export function materialType(title: string): string {
  const base = title.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  return base.slice(dot + 1).toUpperCase();
}

export function toDisplayMaterials(materials: readonly TeacherMaterial[]): DisplayMaterial[] {
  return materials.map((m) => {
    const title = materialTitle(m.name) || m.name;
    return {
      id: m.id,
      name: m.name,
      title,
      type: materialType(title),
      category: m.category || '',
      course: m.course || '',
      description: m.description,
      classes: m.classes,
      uploadedAt: toDate(m.uploaded_at),
      size: m.size,
      url: m.url,
      downloads: 0,
      thumbnailUrl: m.thumbnail_url ?? null,
      pages: m.pages ?? null,
      processing: m.processing === 'pending',
      tooLargeToPreview: m.processing === 'too-large',
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

/** The name the server wants for a delete: "category/course/title" (a missing one is 'Unknown'). */
export const deleteFileName = (m: Pick<DisplayMaterial, 'category' | 'course' | 'title'>): string =>
  `${m.category || 'Unknown'}/${m.course || 'Unknown'}/${m.title}`;

export { safeMaterialUrl } from '../../../lib/safe-url.ts';
