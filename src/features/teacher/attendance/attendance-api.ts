import {
  buildPath,
  ROUTES,
  type AttendanceRecord,
  type AttendanceReport,
  type AttendanceSubmission,
  type ClassName,
  type Student,
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
  options: { query?: Record<string, string>; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const qs = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const res = await fetch(apiBase + buildPath(route.path) + qs, {
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

export async function listStudents(apiBase: string, signal?: AbortSignal): Promise<Student[]> {
  return (await request(apiBase, ROUTES.students, { signal })).data;
}

export async function listAttendance(apiBase: string, date: string, cls: ClassName, signal?: AbortSignal): Promise<AttendanceRecord[]> {
  return (await request(apiBase, ROUTES.attendance, { query: { date, class: cls }, signal })).data;
}

export async function saveAttendance(apiBase: string, body: AttendanceSubmission): Promise<void> {
  await request(apiBase, ROUTES.saveAttendance, { body });
}

export async function getReport(
  apiBase: string,
  q: { cls: ClassName; start: string; end: string },
  signal?: AbortSignal,
): Promise<AttendanceReport> {
  return (await request(apiBase, ROUTES.attendanceReport, { query: { class: q.cls, start: q.start, end: q.end }, signal })).data;
}

export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));
