import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Queryable } from '../db/queryable.ts';

/** The signing algorithm LTI 1.3 requires of tools and platforms. */
export const TOOL_KEY_ALG = 'RS256';

/** How long a retired key stays published: platforms cache a tool's key set for hours. */
const RETIRED_KEY_HOURS = 24;

export interface ToolKey {
  kid: string;
  privateJwk: JWK;
}

/** A new RSA key pair, named by its RFC 7638 thumbprint. */
async function newKey(db: Queryable): Promise<ToolKey> {
  const { publicKey, privateKey } = await generateKeyPair(TOOL_KEY_ALG, { extractable: true, modulusLength: 2048 });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: TOOL_KEY_ALG };
  await db.query('INSERT INTO lti_tool_keys (kid, public_jwk, private_jwk) VALUES ($1, $2::jsonb, $3::jsonb)', [
    kid,
    JSON.stringify({ ...publicJwk, kid, alg: TOOL_KEY_ALG, use: 'sig' }),
    JSON.stringify(privateJwk),
  ]);
  return { kid, privateJwk };
}

/**
 * The key the tool signs with: the newest one not retired, made on first use. Instances that
 * start together may each make one; the newest then serves all of them.
 */
export async function currentToolKey(db: Queryable): Promise<ToolKey> {
  const [row] = await db.query<{ kid: string; private_jwk: JWK }>(
    'SELECT kid, private_jwk FROM lti_tool_keys WHERE retired_at IS NULL ORDER BY created_at DESC, kid LIMIT 1',
  );
  return row ? { kid: row.kid, privateJwk: row.private_jwk } : newKey(db);
}

/** Retires every current key and makes a new one; its kid. */
export async function rotateToolKey(db: Queryable): Promise<string> {
  await db.query('UPDATE lti_tool_keys SET retired_at = now() WHERE retired_at IS NULL');
  return (await newKey(db)).kid;
}

/** The public keys platforms verify the tool's messages with: the current ones, then those retired within a day. */
export async function toolJwks(db: Queryable): Promise<{ keys: JWK[] }> {
  await currentToolKey(db);
  const rows = await db.query<{ public_jwk: JWK }>(
    `SELECT public_jwk FROM lti_tool_keys WHERE retired_at IS NULL OR retired_at > now() - make_interval(hours => $1)
     ORDER BY retired_at IS NOT NULL, created_at DESC, kid`,
    [RETIRED_KEY_HOURS],
  );
  return { keys: rows.map((r) => r.public_jwk) };
}
