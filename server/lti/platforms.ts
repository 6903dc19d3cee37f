import * as z from 'zod/mini';
import type { Queryable } from '../db/queryable.ts';

/** Hosts an LMS may be reached on over plain http: this machine (a platform under test). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An https URL without credentials or fragment (http only on this machine). */
function isPlatformUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  return secure && !url.username && !url.password && !url.hash && value.length <= 2000;
}

const platformUrl = z
  .string()
  .check(z.refine(isPlatformUrl, 'must be an https:// URL (http:// only for localhost), without user, password or #fragment'));
/** The origin of an LMS page that frames the tool (https, or http on this machine), nothing after it. */
const frameOrigin = platformUrl.check(
  z.refine(
    (value) => new URL(value).origin === value.replace(/\/$/, ''),
    'must be an origin, such as https://school.lms.example',
  ),
);
const identifier = z
  .string()
  .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(255, 'must be at most 255 characters'));

/** What an LMS administrator reads off their platform's registration of this tool. */
export const PlatformRegistration = z.object({
  issuer: platformUrl,
  clientId: identifier,
  authUrl: platformUrl,
  tokenUrl: platformUrl,
  jwksUrl: platformUrl,
  deploymentIds: z.array(identifier).check(z.minLength(1, 'at least one deployment id is needed'), z.maxLength(100)),
  /**
   * Origins of the LMS's pages that frame the tool besides those of `issuer` and `authUrl` (a
   * hosted LMS whose issuer is shared by every school, each on a host of its own).
   */
  frameOrigins: z.optional(z.array(frameOrigin).check(z.maxLength(20))),
});
export type PlatformRegistration = z.infer<typeof PlatformRegistration>;

/** Which registrations to remove: every client of an issuer, one client, or one deployment of it. */
export const PlatformRemoval = z.object({
  issuer: z.string().check(z.minLength(1, 'must not be empty')),
  clientId: z.optional(identifier),
  deploymentId: z.optional(identifier),
});
export type PlatformRemoval = z.infer<typeof PlatformRemoval>;

export interface RegisteredPlatform extends PlatformRegistration {
  id: number;
  frameOrigins: string[];
}

/**
 * Registers a platform, or updates the URLs of the one with the same issuer and client id and
 * adds the deployment ids it does not have yet.
 */
export async function addPlatform(db: Queryable, reg: PlatformRegistration): Promise<RegisteredPlatform> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO lti_platforms (issuer, client_id, auth_url, token_url, jwks_url, frame_origins)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::jsonb, '[]'))
     ON CONFLICT (issuer, client_id) DO UPDATE SET auth_url = EXCLUDED.auth_url, token_url = EXCLUDED.token_url,
       jwks_url = EXCLUDED.jwks_url, frame_origins = COALESCE($6::jsonb, lti_platforms.frame_origins)
     RETURNING id`,
    [
      reg.issuer,
      reg.clientId,
      reg.authUrl,
      reg.tokenUrl,
      reg.jwksUrl,
      reg.frameOrigins ? JSON.stringify(reg.frameOrigins.map((o) => new URL(o).origin)) : null,
    ],
  );
  const id = row!.id;
  for (const deploymentId of reg.deploymentIds) {
    await db.query('INSERT INTO lti_deployments (platform_id, deployment_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      id,
      deploymentId,
    ]);
  }
  return (await listPlatforms(db)).find((p) => p.id === id)!;
}

/** A jsonb list as the driver hands it (parsed, or as text). */
export const jsonList = (value: string[] | string): string[] =>
  typeof value === 'string' ? (JSON.parse(value) as string[]) : value;

/** Every registered platform with its deployment ids, oldest first. */
export async function listPlatforms(db: Queryable): Promise<RegisteredPlatform[]> {
  const rows = await db.query<{
    id: number;
    issuer: string;
    client_id: string;
    auth_url: string;
    token_url: string;
    jwks_url: string;
    frame_origins: string[] | string;
    deployment_ids: string[] | null;
  }>(
    `SELECT p.id, p.issuer, p.client_id, p.auth_url, p.token_url, p.jwks_url, p.frame_origins,
            (SELECT array_agg(d.deployment_id ORDER BY d.deployment_id) FROM lti_deployments d WHERE d.platform_id = p.id) AS deployment_ids
     FROM lti_platforms p ORDER BY p.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    issuer: r.issuer,
    clientId: r.client_id,
    authUrl: r.auth_url,
    tokenUrl: r.token_url,
    jwksUrl: r.jwks_url,
    deploymentIds: r.deployment_ids ?? [],
    frameOrigins: jsonList(r.frame_origins),
  }));
}

/** Removes what `removal` names; the number of platforms or deployments removed. */
export async function removePlatform(db: Queryable, { issuer, clientId, deploymentId }: PlatformRemoval): Promise<number> {
  if (deploymentId !== undefined) {
    const rows = await db.query(
      `DELETE FROM lti_deployments d USING lti_platforms p
       WHERE d.platform_id = p.id AND p.issuer = $1 AND ($2::text IS NULL OR p.client_id = $2) AND d.deployment_id = $3
       RETURNING 1`,
      [issuer, clientId ?? null, deploymentId],
    );
    return rows.length;
  }
  const rows = await db.query(
    'DELETE FROM lti_platforms WHERE issuer = $1 AND ($2::text IS NULL OR client_id = $2) RETURNING 1',
    [issuer, clientId ?? null],
  );
  return rows.length;
}

/** The origin of a registered platform URL (https, or http on loopback, as registration allows). */
const originOf = (url: string): string[] => {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
  } catch {
    return [];
  }
};

/**
 * The origins that may frame the tool's pages for a platform: those of its registered issuer and
 * authorization URL and its registered frame origins, never one taken from a request.
 */
export const frameOriginsOf = (row: { issuer: string; auth_url: string; frame_origins: string[] | string }): string[] => [
  ...new Set([row.issuer, row.auth_url, ...jsonList(row.frame_origins)].flatMap(originOf)),
];
