import {
  AUTH_ROUTES,
  type AccountSummary,
  type Me,
  type PendingAccountsResponse,
  type SignInRequest,
  type SignUpRequest,
} from '../../contract/auth.ts';
import { call, type ApiContext, type Signal } from './api-context.ts';
import { pageQueryOf } from './page-query.ts';

/** Sessions, accounts and the accounts linked to a student record; each throws ApiError. */
export const authApi = (ctx: ApiContext) => ({
  /** GET /api/me: the signed-in account (401 when signed out). */
  async me(o: Signal = {}): Promise<Me> {
    return (await call(ctx, AUTH_ROUTES.me, { signal: o.signal, answersUnauthorized: true })).user;
  },

  /** POST /api/auth/sign-in: starts a session (the server sets its cookie). */
  async signIn(body: SignInRequest): Promise<Me> {
    return (await call(ctx, AUTH_ROUTES.signIn, { body, answersUnauthorized: true })).user;
  },

  /** POST /api/auth/sign-up: creates the account and signs it in. */
  async signUp(body: SignUpRequest): Promise<Me> {
    return (await call(ctx, AUTH_ROUTES.signUp, { body })).user;
  },

  /** POST /api/auth/sign-out */
  async signOut(): Promise<void> {
    await call(ctx, AUTH_ROUTES.signOut);
  },

  /** GET /api/accounts/pending: a page of the teacher sign-ups waiting for approval, oldest first. */
  getPendingAccountPage(page: { cursor?: string; limit?: number } & Signal = {}): Promise<PendingAccountsResponse> {
    return call(ctx, AUTH_ROUTES.pendingAccounts, {
      signal: page.signal,
      query: pageQueryOf(page),
    });
  },

  /** POST /api/accounts/{id}/approve: the server's confirmation. */
  async approveAccount(id: number): Promise<string> {
    return (await call(ctx, AUTH_ROUTES.approveAccount, { params: { id } })).message;
  },

  /** GET /api/students/{studentId}/links: Student and Parent accounts linked to the record. */
  async getStudentLinks(studentId: string, o: Signal = {}): Promise<AccountSummary[]> {
    return (await call(ctx, AUTH_ROUTES.studentLinks, { params: { studentId }, signal: o.signal })).data;
  },

  /** POST /api/students/{studentId}/links {email}: the updated links. */
  async linkAccount(studentId: string, email: string): Promise<AccountSummary[]> {
    return (await call(ctx, AUTH_ROUTES.linkAccount, { params: { studentId }, body: { email } })).data;
  },

  /** DELETE /api/students/{studentId}/links/{id}: the updated links. */
  async unlinkAccount(studentId: string, id: number): Promise<AccountSummary[]> {
    return (await call(ctx, AUTH_ROUTES.unlinkAccount, { params: { studentId, id } })).data;
  },
});
