import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes with scrypt (memory-hard, built into Node's OpenSSL): N = 2^16, r = 8, p = 1
 * uses 64 MiB and about 0.2 s per hash on a 2-core machine, on libuv's thread pool so the event
 * loop keeps serving. The parameters travel in the stored string, so they can be raised later
 * without invalidating existing hashes.
 */
export const PASSWORD_HASH_PARAMS = { N: 2 ** 16, r: 8, p: 1 } as const;
export type HashParams = { N: number; r: number; p: number };
const KEY_BYTES = 32;

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  const maxmem = 128 * (opts.N ?? 1) * (opts.r ?? 8) * (opts.p ?? 1) + 32 * 1024 * 1024;
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_BYTES, { ...opts, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string, params: HashParams = PASSWORD_HASH_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/**
 * A hash to check against when the account does not exist, so "no such account" takes as long
 * as "wrong password" and response times do not reveal which emails have accounts.
 */
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword(randomBytes(12).toString('base64url')));
}
