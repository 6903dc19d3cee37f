import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import * as z from 'zod/mini';
import type { Queryable } from '../db/queryable.ts';
import { currentToolKey, TOOL_KEY_ALG } from './tool-keys.ts';

export const SCOPE = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

/** A platform service call that failed: `retry` when a later try may succeed (the LMS is down, busy, or slow). */
export class PlatformCallFailed extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

const TokenResponse = z.object({ access_token: z.string().check(z.minLength(1)), expires_in: z.optional(z.number()) });
/** Platform answers larger than this are refused (a hostile or broken LMS cannot fill the memory). */
const MAX_RESPONSE_BYTES = 5 * 2 ** 20;
const CALL_TIMEOUT_MS = 15_000;

export interface PlatformRef {
  id: number;
  clientId: string;
  tokenUrl: string;
}

/**
 * Calls a platform's services (AGS, NRPS) as LTI Advantage requires: with an access token from
 * the platform's token URL, got by the client-credentials grant with a JWT assertion signed by
 * the tool's key; tokens are reused until a minute before they expire.
 */
export class PlatformClient {
  private readonly tokens = new Map<string, { token: string; until: number }>();

  constructor(private readonly db: Queryable) {}

  async fetch(platform: PlatformRef, scopes: readonly string[], url: string, init: RequestInit = {}): Promise<Response> {
    const token = await this.token(platform, scopes);
    const res = await call(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
    });
    if (res.status === 401) this.tokens.delete(tokenKey(platform, scopes));
    if (!res.ok)
      throw new PlatformCallFailed(
        `${new URL(url).host} answered ${res.status} ${res.statusText}`,
        res.status === 401 || res.status === 408 || res.status === 429 || res.status >= 500,
      );
    return res;
  }

  private async token(platform: PlatformRef, scopes: readonly string[]): Promise<string> {
    const key = tokenKey(platform, scopes);
    const cached = this.tokens.get(key);
    if (cached && cached.until > Date.now()) return cached.token;
    const toolKey = await currentToolKey(this.db);
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: TOOL_KEY_ALG, kid: toolKey.kid, typ: 'JWT' })
      .setIssuer(platform.clientId)
      .setSubject(platform.clientId)
      .setAudience(platform.tokenUrl)
      .setIssuedAt()
      .setExpirationTime('5m')
      .setJti(randomUUID())
      .sign(await importJWK(toolKey.privateJwk, TOOL_KEY_ALG));
    const res = await call(platform.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope: scopes.join(' '),
      }).toString(),
    });
    if (!res.ok)
      throw new PlatformCallFailed(
        `The platform's token URL answered ${res.status}: check the tool's registration there`,
        res.status === 429 || res.status >= 500,
      );
    const parsed = TokenResponse.safeParse(await readJson(res));
    if (!parsed.success) throw new PlatformCallFailed("The platform's token URL answered without an access token", true);
    const seconds = Math.min(Math.max(parsed.data.expires_in ?? 3600, 60), 86_400);
    this.tokens.set(key, { token: parsed.data.access_token, until: Date.now() + (seconds - 60) * 1000 });
    return parsed.data.access_token;
  }
}

// A registration whose token URL or client id changed gets a token of its own.
const tokenKey = (p: PlatformRef, scopes: readonly string[]) =>
  `${p.id} ${p.clientId} ${p.tokenUrl} ${[...scopes].sort().join(' ')}`;

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (err) {
    throw new PlatformCallFailed(`${new URL(url).host} could not be reached (${(err as Error).message})`, true);
  }
}

/** A platform answer's JSON, refused when larger than MAX_RESPONSE_BYTES or not JSON. */
export async function readJson(res: Response): Promise<unknown> {
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_RESPONSE_BYTES) throw new PlatformCallFailed("The platform's answer is too large", false);
  const text = await res.text();
  if (text.length > MAX_RESPONSE_BYTES) throw new PlatformCallFailed("The platform's answer is too large", false);
  try {
    return JSON.parse(text);
  } catch {
    throw new PlatformCallFailed("The platform's answer is not JSON", true);
  }
}
