import { CLASSES } from '../../../contract/constants.ts';
import { CATALOGUE } from '../../../test-support/catalogue.ts';
import { mount } from '../../../test-support/mount.ts';
import { signInForTest } from '../../../test-support/session.ts';

/**
 * Test doubles at the network boundary for the teacher sections' component tests:
 * window.fetch answered by route ("GET /api/students"), XMLHttpRequest for the upload.
 */
export interface FetchCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type Answer = Response | ((call: FetchCall) => Response | Promise<Response>);

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch; GET /api/classes answers Class A-D and GET /api/catalogue the test catalogue
 * unless `routes` answers them, unknown routes answer 404. Returns the recorded calls and a
 * restore(). The catalogue's default answer is not recorded: the page loads it once per server,
 * in whichever test comes first.
 */
export function fakeFetch(routes: Record<string, Answer>): { calls: FetchCall[]; restore: () => void } {
  const original = window.fetch;
  const calls: FetchCall[] = [];
  const answers: Record<string, Answer> = { 'GET /api/classes': json({ classes: CLASSES }), 'GET /api/catalogue': json(CATALOGUE), ...routes };
  const quiet = (call: FetchCall): boolean => call.method === 'GET' && call.path === '/api/catalogue' && !routes['GET /api/catalogue'];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, search: url.search, body };
    if (!quiet(call)) calls.push(call);
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const key = Object.keys(answers).find((k) => k === `${method} ${url.pathname}` || (k.endsWith('*') && `${method} ${url.pathname}`.startsWith(k.slice(0, -1))));
    const answer = key ? answers[key]! : json({ message: 'Not found' }, 404);
    const res = typeof answer === 'function' ? await answer(call) : answer.clone();
    return res;
  };
  return { calls, restore: () => (window.fetch = original) };
}

export interface XhrScript {
  /** Upload progress events to fire, [loaded, total]. */
  progress?: [number, number][];
  status: number;
  body?: unknown;
  /** Fire a network error instead of a response. */
  networkError?: boolean;
}

/** Replaces XMLHttpRequest with one that plays `script`; records what was sent. */
export function fakeXhr(script: XhrScript): { sent: { url: string; form: FormData }[]; restore: () => void } {
  const Original = window.XMLHttpRequest;
  const sent: { url: string; form: FormData }[] = [];
  class FakeXMLHttpRequest {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string): void {
      this.url = url;
    }
    setRequestHeader(): void {}
    abort(): void {
      this.onabort?.();
    }
    send(form: FormData): void {
      sent.push({ url: this.url, form });
      void (async () => {
        for (const [loaded, total] of script.progress ?? []) {
          await new Promise((r) => setTimeout(r, 30));
          this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
        }
        await new Promise((r) => setTimeout(r, 30));
        if (script.networkError) {
          this.onerror?.();
          return;
        }
        this.status = script.status;
        this.responseText = JSON.stringify(script.body ?? {});
        this.onload?.();
      })();
    }
  }
  window.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (window.XMLHttpRequest = Original) };
}

/** Sample data in the contract's shapes. */
export function sampleMaterial(name: string, extra: Record<string, unknown> = {}) {
  const [category, course] = name.split('/');
  return { name, category, course, uploaded_at: '2025-01-15T09:30:00.000Z', size: 2048, url: '/api/files/abcdefabcdefabcdef', type: 'application/pdf', ...extra };
}

export function sampleStudent(i: number, extra: Record<string, unknown> = {}) {
  return {
    student_id: `S${String(i).padStart(3, '0')}`,
    name: `Student ${i}`,
    class: 'Class A',
    grade: '9th',
    email: `student${i}@school.test`,
    phone: `555-01${String(i).padStart(2, '0')}`,
    address: '1 Main St',
    parent_name: `Parent ${i}`,
    parent_phone: '555-0000',
    parent_email: `parent${i}@school.test`,
    last_attendance_status: 'present',
    roll_no: i,
    date_of_birth: '2010-03-15',
    enrollment_date: '2023-06-01',
    emergency_contact: 'Parent 555-0000',
    ...extra,
  };
}

/** Puts files on a file input as a user's picker would. */
export function pickFiles(input: HTMLInputElement, files: File[]): void {
  const dt = new DataTransfer();
  files.forEach((f) => dt.items.add(f));
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Types into an input or picks an option the way React notices (native value setter + event). */
export function setValue(el: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Mounts <edu-teacher-dashboard> (api-base http://api.test) for the signed-in test teacher. */
export function mountTeacherDashboard(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const all = { 'api-base': 'http://api.test', ...attrs };
  signInForTest('teacher', all['api-base']);
  return mount('edu-teacher-dashboard', all);
}
