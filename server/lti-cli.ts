import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fail, parseCommandLine } from './cli-args.ts';
import { ADMIN_TOKEN_FILE } from './lti/admin-token.ts';
import type { RegisteredPlatform } from './lti/platforms.ts';

const USAGE = `Usage: npm run lti -- add-platform --issuer URL --client-id ID --auth-url URL --token-url URL
                          --jwks-url URL --deployment-id ID [--deployment-id ID...]
                          [--frame-origin ORIGIN...]
       npm run lti -- list
       npm run lti -- remove --issuer URL [--client-id ID] [--deployment-id ID]
       npm run lti -- rotate-key

Registers LMS platforms with this LTI 1.3 tool, through the running server: run it with the
server's PORT and DATA_DIR (the server writes the command's token there). add-platform again
with the same issuer and client id updates its URLs and adds deployment ids; remove without
--deployment-id removes the platform. --frame-origin names an origin of the LMS's pages that
frame the tool, besides the issuer's and the auth URL's (a hosted LMS whose schools each have
a host of their own). rotate-key makes a new signing key (the old one stays
published at /lti/jwks for a day).`;

const { positionals, values } = parseCommandLine(
  {
    issuer: { type: 'string' },
    'client-id': { type: 'string' },
    'auth-url': { type: 'string' },
    'token-url': { type: 'string' },
    'jwks-url': { type: 'string' },
    'deployment-id': { type: 'string', multiple: true },
    'frame-origin': { type: 'string', multiple: true },
    help: { type: 'boolean' },
  },
  USAGE,
);

const command = positionals[0];
if (values.help || !command || !['add-platform', 'list', 'remove', 'rotate-key'].includes(command)) fail(USAGE);

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const host = !process.env.HOST || process.env.HOST === '0.0.0.0' || process.env.HOST === '::' ? '127.0.0.1' : process.env.HOST;
const base = `http://${host.includes(':') ? `[${host}]` : host}:${Number(process.env.PORT ?? 8080)}`;
const token = await readFile(join(dataDir, ADMIN_TOKEN_FILE), 'utf8').then(
  (t) => t.trim(),
  () => fail(`No ${ADMIN_TOKEN_FILE} in ${dataDir}: start the server first, and run this with its DATA_DIR.`),
);

/** One call of the server's admin API; its JSON answer, or the command fails with the server's message. */
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return fail(`No server answers at ${base}: start it, and run this with its PORT (and HOST).`);
  }
  const answer = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) fail(answer.message ?? `The server answered ${res.status}.`);
  return answer;
}

const describe = (p: RegisteredPlatform): string =>
  [
    `${p.issuer}  client ${p.clientId}`,
    `  auth ${p.authUrl}`,
    `  token ${p.tokenUrl}`,
    `  jwks ${p.jwksUrl}`,
    `  deployments ${p.deploymentIds.join(', ')}`,
    ...(p.frameOrigins.length ? [`  framed by ${p.frameOrigins.join(', ')}`] : []),
  ].join('\n');

if (command === 'add-platform') {
  const { platform } = await call<{ platform: RegisteredPlatform }>('POST', '/admin/lti/platforms', {
    issuer: values.issuer ?? '',
    clientId: values['client-id'] ?? '',
    authUrl: values['auth-url'] ?? '',
    tokenUrl: values['token-url'] ?? '',
    jwksUrl: values['jwks-url'] ?? '',
    deploymentIds: values['deployment-id'] ?? [],
    ...(values['frame-origin']?.length ? { frameOrigins: values['frame-origin'] } : {}),
  });
  console.log(`Registered:\n${describe(platform)}`);
} else if (command === 'list') {
  const { platforms } = await call<{ platforms: RegisteredPlatform[] }>('GET', '/admin/lti/platforms');
  console.log(platforms.length ? platforms.map(describe).join('\n') : 'No platforms are registered.');
} else if (command === 'remove') {
  const { removed } = await call<{ removed: number }>('DELETE', '/admin/lti/platforms', {
    issuer: values.issuer ?? '',
    ...(values['client-id'] ? { clientId: values['client-id'] } : {}),
    ...(values['deployment-id']?.length ? { deploymentId: values['deployment-id'][0] } : {}),
  });
  console.log(`Removed ${removed} ${values['deployment-id']?.length ? 'deployment' : 'platform'}${removed === 1 ? '' : 's'}.`);
} else {
  const { kid } = await call<{ kid: string }>('POST', '/admin/lti/keys');
  console.log(`New signing key ${kid}; the previous one stays published at /lti/jwks for a day.`);
}
