import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  calculateJwkThumbprint,
  createRemoteJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import { CLAIM } from '../lti/claims.ts';

/**
 * An LMS for tests, as the IMS specifications' examples describe one: its own RS256 key pair
 * and JWKS, the OIDC authorization endpoint that answers a tool's login with an auto-posting
 * form carrying the id_token, the OAuth2 token endpoint (client credentials with a signed JWT
 * assertion, checked against the tool's JWKS), AGS line items and scores, NRPS memberships,
 * the deep linking return, and a course page that frames the tool like an LMS does.
 */

export const ROLE = {
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  mentor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor',
} as const;

export interface PlatformUser {
  sub: string;
  name: string;
  email?: string;
  roles: string[];
  /** A mentor's mentees (their subs). */
  mentees?: string[];
}

export interface ResourceLink {
  id: string;
  title: string;
  custom?: Record<string, string>;
  /** The gradebook column the link posts to (AGS `lineitem`). */
  lineItemId?: string;
}

export interface LineItem {
  id: string;
  label: string;
  scoreMaximum: number;
  resourceLinkId?: string;
  resourceId?: string;
  tag?: string;
}

export interface ReceivedScore extends Record<string, unknown> {
  lineItemId: string;
  userId: string;
  scoreGiven?: number;
  scoreMaximum?: number;
  /** The teacher's comments on the attempt, as the gradebook shows them. */
  comment?: string;
  activityProgress: string;
  gradingProgress: string;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const AGS_SCOPES = [
  'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  'https://purl.imsglobal.org/spec/lti-ags/scope/score',
];
const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

async function newKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, privateKey, publicJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
}

const escapeAttr = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An auto-submitting form, as platforms post an id_token or a deep linking response. */
function autoPost(reply: FastifyReply, action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeAttr(k)}" value="${escapeAttr(v)}">`)
    .join('');
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html><body><form id="f" method="post" action="${escapeAttr(action)}">${inputs}<noscript><button>Continue</button></noscript></form><script>document.getElementById('f').submit()</script></body></html>`,
    );
}

export interface SimulatedPlatform {
  issuer: string;
  clientId: string;
  deploymentId: string;
  /** What `npm run lti -- add-platform` takes for this platform. */
  registration: { issuer: string; clientId: string; authUrl: string; tokenUrl: string; jwksUrl: string; deploymentIds: string[] };
  context: { id: string; title: string; label: string };
  users: Map<string, PlatformUser>;
  links: Map<string, ResourceLink>;
  lineItems: Map<string, LineItem>;
  /** Scores as the platform received them, oldest first. */
  scores: ReceivedScore[];
  /** Deep linking responses' content items, as received. */
  deepLinkItems: Record<string, unknown>[];
  /** The next `n` AGS requests answer 503 (the LMS is down). */
  failNext(n: number): void;
  /** A new signing key; the old one is no longer published. */
  rotateKey(): Promise<void>;
  /** How many times the tool fetched the platform's key set. */
  jwksFetches(): number;
  /** Signs an id_token with the current key, or another one (tests of forged tokens). */
  sign(claims: Record<string, unknown>, key?: 'current' | 'foreign', kid?: string): Promise<string>;
  /** The claims of a resource link launch of `link` by `user`, as the authorization endpoint makes them. */
  launchClaims(
    user: PlatformUser,
    nonce: string,
    messageType?: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest',
    link?: ResourceLink,
  ): Record<string, unknown>;
  /** The tool's login URL for a launch, as the LMS's frame opens it. */
  loginUrl(userSub: string, message: string): string;
  /** The course page: the LMS frames the tool's launch of `message` ('deep-link' or a link id) for `userSub`. */
  coursePageUrl(userSub: string, message: string): string;
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** The tool's origin (its /lti/login, /lti/launch and /lti/jwks). */
  toolOrigin: string;
  /** `localhost` makes the LMS another site than a tool on 127.0.0.1, as a real LMS is. */
  host?: string;
  /** NRPS page size (its next page is in the Link header). */
  pageSize?: number;
  /** Logins name the course page as platform storage (`lti_storage_target=_parent`), which answers lti.put_data and lti.get_data. */
  platformStorage?: boolean;
  /** The course every launch is from (default: course-101, "Biology 101"). */
  course?: { id: string; title: string; label: string };
}

const BIOLOGY_101 = { id: 'course-101', title: 'Biology 101', label: 'BIO101' };

export async function startPlatform({
  toolOrigin,
  host = '127.0.0.1',
  pageSize = 50,
  platformStorage = false,
  course = BIOLOGY_101,
}: PlatformOptions): Promise<SimulatedPlatform> {
  const app: FastifyInstance = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addContentTypeParser(
    ['application/vnd.ims.lis.v1.score+json', 'application/vnd.ims.lis.v2.lineitem+json'],
    { parseAs: 'string' },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch (err) {
        done(err as Error);
      }
    },
  );
  // Routes are added before the server listens; they read `origin` and `p` when called.
  let origin = '';
  let key = await newKey();
  const foreign = await newKey();
  const toolKeys = createRemoteJWKSet(new URL(`${toolOrigin}/lti/jwks`), { cooldownDuration: 0 });
  const accessTokens = new Map<string, string[]>();
  let failures = 0;
  let keySetFetches = 0;

  const platform = (): SimulatedPlatform => ({
    issuer: origin,
    clientId: 'edu-tool-client',
    deploymentId: 'deployment-1',
    registration: {
      issuer: origin,
      clientId: 'edu-tool-client',
      authUrl: `${origin}/auth`,
      tokenUrl: `${origin}/token`,
      jwksUrl: `${origin}/jwks`,
      deploymentIds: ['deployment-1'],
    },
    context: course,
    users: new Map(),
    links: new Map(),
    lineItems: new Map(),
    scores: [],
    deepLinkItems: [],
    failNext(n) {
      failures = n;
    },
    async rotateKey() {
      key = await newKey();
    },
    jwksFetches: () => keySetFetches,
    sign(claims, which = 'current', kid) {
      const k = which === 'foreign' ? foreign : key;
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: kid ?? k.kid, typ: 'JWT' }).sign(k.privateKey);
    },
    launchClaims(user, nonce, messageType = 'LtiResourceLinkRequest', link) {
      const now = Math.floor(Date.now() / 1000);
      const lineItem = link?.lineItemId;
      return {
        iss: origin,
        aud: p.clientId,
        azp: p.clientId,
        sub: user.sub,
        iat: now,
        exp: now + 300,
        nonce,
        name: user.name,
        ...(user.email ? { email: user.email } : {}),
        [CLAIM.messageType]: messageType,
        [CLAIM.version]: '1.3.0',
        [CLAIM.deploymentId]: p.deploymentId,
        [CLAIM.roles]: user.roles,
        [CLAIM.context]: p.context,
        [CLAIM.targetLinkUri]: `${toolOrigin}/lti/launch`,
        ...(user.mentees ? { [CLAIM.roleScopeMentor]: user.mentees } : {}),
        ...(messageType === 'LtiResourceLinkRequest'
          ? {
              [CLAIM.resourceLink]: { id: link?.id ?? 'home', title: link?.title ?? 'Edu portal' },
              ...(link?.custom ? { [CLAIM.custom]: link.custom } : {}),
            }
          : {
              [CLAIM.deepLinkingSettings]: {
                deep_link_return_url: `${origin}/deep-link-return`,
                accept_types: ['ltiResourceLink'],
                accept_presentation_document_targets: ['iframe', 'window'],
                accept_multiple: true,
                data: 'opaque-platform-data',
              },
            }),
        [CLAIM.ags]: {
          scope: AGS_SCOPES,
          lineitems: `${origin}/${p.context.id}/lineitems`,
          ...(lineItem ? { lineitem: `${origin}/${p.context.id}/lineitems/${lineItem}` } : {}),
        },
        [CLAIM.nrps]: { context_memberships_url: `${origin}/${p.context.id}/memberships`, service_versions: ['2.0'] },
      };
    },
    loginUrl(userSub, message) {
      const url = new URL(`${toolOrigin}/lti/login`);
      url.search = new URLSearchParams({
        iss: origin,
        login_hint: userSub,
        target_link_uri: `${toolOrigin}/lti/launch`,
        lti_message_hint: message,
        client_id: p.clientId,
        lti_deployment_id: p.deploymentId,
        ...(platformStorage ? { lti_storage_target: '_parent' } : {}),
      }).toString();
      return url.href;
    },
    coursePageUrl(userSub, message) {
      return `${origin}/course?${new URLSearchParams({ user: userSub, message })}`;
    },
    close: () => app.close(),
  });
  let p = undefined as unknown as SimulatedPlatform;

  app.get('/jwks', async () => {
    keySetFetches++;
    return { keys: [key.publicJwk] };
  });

  // The course page an LMS shows: the tool framed, launched through its login initiation.
  app.get('/course', async (req, reply) => {
    const q = req.query as { user?: string; message?: string };
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html><head><title>${escapeAttr(p.context.title)}</title></head><body><h1>${escapeAttr(p.context.title)}</h1>
<iframe id="tool" title="Edu portal" src="${escapeAttr(p.loginUrl(q.user ?? '', q.message ?? 'home'))}" style="display:block;width:100%;height:85vh;border:0" allow="fullscreen"></iframe>
<script>
// Platform storage: values kept per tool origin, for the tool's frame only.
const kept = new Map();
addEventListener('message', (event) => {
  const frame = document.getElementById('tool').contentWindow;
  const m = event.data;
  if (event.source !== frame || !m || typeof m.subject !== 'string') return;
  const slot = event.origin + ' ' + m.key;
  if (m.subject === 'lti.put_data') kept.set(slot, m.value);
  else if (m.subject !== 'lti.get_data') return;
  frame.postMessage({ subject: m.subject + '.response', message_id: m.message_id, key: m.key, value: kept.get(slot) }, event.origin);
});
</script></body></html>`);
  });

  // OIDC authorization: the user is the login_hint, the message what lti_message_hint names.
  app.get('/auth', async (req, reply) => {
    const q = req.query as Record<string, string>;
    const problem =
      q.scope !== 'openid'
        ? 'invalid_scope'
        : q.response_type !== 'id_token' || q.response_mode !== 'form_post' || q.prompt !== 'none'
          ? 'invalid_request'
          : q.client_id !== p.clientId
            ? 'unauthorized_client'
            : q.redirect_uri !== `${toolOrigin}/lti/launch`
              ? 'invalid_request_uri'
              : !q.nonce || !q.state
                ? 'invalid_request'
                : undefined;
    if (problem) return reply.code(400).send({ error: problem });
    const user = p.users.get(q.login_hint ?? '');
    if (!user)
      return autoPost(reply, q.redirect_uri!, { error: 'login_required', error_description: 'Unknown user', state: q.state! });
    const message = q.lti_message_hint ?? 'home';
    const claims =
      message === 'deep-link'
        ? p.launchClaims(user, q.nonce!, 'LtiDeepLinkingRequest')
        : p.launchClaims(user, q.nonce!, 'LtiResourceLinkRequest', p.links.get(message));
    return autoPost(reply, q.redirect_uri!, { id_token: await p.sign(claims), state: q.state! });
  });

  // Client credentials with a JWT assertion the tool signed with a key of its JWKS.
  app.post('/token', async (req, reply) => {
    const body = req.body as Record<string, string>;
    if (
      body.grant_type !== 'client_credentials' ||
      body.client_assertion_type !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
    ) {
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    }
    try {
      await jwtVerify(body.client_assertion ?? '', toolKeys, {
        issuer: p.clientId,
        subject: p.clientId,
        audience: `${origin}/token`,
        requiredClaims: ['jti', 'exp', 'iat'],
      });
    } catch {
      return reply.code(401).send({ error: 'invalid_client' });
    }
    const token = randomUUID();
    accessTokens.set(token, (body.scope ?? '').split(' '));
    return { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: body.scope };
  });

  const authorized = (header: string | undefined, scope: string): boolean => {
    const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    return Boolean(token && accessTokens.get(token)?.includes(scope));
  };
  const down = (reply: FastifyReply): boolean => {
    if (failures <= 0) return false;
    failures--;
    void reply.code(503).send({ error: 'maintenance' });
    return true;
  };
  const lineItemJson = (li: LineItem) => ({ ...li, id: `${origin}/${p.context.id}/lineitems/${li.id}` });

  app.get('/:context/lineitems', async (req, reply) => {
    if (down(reply)) return reply;
    if (!authorized(req.headers.authorization, AGS_SCOPES[0]!) && !authorized(req.headers.authorization, AGS_SCOPES[1]!))
      return reply.code(401).send({ error: 'unauthorized' });
    const q = req.query as { resource_id?: string; resource_link_id?: string };
    return [...p.lineItems.values()]
      .filter(
        (li) =>
          (!q.resource_id || li.resourceId === q.resource_id) &&
          (!q.resource_link_id || li.resourceLinkId === q.resource_link_id),
      )
      .map(lineItemJson);
  });
  app.post('/:context/lineitems', async (req, reply) => {
    if (down(reply)) return reply;
    if (!authorized(req.headers.authorization, AGS_SCOPES[0]!)) return reply.code(401).send({ error: 'unauthorized' });
    const body = req.body as Omit<LineItem, 'id'>;
    const li: LineItem = { ...body, id: String(p.lineItems.size + 1) };
    p.lineItems.set(li.id, li);
    return reply.code(201).type('application/vnd.ims.lis.v2.lineitem+json').send(lineItemJson(li));
  });
  app.post('/:context/lineitems/:id/scores', async (req, reply) => {
    if (down(reply)) return reply;
    if (!authorized(req.headers.authorization, AGS_SCOPES[2]!)) return reply.code(401).send({ error: 'unauthorized' });
    const { id } = req.params as { id: string };
    if (!p.lineItems.has(id)) return reply.code(404).send({ error: 'no such line item' });
    if (req.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json')
      return reply.code(415).send({ error: 'score media type expected' });
    p.scores.push({ ...(req.body as Omit<ReceivedScore, 'lineItemId'>), lineItemId: id } as ReceivedScore);
    return reply.code(204).send();
  });

  // NRPS, paged by the Link header's rel="next".
  app.get('/:context/memberships', async (req, reply) => {
    if (!authorized(req.headers.authorization, NRPS_SCOPE)) return reply.code(401).send({ error: 'unauthorized' });
    const page = Number((req.query as { page?: string }).page ?? 1);
    const members = [...p.users.values()].map((u) => ({
      status: 'Active',
      user_id: u.sub,
      name: u.name,
      ...(u.email ? { email: u.email } : {}),
      roles: u.roles,
    }));
    const slice = members.slice((page - 1) * pageSize, page * pageSize);
    if (page * pageSize < members.length)
      reply.header('Link', `<${origin}/${p.context.id}/memberships?page=${page + 1}>; rel="next"`);
    return reply
      .type('application/vnd.ims.lti-nrps.v2.membershipcontainer+json')
      .send({ id: `${origin}/${p.context.id}/memberships`, context: p.context, members: slice });
  });

  // Deep linking: the tool's signed response; each ltiResourceLink becomes a link of the course.
  app.post('/deep-link-return', async (req, reply) => {
    const jwt = (req.body as Record<string, string>).JWT ?? '';
    try {
      const { payload } = await jwtVerify(jwt, toolKeys, { issuer: p.clientId, audience: origin });
      if (
        payload[CLAIM.messageType] !== 'LtiDeepLinkingResponse' ||
        payload[CLAIM.version] !== '1.3.0' ||
        payload[CLAIM.deploymentId] !== p.deploymentId
      )
        throw new Error('not a deep linking response');
      if (payload['https://purl.imsglobal.org/spec/lti-dl/claim/data'] !== 'opaque-platform-data')
        throw new Error('data not returned');
      const items = (payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] ?? []) as Record<string, unknown>[];
      for (const item of items) {
        p.deepLinkItems.push(item);
        if (item.type !== 'ltiResourceLink') continue;
        const link: ResourceLink = {
          id: `link-${p.links.size + 1}`,
          title: String(item.title ?? ''),
          custom: item.custom as Record<string, string> | undefined,
        };
        const li = item.lineItem as { scoreMaximum: number; label?: string; resourceId?: string; tag?: string } | undefined;
        if (li) {
          const lineItem: LineItem = {
            id: String(p.lineItems.size + 1),
            label: li.label ?? link.title,
            scoreMaximum: li.scoreMaximum,
            resourceLinkId: link.id,
            resourceId: li.resourceId,
            tag: li.tag,
          };
          p.lineItems.set(lineItem.id, lineItem);
          link.lineItemId = lineItem.id;
        }
        p.links.set(link.id, link);
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html><body><h1>Placed ${items.length} item${items.length === 1 ? '' : 's'}</h1><ul>${items.map((i) => `<li>${escapeAttr(String(i.title ?? ''))}</li>`).join('')}</ul></body></html>`,
        );
    } catch (err) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html><body><h1>Deep linking refused</h1><p>${escapeAttr((err as Error).message)}</p></body></html>`,
        );
    }
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://${host}:${(app.server.address() as { port: number }).port}`;
  p = platform();
  return p;
}

/** Closes the simulated platform, then the tool's server (either may not have started). */
export async function closePlatformAndTool(
  p: SimulatedPlatform | undefined,
  tool: { close(): Promise<void> } | undefined,
): Promise<void> {
  await p?.close();
  await tool?.close();
}
