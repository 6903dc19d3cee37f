/**
 * The seeded demo accounts the e2e tests sign in as (server/seed/accounts.ts), all with
 * DEMO_PASSWORD, and each role's dashboard on the demo portal. No imports: playwright.config.ts
 * reads EMBED_SECRET from here.
 */
export const DEMO_PASSWORD = 'EduDemo2026';

export const DEMO_ACCOUNTS = {
  teacher: { email: 'teacher@eduportal.example', name: 'Ms. Priya Sharma', dashboard: '/teachers' },
  learner: { email: 'learner@eduportal.example', name: 'Aarav Sharma', dashboard: '/learners' },
  parent: { email: 'parent@eduportal.example', name: 'Rajesh Sharma', dashboard: '/parents' },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The e2e server's EMBED_SECRET: host pages in the tests sign their HS256 embed tokens with it. */
export const EMBED_SECRET = 'e2e-embed-secret-of-the-test-school-0123456789';
