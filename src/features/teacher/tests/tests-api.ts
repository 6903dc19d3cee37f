import {
  buildPath,
  ROUTES,
  type AssignTestRequest,
  type CreateTestRequest,
  type ManagedTest,
  type TestDetail,
} from '../../../contract/index.ts';

// TODO(contract): switch to createApiClient(apiBase) from src/lib/api once it lands; this is
// the same contract (ROUTES + schemas) through a minimal fetch so the section works meanwhile.

/** The server answered with an error status; `message` is its `{message}`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

async function request<T>(
  apiBase: string,
  route: { method: string; path: string; response: Schema<T> },
  options: { params?: Record<string, string | number>; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const res = await fetch(apiBase + buildPath(route.path, options.params), {
    method: route.method,
    headers: options.body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (json as { message?: unknown } | null)?.message;
    throw new ApiError(typeof message === 'string' ? message : `HTTP ${res.status}`, res.status);
  }
  const parsed = route.response.safeParse(json);
  if (!parsed.success) throw new Error('Unexpected response from the server');
  return parsed.data;
}

export async function listTests(apiBase: string, signal?: AbortSignal): Promise<ManagedTest[]> {
  return (await request(apiBase, ROUTES.tests, { signal })).data;
}

export async function getTest(apiBase: string, id: number, signal?: AbortSignal): Promise<TestDetail> {
  return (await request(apiBase, ROUTES.testDetail, { params: { id }, signal })).data;
}

export async function createTest(apiBase: string, body: CreateTestRequest): Promise<ManagedTest> {
  return (await request(apiBase, ROUTES.createTest, { body })).data;
}

export async function scheduleTest(apiBase: string, id: number, scheduledDate: string): Promise<ManagedTest> {
  return (await request(apiBase, ROUTES.scheduleTest, { params: { id }, body: { scheduledDate } })).data;
}

export async function assignTest(apiBase: string, id: number, assignedTo: AssignTestRequest['assignedTo']): Promise<ManagedTest> {
  return (await request(apiBase, ROUTES.assignTest, { params: { id }, body: { assignedTo } })).data;
}

export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));
