import type { CatalogueResponse } from '../contract/catalogue.ts';

/** A catalogue as the server sends it (GET /api/catalogue), for component tests. */
export const CATALOGUE: CatalogueResponse = {
  subjects: ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'History', 'Computer Science'],
  courses: [
    { id: 'advanced-mathematics', title: 'Advanced Mathematics', subject: 'Mathematics', instructor: 'Dr. Sarah Wilson' },
    { id: 'physics-fundamentals', title: 'Physics Fundamentals', subject: 'Physics', instructor: 'Prof. Michael Chen' },
    { id: 'organic-chemistry', title: 'Organic Chemistry', subject: 'Chemistry', instructor: 'Dr. Emily Brown' },
    { id: 'cell-biology', title: 'Cell Biology', subject: 'Biology', instructor: 'Dr. Aisha Rahman' },
    { id: 'english-literature', title: 'English Literature', subject: 'English', instructor: 'Ms. Laura Bennett' },
    { id: 'world-history', title: 'World History', subject: 'History', instructor: 'Mr. David Okafor' },
    { id: 'intro-programming', title: 'Introduction to Programming', subject: 'Computer Science', instructor: 'Mr. Rahul Mehta' },
  ],
};

/** True for a request of the catalogue, on any server. */
export const isCatalogueUrl = (url: string): boolean => new URL(url, location.href).pathname === '/api/catalogue';

export const catalogueResponse = (body: unknown = CATALOGUE): Response =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers GET /api/catalogue (any server) with CATALOGUE and passes every other request to the
 * fetch in place; returns what puts that fetch back.
 */
export function serveCatalogue(): () => void {
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return isCatalogueUrl(url) ? Promise.resolve(catalogueResponse()) : original(input, init);
  };
  return () => {
    window.fetch = original;
  };
}
