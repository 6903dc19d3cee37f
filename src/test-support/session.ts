import type { Me } from '../contract/auth.ts';
import type { AccountRole } from '../contract/account-texts.ts';
import { normalizeBase } from '../lib/api/api-base.ts';
import { $refusal, $session } from '../stores/session.ts';

/** The accounts component tests sign in as (the student carries the sample profile's name). */
export const TEST_USERS: Record<AccountRole, Me> = {
  teacher: { id: 1, name: 'Ms. Priya Sharma', email: 'teacher@school.test', role: 'teacher', status: 'active', teacherId: '1' },
  student: {
    id: 2,
    name: 'Alex Johnson',
    email: 'alex.johnson@example.com',
    role: 'student',
    status: 'active',
    studentId: 'S001',
  },
  parent: {
    id: 3,
    name: 'Rajesh Sharma',
    email: 'parent@school.test',
    role: 'parent',
    status: 'active',
    children: ['S001', 'S002'],
  },
  admin: { id: 4, name: 'Mrs. Helen Carter', email: 'admin@school.test', role: 'admin', status: 'active' },
};

/** Signs the page in with the element's API server (default: the page's origin) without a request. */
export function signInForTest(role: AccountRole, apiBase = location.origin, patch: Partial<Me> = {}): Me {
  const user = { ...TEST_USERS[role], ...patch };
  $session.set({ status: 'signed-in', apiBase: normalizeBase(apiBase), user });
  return user;
}

/** Signed out, as the server would say (no request made). */
export function signOutForTest(apiBase = location.origin): void {
  $session.set({ status: 'signed-out', apiBase: normalizeBase(apiBase) });
}

/** Forgets the session: the next element asks the server (GET /api/me). */
export function resetSession(): void {
  $session.set({ status: 'unknown' });
  $refusal.set(null);
}
