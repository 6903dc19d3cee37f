import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Queryable } from '../db/queryable.ts';
import { describeIssue } from '../../src/contract/errors.ts';
import { accountRole, CLAIM, LaunchClaims, type LtiRole } from './claims.ts';
import { BROWSER_BLOCKED, LtiRefusal } from './refusal-page.ts';
import { storageKey } from './platform-storage.ts';
import { frameOriginsOf } from './platforms.ts';

/** Platform and tool clocks may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 60;
/** An id_token issued longer ago than this is refused, whatever its `exp` says. */
const MAX_TOKEN_AGE_SECONDS = 600;

export interface LaunchPlatform {
  id: number;
  issuer: string;
  clientId: string;
  tokenUrl: string;
  /**
   * The origins that may frame the tool's pages for this platform: those of its registered
   * issuer and authorization URL and its registered frame origins, never one taken from the request.
   */
  frameOrigins: string[];
}

/** What the launched page must read back from platform storage before it goes on (no state cookie came). */
export interface StorageProof {
  target: string;
  origin: string;
  key: string;
  state: string;
}

export interface VerifiedLaunch {
  platform: LaunchPlatform;
  claims: LaunchClaims;
  role: LtiRole;
  /** Set when the browser sent no state cookie but the login kept the state in platform storage. */
  storageProof?: StorageProof;
}

/** What the platform posts to /lti/launch. */
export interface LaunchForm {
  id_token?: unknown;
  state?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/**
 * Checks a launch as LTI 1.3 requires, each failure refused with its reason: the `state` was
 * issued by this tool's login, to this browser (`browserStarted`: its cookie came; else the
 * launched page must find the state in the platform's storage, `storageProof`), less than 10 minutes ago,
 * and is used once (it is deleted here, and the `nonce` with it); the id_token is signed with
 * a key the platform publishes (RS256), comes from the platform the login named (`iss`), is
 * meant for this tool (`aud`, and `azp` when there are several audiences), is current (`exp`,
 * `iat`), carries that login's `nonce`, a registered deployment, a known message type and
 * version 1.3.0, and roles this tool has a place for.
 */
export async function verifyLaunch(
  db: Queryable,
  keysFor: (jwksUrl: string) => JWTVerifyGetKey,
  form: LaunchForm,
  browserStarted: (state: string) => boolean,
): Promise<VerifiedLaunch> {
  if (typeof form.error === 'string') {
    const detail = typeof form.error_description === 'string' && form.error_description ? `: ${form.error_description}` : '';
    throw new LtiRefusal(`The platform did not sign you in (${form.error}${detail}).`, 'again');
  }
  if (typeof form.id_token !== 'string' || !form.id_token)
    throw new LtiRefusal('The launch carries no id_token.', 'registration');
  if (typeof form.state !== 'string' || !form.state) throw new LtiRefusal('The launch carries no state.', 'registration');

  const [login] = await db.query<{ nonce: string; platform_id: number; fresh: boolean; storage_target: string | null }>(
    'DELETE FROM lti_login_states WHERE state = $1 RETURNING nonce, platform_id, storage_target, expires_at > now() AS fresh',
    [form.state],
  );
  if (!login) throw new LtiRefusal('This launch was already used, or did not start at this tool.', 'again');
  if (!login.fresh) throw new LtiRefusal('This launch took longer than 10 minutes.', 'again');
  const cookie = browserStarted(form.state);
  if (!cookie && !login.storage_target) throw new LtiRefusal(BROWSER_BLOCKED, 'browser');

  const [row] = await db.query<{
    id: number;
    issuer: string;
    client_id: string;
    token_url: string;
    jwks_url: string;
    auth_url: string;
    frame_origins: string[] | string;
  }>('SELECT id, issuer, client_id, token_url, jwks_url, auth_url, frame_origins FROM lti_platforms WHERE id = $1', [
    login.platform_id,
  ]);
  if (!row) throw new LtiRefusal('The platform of this launch is no longer registered with this tool.', 'registration');

  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(form.id_token, keysFor(row.jwks_url), {
      issuer: row.issuer,
      audience: row.client_id,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      requiredClaims: ['iat', 'exp', 'sub', 'nonce'],
    }));
  } catch (err) {
    throw tokenProblem(err, row.issuer);
  }

  const aud = payload.aud;
  if (Array.isArray(aud) && aud.length > 1 && payload.azp === undefined)
    throw new LtiRefusal('The id_token names several audiences but no authorized party (azp).', 'registration');
  if (payload.azp !== undefined && payload.azp !== row.client_id)
    throw new LtiRefusal(`The id_token's authorized party (azp) is not this tool's client id ${row.client_id}.`, 'registration');
  if (payload.nonce !== login.nonce)
    throw new LtiRefusal("The id_token's nonce is not the one this launch was started with.", 'again');

  const parsed = LaunchClaims.safeParse(payload);
  if (!parsed.success)
    throw new LtiRefusal(`The id_token is not a valid LTI 1.3 launch: ${describeIssue(parsed.error)}.`, 'registration');
  const claims = parsed.data;

  const deploymentId = claims[CLAIM.deploymentId];
  const deployment = await db.query('SELECT 1 FROM lti_deployments WHERE platform_id = $1 AND deployment_id = $2', [
    row.id,
    deploymentId,
  ]);
  if (deployment.length === 0)
    throw new LtiRefusal(`The deployment ${deploymentId} of ${row.issuer} is not registered with this tool.`, 'registration');

  if (claims[CLAIM.messageType] === 'LtiResourceLinkRequest' && !claims[CLAIM.resourceLink]) {
    throw new LtiRefusal('The resource link launch names no resource link (its resource_link claim is missing).', 'registration');
  }
  if (claims[CLAIM.messageType] === 'LtiDeepLinkingRequest') {
    const settings = claims[CLAIM.deepLinkingSettings];
    if (!settings) throw new LtiRefusal('The deep linking request has no deep_linking_settings claim.', 'registration');
    if (!settings.accept_types.includes('ltiResourceLink'))
      throw new LtiRefusal('The platform accepts no LTI resource links here, which is all this tool places.', null);
  }
  const role = accountRole(claims[CLAIM.roles]);
  if (!role)
    throw new LtiRefusal(
      'Your role in this course has no place in this tool: it is for instructors, learners and mentors.',
      null,
    );
  if (claims[CLAIM.messageType] === 'LtiDeepLinkingRequest' && role !== 'teacher')
    throw new LtiRefusal('Only instructors place content in a course.', null);

  const storageProof = cookie
    ? undefined
    : { target: login.storage_target!, origin: new URL(row.auth_url).origin, key: storageKey(form.state), state: form.state };
  return {
    platform: {
      id: row.id,
      issuer: row.issuer,
      clientId: row.client_id,
      tokenUrl: row.token_url,
      frameOrigins: frameOriginsOf(row),
    },
    claims,
    role,
    ...(storageProof ? { storageProof } : {}),
  };
}

/** The refusal of a token that failed jose's checks, in the words of the launch. */
function tokenProblem(err: unknown, issuer: string): LtiRefusal {
  const unreachable = new LtiRefusal(`The keys of ${issuer} could not be fetched to check the launch.`, 'retry');
  // jose reports a token older than maxTokenAge as expired too, naming its `iat`.
  if (err instanceof errors.JWTExpired)
    return new LtiRefusal(err.claim === 'iat' ? 'The id_token was issued too long ago.' : 'The launch has expired.', 'again');
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.reason === 'missing') return new LtiRefusal(`The id_token lacks the "${err.claim}" claim.`, 'registration');
    if (err.claim === 'iss')
      return new LtiRefusal(
        `The id_token was issued by another platform than ${issuer}, which started this launch.`,
        'registration',
      );
    if (err.claim === 'aud')
      return new LtiRefusal('The id_token is not meant for this tool (its audience is another client id).', 'registration');
    if (err.claim === 'iat') return new LtiRefusal('The id_token was issued too long ago, or in the future.', 'again');
    return new LtiRefusal(`The id_token's "${err.claim}" claim is not valid.`, 'registration');
  }
  if (err instanceof errors.JWKSNoMatchingKey)
    return new LtiRefusal(`The id_token is signed with a key ${issuer} does not publish.`, 'registration');
  if (err instanceof errors.JWSSignatureVerificationFailed)
    return new LtiRefusal(`The id_token's signature does not match ${issuer}'s keys.`, 'registration');
  if (err instanceof errors.JOSEAlgNotAllowed) return new LtiRefusal('The id_token is not signed with RS256.', 'registration');
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid || err instanceof TypeError) return unreachable;
  if (err instanceof errors.JOSEError) return new LtiRefusal('The id_token is not a valid signed token.', 'registration');
  return unreachable;
}
