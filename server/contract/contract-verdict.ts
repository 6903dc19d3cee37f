import type * as z from 'zod/mini';
import { describeIssue } from '../../src/contract/errors.ts';
import { UploadFields } from '../../src/contract/materials.ts';
import type { RouteDef, RouteName } from '../../src/contract/routes.ts';
import { ACCESS } from '../auth/access.ts';
import type { Identity } from '../auth/identity.ts';
import type { WireRequest } from './route-requests.ts';

/** The largest JSON body the server reads (Fastify's default bodyLimit). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * What the contract says the answer to a request is, from the zod schemas alone:
 * - `refused`: this status, with a message containing `message` (the field, then what is wrong);
 * - `refused-any`: some 4xx with a message (bytes no schema describes);
 * - `accepted`: the schemas accept every part, so only rules about stored rows may refuse it;
 * - `unchecked`: a body the route never reads.
 */
export type Verdict =
  | { kind: 'refused'; status: number; message?: string }
  | { kind: 'refused-any' }
  | { kind: 'accepted'; body: unknown }
  | { kind: 'unchecked' };

const issue = (schema: z.ZodMiniType | undefined, value: unknown) => {
  const r = schema?.safeParse(value);
  return r && !r.success ? describeIssue(r.error) : undefined;
};
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Text no column can store (NUL; half a surrogate pair, which is not Unicode): the message naming the first such string. */
function unstorableMessage(value: unknown, path = ''): string | undefined {
  const at = path ? `${path}: ` : '';
  if (typeof value === 'string')
    return value.includes('\0')
      ? `${at}must not contain the NUL character`
      : LONE_SURROGATE.test(value)
        ? `${at}must be valid Unicode`
        : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const found = unstorableMessage(v, path ? `${path}.${k}` : k);
    if (found) return found;
  }
  return undefined;
}

/**
 * In the server's order: the guard (an owned route's path, then whose it is, then whether the
 * stored row it names is the caller's: `rowRefused`), the body's bytes, text no column stores,
 * then params, query, body.
 */
export function verdictFor(name: RouteName, route: RouteDef, req: WireRequest, caller: Identity, rowRefused = false): Verdict {
  if (req.rawSegment) return { kind: 'refused-any' };
  const access = ACCESS[name];
  const paramsIssue = issue(route.params, req.params);
  if (typeof access === 'object' && !access.roles.includes(caller.role)) return { kind: 'refused', status: 403 };
  if (typeof access === 'object' && access.owns) {
    if (paramsIssue) return { kind: 'refused', status: 400, message: paramsIssue };
    if (!access.owns(caller, req.params)) return { kind: 'refused', status: 403 };
  }
  if (typeof access === 'object' && access.refuses) {
    if (paramsIssue) return { kind: 'refused', status: 400, message: paramsIssue };
    if (rowRefused) return { kind: 'refused', status: 403 };
  }
  if (req.body.kind === 'raw') return route.body ? { kind: 'refused-any' } : { kind: 'unchecked' };
  if (req.body.kind === 'json' && Buffer.byteLength(req.body.text) > JSON_BODY_LIMIT) return { kind: 'refused', status: 413 };
  const body = req.body.kind === 'json' ? (JSON.parse(req.body.text) as unknown) : undefined;
  const text = unstorableMessage(body) ?? unstorableMessage(req.query);
  if (text) return { kind: 'refused', status: 400, message: text };
  if (name === 'replaceMaterialFile') return replaceVerdict(req, paramsIssue);
  if (route.body === 'multipart') return uploadVerdict(req);
  if (req.body.kind === 'form') return { kind: 'refused-any' };
  // A file URL that cannot name a file (or its page 1 image) is one that names none.
  if (paramsIssue && (name === 'file' || name === 'filePreview' || name === 'filePreviewText' || name === 'fileThumbnail'))
    return { kind: 'refused', status: 404 };
  const first = paramsIssue ?? issue(route.query, req.query) ?? (route.body ? issue(route.body, body) : undefined);
  if (first) return { kind: 'refused', status: 400, message: first };
  return { kind: 'accepted', body };
}

/** The upload form: anything but a form with its fields and files is refused before a byte is stored. */
function uploadVerdict(req: WireRequest): Verdict {
  if (req.body.kind !== 'form') return { kind: 'refused', status: 400 };
  // The first value of each field, and every value of the audience's `classes`.
  // As the server reads the wire: UTF-8, where half a surrogate pair becomes U+FFFD.
  const sent = req.body.fields.map(([k, v]): [string, string] => [k, new TextDecoder().decode(new TextEncoder().encode(v))]);
  const fields: Record<string, unknown> = Object.fromEntries([...sent].reverse());
  fields.classes = sent.filter(([k]) => k === 'classes').map(([, v]) => v);
  if (req.body.files.length === 0 || !fields.category || !fields.course) return { kind: 'refused-any' };
  // Text no column stores is refused too; a refused file (empty, of no allowed type) may be named first.
  if (unstorableMessage(fields) || !UploadFields.safeParse(fields).success) return { kind: 'refused-any' };
  return { kind: 'accepted', body: fields };
}

/** A material's new file: a form with one file (its other fields are not read). */
function replaceVerdict(req: WireRequest, paramsIssue: string | undefined): Verdict {
  if (paramsIssue) return { kind: 'refused', status: 400, message: paramsIssue };
  if (req.body.kind !== 'form') return { kind: 'refused', status: 400 };
  if (req.body.files.length !== 1) return { kind: 'refused-any' };
  return { kind: 'accepted', body: undefined };
}
