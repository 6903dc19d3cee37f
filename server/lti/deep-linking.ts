import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { importJWK, jwtVerify, SignJWT } from 'jose';
import type { Database, Queryable } from '../db/queryable.ts';
import { CLAIM, CUSTOM_MATERIAL, CUSTOM_TEST } from './claims.ts';
import type { StorageProof, VerifiedLaunch } from './launch.ts';
import { BLOCKED_SCRIPT, scriptJson, STORAGE_SCRIPT } from './platform-storage.ts';
import { placeable, placeInCourse } from './placement.ts';
import { escapeHtml, LtiRefusal } from './refusal-page.ts';
import { currentToolKey, TOOL_KEY_ALG } from './tool-keys.ts';

const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
/** How long the instructor has to pick what to place. */
const PICK_SECONDS = 1800;
const AUDIENCE = 'edu-deep-link';

/** The deep linking request, carried signed through the picker's form (no cookie in the LMS's frame). */
interface PickContext {
  /** The instructor's account: they place only what they may place. */
  accountId: number;
  platformId: number;
  clientId: string;
  issuer: string;
  deploymentId: string;
  /** The course the items are placed in, if the request names one. */
  contextId?: string;
  returnUrl: string;
  data?: string;
  multiple: boolean;
  /** The origins that may frame the tool's pages of this request. */
  ancestors: string[];
}

const keyOf = (authSecret: string): Uint8Array => createHmac('sha256', authSecret).update('edu-deep-link').digest();

export interface HtmlPage {
  html: string;
  csp: string;
}

const page = (title: string, body: string, script?: { nonce: string; code: string }): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/lti/frame.css"></head>
<body><main class="edu-pick">${body}</main>${script ? `<script nonce="${script.nonce}">${script.code}</script>` : ''}</body></html>`;

/** Without a state cookie the picker's buttons work only once the platform's storage holds the launch's state. */
const proofScript = (proof: StorageProof): string => `${STORAGE_SCRIPT}
${BLOCKED_SCRIPT}
const proof = ${scriptJson(proof)};
ltiStorage(proof.target, proof.origin).get(proof.key).then((kept) => {
  if (kept !== proof.state) throw new Error('not confirmed');
  for (const b of document.querySelectorAll('button')) b.disabled = false;
}).catch(() => refuseBlocked(document.querySelector('main')));`;

const frameCsp = (frameAncestors: readonly string[], formAction: string, nonce?: string): string =>
  `default-src 'none'; style-src 'self'; ${nonce ? `script-src 'nonce-${nonce}'; ` : ''}form-action ${formAction}; base-uri 'none'; frame-ancestors 'self' ${[...new Set(frameAncestors)].join(' ')}`;

/**
 * The picker an instructor sees when the LMS asks for content: the tests and materials they may
 * place (placeable), to tick (several when the platform accepts several). Its form carries the
 * request signed, for `POST /lti/deep-link`.
 */
export async function deepLinkPicker(
  db: Queryable,
  { platform, claims, storageProof }: VerifiedLaunch,
  accountId: number,
  authSecret: string,
  frameAncestors: readonly string[],
): Promise<HtmlPage> {
  const settings = claims[CLAIM.deepLinkingSettings]!;
  const context: PickContext = {
    accountId,
    platformId: platform.id,
    clientId: platform.clientId,
    issuer: platform.issuer,
    deploymentId: claims[CLAIM.deploymentId],
    ...(claims[CLAIM.context] ? { contextId: claims[CLAIM.context]!.id } : {}),
    returnUrl: settings.deep_link_return_url,
    ...(settings.data !== undefined ? { data: settings.data } : {}),
    multiple: settings.accept_multiple !== false,
    ancestors: [...frameAncestors],
  };
  const token = await new SignJWT({ ctx: context })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PICK_SECONDS}s`)
    .sign(keyOf(authSecret));
  const { tests, materials } = await placeable(db, accountId);
  const input = context.multiple ? 'checkbox' : 'radio';
  const option = (name: string, value: number, label: string, detail: string) =>
    `<li><label><input type="${input}" name="${context.multiple ? name : 'item'}" value="${context.multiple ? value : `${name}:${value}`}"> <span>${escapeHtml(label)}</span> <small>${escapeHtml(detail)}</small></label></li>`;
  const body = `<h1>Add to the course</h1>
<form method="post" action="/lti/deep-link">
<input type="hidden" name="context" value="${escapeHtml(token)}">
<fieldset><legend>Tests (scores go to the gradebook)</legend>
${tests.length ? `<ul>${tests.map((t) => option('test', t.id, t.title, `${t.course} · ${t.total_points} points`)).join('')}</ul>` : '<p>No tests yet: create one in the teacher dashboard.</p>'}
</fieldset>
<fieldset><legend>Materials</legend>
${materials.length ? `<ul>${materials.map((m) => option('material', m.id, m.title, `${m.course} · ${m.category}`)).join('')}</ul>` : '<p>No materials yet: upload them in the teacher dashboard.</p>'}
</fieldset>
<p class="edu-pick-actions"><button type="submit" class="edu-launch-open"${storageProof ? ' disabled' : ''}>Add to the course</button> <button type="submit" name="cancel" value="1" class="edu-pick-cancel"${storageProof ? ' disabled' : ''}>Cancel</button></p>
</form>`;
  if (!storageProof) return { html: page('Add to the course', body), csp: frameCsp(frameAncestors, "'self'") };
  const nonce = randomBytes(16).toString('base64');
  return {
    html: page('Add to the course', body, { nonce, code: proofScript(storageProof) }),
    csp: frameCsp(frameAncestors, "'self'", nonce),
  };
}

/** The ids a form field holds (one value or several), as numbers; anything else is refused. */
function ids(value: unknown): number[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return values.map((v) => {
    if (typeof v !== 'string' || !/^[1-9][0-9]{0,8}$/.test(v)) throw new LtiRefusal('The picked items are not valid.', null);
    return Number(v);
  });
}

/**
 * Answers the platform with a signed LtiDeepLinkingResponse: one ltiResourceLink per picked
 * material or test (a test with its gradebook column), posted by an auto-submitting form to the
 * platform's return URL. What is placed in a course is opened to the course's class
 * (placeInCourse). Cancel answers with no items.
 */
export async function deepLinkResponse(
  db: Database,
  form: Record<string, unknown>,
  authSecret: string,
  toolOrigin: string,
): Promise<HtmlPage> {
  let context: PickContext;
  try {
    const { payload } = await jwtVerify(String(form.context ?? ''), keyOf(authSecret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    });
    context = payload.ctx as PickContext;
  } catch {
    throw new LtiRefusal(
      'This page was open too long, or did not come from this tool. Start adding content from the course again.',
      null,
    );
  }
  const picked = typeof form.item === 'string' ? /^(test|material):(.+)$/.exec(form.item) : null;
  const testIds = form.cancel ? [] : picked ? (picked[1] === 'test' ? ids(picked[2]) : []) : ids(form.test);
  const materialIds = form.cancel ? [] : picked ? (picked[1] === 'material' ? ids(picked[2]) : []) : ids(form.material);
  if (!context.multiple && testIds.length + materialIds.length > 1)
    throw new LtiRefusal('This course place takes one item.', null);

  const url = `${toolOrigin}/lti/launch`;
  const { tests, materials } =
    testIds.length + materialIds.length
      ? await placeable(db, context.accountId, { tests: testIds, materials: materialIds })
      : { tests: [], materials: [] };
  if (tests.length !== new Set(testIds).size || materials.length !== new Set(materialIds).size)
    throw new LtiRefusal('A picked item has been deleted meanwhile, or is no longer yours to place. Pick again.', null);
  // One resource link per picked item, launching it by its custom id parameter.
  const link = (row: { id: number; title: string; course: string }, kind: string, param: string) => ({
    type: 'ltiResourceLink',
    title: row.title,
    text: `${row.course} ${kind}`,
    url,
    custom: { [param]: String(row.id) },
  });
  const items = [
    ...tests.map((t) => ({
      ...link(t, 'test', CUSTOM_TEST),
      lineItem: { scoreMaximum: t.total_points, label: t.title, resourceId: testResourceId(t.id), tag: 'edu-test' },
    })),
    ...materials.map((m) => link(m, 'material', CUSTOM_MATERIAL)),
  ];

  // Placed tests get their scores sent to this course's gradebook.
  if (context.contextId !== undefined && tests.length) {
    await db.query(
      `INSERT INTO lti_line_items (platform_id, context_id, test_id) SELECT $1, $2, unnest($3::int[])
       WHERE EXISTS (SELECT 1 FROM lti_contexts WHERE platform_id = $1 AND context_id = $2) ON CONFLICT DO NOTHING`,
      [context.platformId, context.contextId, tests.map((t) => t.id)],
    );
  }
  if (context.contextId !== undefined)
    await placeInCourse(db, { platformId: context.platformId, contextId: context.contextId }, context.accountId, [
      ...tests.map((t) => ({ kind: 'test' as const, id: t.id })),
      ...materials.map((m) => ({ kind: 'material' as const, id: m.id })),
    ]);
  const key = await currentToolKey(db);
  const jwt = await new SignJWT({
    nonce: randomUUID(),
    azp: context.clientId,
    [CLAIM.messageType]: 'LtiDeepLinkingResponse',
    [CLAIM.version]: '1.3.0',
    [CLAIM.deploymentId]: context.deploymentId,
    [`${DL}content_items`]: items,
    ...(context.data !== undefined ? { [`${DL}data`]: context.data } : {}),
    ...(items.length ? { [`${DL}msg`]: `Added ${items.length} item${items.length === 1 ? '' : 's'} from Edu portal.` } : {}),
  })
    .setProtectedHeader({ alg: TOOL_KEY_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(context.clientId)
    .setAudience(context.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importJWK(key.privateJwk, TOOL_KEY_ALG));

  const nonce = randomBytes(16).toString('base64');
  const body = `<h1>${items.length ? 'Adding to the course…' : 'Going back to the course…'}</h1>
<form method="post" action="${escapeHtml(context.returnUrl)}"><input type="hidden" name="JWT" value="${escapeHtml(jwt)}"><button type="submit" class="edu-launch-open">Continue</button></form>`;
  return {
    html: page('Adding to the course', body, { nonce, code: 'document.forms[0].submit()' }),
    csp: frameCsp(context.ancestors, new URL(context.returnUrl).origin, nonce),
  };
}

/** The resourceId a test's gradebook column carries, so the tool finds the column again. */
export const testResourceId = (testId: number): string => `edu-test-${testId}`;
