import { forgetWrites } from '../../server/auth/write-limit.ts';
import { hostileRequests, timeHostile } from '../../server/contract/hostile-requests.ts';
import { startHarness } from '../../server/test-support/harness.ts';
import { figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';

/**
 * Every part of every route (path parameters, query values, body fields, the whole body) given
 * strings built to make a pattern backtrack, a body field as long as the body limit: the slowest
 * answer over all of them. On a server of its own in this process, signed in as a teacher, with the
 * writes-a-minute limit forgotten between requests so each one reaches the route's own checks.
 */
export const hostileInputBench = defineBench({
  group: 'hostile',
  title: 'hostile input over every route',
  sizes: { full: { bytes: 1024 * 1024, label: '1 MiB' }, smoke: { bytes: 64 * 1024, label: '64 KiB' } },
  async run(_ctx, { bytes, label }) {
    const h = await startHarness();
    try {
      await h.reset();
      const teacher = await h.signIn('teacher');
      const requests = hostileRequests(bytes);
      let slowest = { ms: 0, what: '' };
      for (const req of requests) {
        forgetWrites();
        await h.db.query('DELETE FROM sign_in_failures');
        const { ms, res } = await timeHostile(h.base, teacher, req);
        if (res.status >= 500) throw new Error(`${req.route} ${req.what}: ${res.status}`);
        if (ms > slowest.ms) slowest = { ms, what: `${req.method} ${req.route} ${req.what}` };
      }
      return [
        figure(
          `Slowest answer to a ${label} hostile body over every route (${requests.length} requests)`,
          [slowest.ms],
          'ms',
          { max: 50 },
          slowest.what,
        ),
      ];
    } finally {
      await h.close();
    }
  },
});
