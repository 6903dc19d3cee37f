import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { HttpMethod } from '../../src/contract/route-def.ts';
import { parseOr400, type HttpError } from './errors.ts';

/** A route's contract: method, path, input schemas and success status (ROUTES entries fit). */
export interface RouteContract {
  method: HttpMethod;
  path: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType | 'multipart';
  response?: z.ZodMiniType | null;
  status: number;
}

type Parsed<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;
type Answer<R extends RouteContract> = (R['response'] extends z.ZodMiniType ? z.infer<R['response']> : unknown) | FastifyReply;

/** Keeps a JSON `null` body apart from no body, so each fails with its own message. */
export const AS_SENT = Symbol('as sent');

/** How a route names its inputs in 400 messages ("Invalid <name>: ..."), and its special cases. */
export interface InputNames {
  params?: string;
  /** Defaults to 'query'. */
  query?: string;
  body?: string;
  /** What a missing body (none, or JSON null) is checked as; default undefined. */
  emptyBody?: unknown;
  /** The error for path parameters the schema refuses, instead of 400. */
  badParams?: (reply: FastifyReply) => HttpError;
}

export interface RouteCall<R extends RouteContract> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  req: FastifyRequest;
  reply: FastifyReply;
}

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/**
 * Registers one route of the contract: its params, query and JSON body are parsed with the
 * contract's schemas (400 with the first issue otherwise), the handler gets them typed, and a
 * success answers with the contract's status (a handler may set another before it returns).
 */
export function defineRoute<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  names: InputNames,
  handler: (call: RouteCall<R>) => Promise<Answer<R>>,
): void {
  app[METHODS[contract.method]](contract.path, async (req, reply) => {
    const params = contract.params ? parseParams(contract.params, req, reply, names) : undefined;
    const query = contract.query ? parseOr400(contract.query, req.query, names.query ?? 'query') : undefined;
    const body =
      contract.body && contract.body !== 'multipart'
        ? parseOr400(contract.body, bodyOf(req, names), names.body ?? 'body')
        : undefined;
    reply.code(contract.status);
    return handler({ params, query, body, req, reply } as RouteCall<R>);
  });
}

function parseParams(schema: z.ZodMiniType, req: FastifyRequest, reply: FastifyReply, names: InputNames): unknown {
  if (!names.badParams) return parseOr400(schema, req.params, names.params ?? 'path');
  const parsed = schema.safeParse(req.params);
  if (!parsed.success) throw names.badParams(reply);
  return parsed.data;
}

function bodyOf(req: FastifyRequest, names: InputNames): unknown {
  if (names.emptyBody === AS_SENT) return req.body;
  return req.body ?? names.emptyBody;
}
