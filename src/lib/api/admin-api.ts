import { ADMIN_ROUTES, type TeachersResponse } from '../../contract/admin.ts';
import { call, type ApiContext, type Signal } from './api-context.ts';
import { limitQuery } from './page-query.ts';

/** What only the school's administrator calls: declining teacher sign-ups and the teacher list; each throws ApiError. */
export const adminApi = (ctx: ApiContext) => ({
  /** POST /api/accounts/{id}/decline {reason}: the server's confirmation ('' reason: none given). */
  async declineAccount(id: number, reason: string): Promise<string> {
    return (await call(ctx, ADMIN_ROUTES.declineAccount, { params: { id }, body: reason ? { reason } : {} })).message;
  },

  /** GET /api/teachers?q=&cursor=&limit=: one page of the school's teachers, `q` a name or email. */
  async getTeachers(q: string, cursor: string | undefined, o: Signal & { limit?: number } = {}): Promise<TeachersResponse> {
    const limit = limitQuery(o.limit);
    return call(ctx, ADMIN_ROUTES.teachers, { signal: o.signal, query: { q: q || undefined, cursor, limit } });
  },
});

export type AdminApi = ReturnType<typeof adminApi>;
