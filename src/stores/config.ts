import { map } from 'nanostores';

/** Page-wide settings shared by every element; an element's own attribute wins. */
export interface EduConfig {
  /** Base URL of the API server; default: the page's origin. */
  apiBase?: string;
  studentId?: string;
  teacherId?: string;
  teacherName?: string;
  /** Where pdf.js worker, fonts and cMaps are served from; default: next to the bundle. */
  pdfAssetsBase?: string;
  /**
   * A signed embed token from the school site's backend (HS256 JWT naming the account): sent as
   * `Authorization: Bearer` on every request, for pages on another origin than the API server.
   */
  token?: string;
  /** Fetches a fresh embed token; asked first, and once more when the server answers 401. */
  getToken?: () => Promise<string>;
}

export const $config = map<EduConfig>({});

/** Sets defaults for all elements of the page at once, e.g. `configure({ apiBase })`. */
export function configure(settings: EduConfig): void {
  $config.set({ ...$config.get(), ...settings });
}
