import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { parseTrustProxy } from './trust-proxy.ts';

/** The client address and protocol a server with TRUST_PROXY=`value` sees for a request from `peer`. */
async function seen(value: string | undefined, peer: string, headers: Record<string, string>) {
  const trustProxy = parseTrustProxy(value);
  if (trustProxy === undefined) throw new Error('invalid');
  const app = Fastify({ trustProxy });
  app.get('/', async (req) => ({ ip: req.ip, protocol: req.protocol }));
  const res = await app.inject({ method: 'GET', url: '/', remoteAddress: peer, headers });
  await app.close();
  return res.json() as { ip: string; protocol: string };
}

const forwarded = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-forwarded-proto': 'https' };

describe('TRUST_PROXY', () => {
  it('unset or 0: the client is the socket peer, and X-Forwarded-* is ignored', async () => {
    for (const value of [undefined, '', '0'])
      expect(await seen(value, '198.51.100.1', forwarded)).toEqual({ ip: '198.51.100.1', protocol: 'http' });
  });

  it('1: the address the one proxy saw, never an entry the client wrote itself', async () => {
    expect(await seen('1', '10.0.0.5', forwarded)).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    expect(await seen('2', '10.0.0.5', forwarded)).toEqual({ ip: '6.6.6.6', protocol: 'https' });
  });

  it("a list of the proxies' addresses: only those are believed", async () => {
    expect(await seen('10.0.0.0/8, 192.0.2.1', '10.9.8.7', forwarded)).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    expect(await seen('10.0.0.0/8', '198.51.100.1', forwarded)).toEqual({ ip: '198.51.100.1', protocol: 'http' });
    expect(await seen('loopback', '127.0.0.1', forwarded)).toEqual({ ip: '203.0.113.7', protocol: 'https' });
  });

  it('refuses a value it cannot read', () => {
    for (const value of ['yes', 'true', '10.0.0.0/99', '-1', 'proxy.example'])
      expect(parseTrustProxy(value), value).toBeUndefined();
  });
});
