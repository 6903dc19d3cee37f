import { map } from 'nanostores';

/** An element's colours: `light`, `dark`, or `auto` (follows the reader's system setting). */
export type Theme = 'light' | 'dark' | 'auto';

/** Page-wide settings shared by every element; an element's own attribute wins. */
export interface EduConfig {
  /** Base URL of the API server; default: the page's origin. */
  apiBase?: string;
  studentId?: string;
  teacherId?: string;
  teacherName?: string;
  /** A folder laid out like the package's dist/pdfjs/ with pdf.js's worker, fonts and cMaps; default: the files beside the bundle's modules. */
  pdfAssetsBase?: string;
  /**
   * A signed embed token from the school site's backend (HS256 JWT naming the account): sent as
   * `Authorization: Bearer` on every request, for pages on another origin than the API server.
   */
  token?: string;
  /** Fetches a fresh embed token; asked first, and once more when the server answers 401. */
  getToken?: () => Promise<string>;
  /** Where links inside the elements lead: a path ('/portal/') or the portal's URL; default '/'. */
  basePath?: string;
  /** `light` (default), `dark`, or `auto` (follows the reader's system setting). */
  theme?: Theme;
}

export const $config = map<EduConfig>({});

/** Sets defaults for all elements of the page at once, e.g. `configure({ apiBase })`. */
export function configure(settings: EduConfig): void {
  $config.set({ ...$config.get(), ...settings });
}
