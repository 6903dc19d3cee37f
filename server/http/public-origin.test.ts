import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { ownOrigins, parsePublicOrigins } from './public-origin.ts';

describe('PUBLIC_ORIGIN', () => {
  it('reads a comma-separated list of origins, as browsers write them', () => {
    expect(parsePublicOrigins(undefined)).toEqual([]);
    expect(parsePublicOrigins('')).toEqual([]);
    expect(parsePublicOrigins('https://portal.school.example, https://Portal.School.example:8443/')).toEqual([
      'https://portal.school.example',
      'https://portal.school.example:8443',
    ]);
    expect(parsePublicOrigins('https://portal.school.example:443')).toEqual(['https://portal.school.example']);
  });

  it('refuses what is not an origin', () => {
    for (const value of [
      'portal.school.example',
      'https://portal.school.example/app',
      'ftp://x.example',
      'https://u:p@x.example',
      'https://x.example?a',
      'https://x.example#a',
    ])
      expect(parsePublicOrigins(value), value).toBeUndefined();
  });
});

describe('own origins', () => {
  const reached = (localPort: number) => ({ socket: { localPort } }) as unknown as FastifyRequest;
  it('are the configured ones, whatever port a request reached', () => {
    expect(ownOrigins(reached(8080), ['https://portal.school.example'])).toEqual(['https://portal.school.example']);
  });
  it("are this machine's names on the request's port when none is configured", () => {
    expect(ownOrigins(reached(8080), [])).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080', 'http://[::1]:8080']);
    expect(ownOrigins(reached(80), [])).toEqual(['http://127.0.0.1', 'http://localhost', 'http://[::1]']);
  });
});
