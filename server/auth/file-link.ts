import type { FastifyRequest } from 'fastify';
import { fileAccessToken } from './file-token.ts';

/**
 * What a materials list appends to its file URLs: nothing for a cookie session (the browser
 * sends the cookie with the file request too), a signed `?access=` for an embed-token request.
 * `cacheKey` tells list caches apart: one for all cookie sessions, one per token account and hour.
 */
export function fileLinkFor(req: FastifyRequest, secret: string): { query: string; cacheKey: string } {
  const identity = req.identity;
  if (!identity || identity.via === 'cookie') return { query: '', cacheKey: 'cookie' };
  const token = fileAccessToken(secret, identity.accountId);
  return { query: `?access=${token}`, cacheKey: `token:${token}` };
}

/** The `?access=` value for the request's account (GET /api/file-access). */
export const fileAccessFor = (req: FastifyRequest, secret: string): string => fileAccessToken(secret, req.identity!.accountId);
