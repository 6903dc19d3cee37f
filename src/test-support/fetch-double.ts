import { CLASSES } from '../contract/constants.ts';
import { CATALOGUE } from './catalogue.ts';
import { classesPage } from './samples.ts';

/**
 * The one network double for tests: a fetch answered by route ("GET /api/students", or a prefix
 * ending in "*"), on any server. It records each request and can be installed as window.fetch.
 */
export interface FetchCall {
  method: string;
  /** The whole address asked for. */
  url: string;
  path: string;
  search: string;
  query: Record<string, string>;
  /** The JSON body sent, parsed (undefined when none). */
  body: unknown;
  init?: RequestInit;
}

/** A fixed response (each request gets a copy) or one computed per request. */
export type Answer = Response | ((call: FetchCall) => Response | Promise<Response>);
export type Routes = Record<string, Answer>;

export interface FetchOptions {
  /** Answer to a request no route names: 404 JSON unless given; 'network' passes it to the fetch in place. */
  otherwise?: Answer | 'network';
  /** Answer GET /api/classes (Class A-D) and GET /api/catalogue (the test catalogue) unless routes do (default true). */
  defaults?: boolean;
}

export interface FetchDouble {
  calls: FetchCall[];
  /** The double as a fetch function. */
  fn: typeof fetch;
  /** Puts the fetch in place before install back. */
  restore: () => void;
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's answer while it is busy or its database is away: 503 with `message` and, unless null, `Retry-After` seconds. */
export const busy = (retryAfter: number | null = 1, message = 'The server is busy. Try again in a moment.'): Response =>
  new Response(JSON.stringify({ message }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', ...(retryAfter === null ? {} : { 'Retry-After': String(retryAfter) }) },
  });

/** Answers requests with `answers` in turn, the last one for every request after them. */
export function inTurn(...answers: [Answer, ...Answer[]]): (call: FetchCall) => Response | Promise<Response> {
  let next = 0;
  return (call) => {
    const answer = answers[Math.min(next++, answers.length - 1)]!;
    return typeof answer === 'function' ? answer(call) : answer.clone();
  };
}

/** An answer that fails as a lost connection does. */
export const networkError = (): never => {
  throw new TypeError('Failed to fetch');
};

/** An answer that never comes. */
export const never = (): Promise<Response> => new Promise<Response>(() => {});

const here = (): string => globalThis.location?.href ?? 'http://localhost/';

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function toCall(input: RequestInfo | URL, init?: RequestInit): FetchCall {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, here());
  return {
    method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
    url: href,
    path: url.pathname,
    search: url.search,
    query: Object.fromEntries(url.searchParams),
    body: parseBody(init?.body),
    init,
  };
}

/**
 * A fetch function answering `routes`. The default catalogue is not recorded: pages load it once
 * per server, in whichever test comes first.
 */
export function fetchDouble(
  routes: Routes = {},
  options: FetchOptions = {},
  network: typeof fetch = (...a) => fetch(...a),
): Omit<FetchDouble, 'restore'> {
  const calls: FetchCall[] = [];
  const defaults: Routes =
    options.defaults === false ? {} : { 'GET /api/classes': json(classesPage(CLASSES)), 'GET /api/catalogue': json(CATALOGUE) };
  const answers: Routes = { ...defaults, ...routes };
  const quiet = (call: FetchCall): boolean =>
    options.defaults !== false && call.method === 'GET' && call.path === '/api/catalogue' && !routes['GET /api/catalogue'];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = toCall(input, init);
    if (!quiet(call)) calls.push(call);
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const route = `${call.method} ${call.path}`;
    const key = Object.keys(answers).find((k) => k === route || (k.endsWith('*') && route.startsWith(k.slice(0, -1))));
    const answer = key ? answers[key]! : (options.otherwise ?? json({ message: 'Not found' }, 404));
    if (answer === 'network') return network(input, init);
    return typeof answer === 'function' ? answer(call) : answer.clone();
  };
  return { calls, fn: fn as typeof fetch };
}

/** Installs a fetchDouble as the global fetch; restore() puts the fetch in place back. */
export function fakeFetch(routes: Routes = {}, options: FetchOptions = {}): FetchDouble {
  const original = globalThis.fetch;
  const double = fetchDouble(routes, options, original);
  globalThis.fetch = double.fn;
  return { ...double, restore: () => (globalThis.fetch = original) };
}

/** A paged list route's answer holding all of `data`: one page, its total, no next page. */
export const onePage = (data: readonly unknown[], status = 200): Response =>
  json({ data, total: data.length, nextCursor: null }, status);
