import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import type { Queryable } from '../db/queryable.ts';
import { LtiRefusal } from './refusal-page.ts';
import { frameOriginsOf } from './platforms.ts';

/** How long a platform has to answer a login with its launch. */
export const LOGIN_STATE_SECONDS = 600;

/** The cookie that binds a login's `state` to the browser that started it. */
export const stateCookie = (state: string): string => `lti_state_${state}`;

/**
 * How the state cookie is set and cleared: it comes back with the platform's form post from
 * the LMS's site (SameSite=None; Secure), and browsers that block third-party cookies keep it
 * inside the LMS's frame in a jar of the LMS's site alone (Partitioned).
 */
export const STATE_COOKIE = { path: '/lti/', httpOnly: true, secure: true, sameSite: 'none', partitioned: true } as const;

/** The cookie scripts may read, set with the state cookie, that shows whether the browser keeps the tool's cookies in a frame. */
export const PROBE_COOKIE = 'lti_cookie_check';
export const PROBE_SECONDS = 60;

/** Third-party initiated login (OpenID Connect): what the platform sends to /lti/login. */
export const LoginRequest = z.object({
  iss: z.string().check(z.minLength(1, 'iss is missing')),
  login_hint: z.string().check(z.minLength(1, 'login_hint is missing')),
  target_link_uri: z.string().check(z.minLength(1, 'target_link_uri is missing')),
  lti_message_hint: z.optional(z.string()),
  client_id: z.optional(z.string()),
  lti_deployment_id: z.optional(z.string()),
  /** The platform's storage frame (LTI platform storage): '_parent' or a frame's name. */
  lti_storage_target: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'lti_storage_target must be a frame name'))),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The same login as a URL on the tool (GET, relative), of the validated fields only. */
export function loginUrl(login: LoginRequest): string {
  const fields = Object.entries(login).filter((field): field is [string, string] => typeof field[1] === 'string');
  return `/lti/login?${new URLSearchParams(fields)}`;
}

export interface LoginRedirect {
  /** The platform's authorization URL with the authentication request's parameters. */
  location: string;
  state: string;
  /** The platform's storage frame, when the login named one: the state is kept there too. */
  storageTarget?: string;
  /** The origin platform storage messages go to and come from (the authorization URL's). */
  platformOrigin: string;
  /** The origins that may frame the login's page (the platform's registered ones). */
  frameOrigins: string[];
}

/**
 * Answers a platform's login: the registration it names (issuer, and the client id and
 * deployment when given) must exist and the target must be this tool (`toolOrigin`). A fresh
 * `state` and `nonce` are stored; the browser goes to the platform's authorization URL, which
 * posts the id_token back to `redirectUri`.
 */
export async function startLogin(
  db: Queryable,
  login: LoginRequest,
  toolOrigin: string,
  redirectUri: string,
): Promise<LoginRedirect> {
  const platforms = await db.query<{
    id: number;
    client_id: string;
    issuer: string;
    auth_url: string;
    frame_origins: string[] | string;
  }>(
    'SELECT id, client_id, issuer, auth_url, frame_origins FROM lti_platforms WHERE issuer = $1 AND ($2::text IS NULL OR client_id = $2) ORDER BY id',
    [login.iss, login.client_id ?? null],
  );
  if (platforms.length === 0)
    throw new LtiRefusal(
      `The platform ${login.iss}${login.client_id ? ` with client id ${login.client_id}` : ''} is not registered with this tool.`,
      'registration',
    );
  if (platforms.length > 1)
    throw new LtiRefusal(`Several clients of ${login.iss} are registered: the login must name its client_id.`, 'registration');
  const platform = platforms[0]!;
  if (login.lti_deployment_id !== undefined) {
    const found = await db.query('SELECT 1 FROM lti_deployments WHERE platform_id = $1 AND deployment_id = $2', [
      platform.id,
      login.lti_deployment_id,
    ]);
    if (found.length === 0)
      throw new LtiRefusal(
        `The deployment ${login.lti_deployment_id} of ${login.iss} is not registered with this tool.`,
        'registration',
      );
  }
  let target: URL;
  try {
    target = new URL(login.target_link_uri);
  } catch {
    throw new LtiRefusal('target_link_uri is not a URL.', 'registration');
  }
  if (target.origin !== toolOrigin) throw new LtiRefusal(`target_link_uri must be on this tool (${toolOrigin}).`, 'registration');

  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  await db.query('DELETE FROM lti_login_states WHERE expires_at < now()');
  await db.query(
    `INSERT INTO lti_login_states (state, nonce, platform_id, target_link_uri, expires_at, storage_target)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6)`,
    [state, nonce, platform.id, target.href, LOGIN_STATE_SECONDS, login.lti_storage_target ?? null],
  );
  const location = new URL(platform.auth_url);
  const params: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.client_id,
    redirect_uri: redirectUri,
    login_hint: login.login_hint,
    state,
    nonce,
    ...(login.lti_message_hint !== undefined ? { lti_message_hint: login.lti_message_hint } : {}),
  };
  for (const [key, value] of Object.entries(params)) location.searchParams.set(key, value);
  return {
    location: location.href,
    state,
    platformOrigin: location.origin,
    frameOrigins: frameOriginsOf(platform),
    ...(login.lti_storage_target ? { storageTarget: login.lti_storage_target } : {}),
  };
}
