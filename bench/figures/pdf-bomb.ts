import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPdfBomb } from '../../tests/faults/pdf-bomb-run.ts';
import { startServer as startProcess } from '../../tests/support/server-process.ts';
import { DEMO_ACCOUNTS } from '../../tests/e2e/demo-accounts.ts';
import { figure } from '../lib/figure.ts';
import { defineBench } from '../lib/harness.ts';
import { signIn } from '../lib/session.ts';

/**
 * The 16000 x 16000 image PDF (747 KB, 768 MB of pixels) uploaded to a server of its own, a
 * normal PDF right after it: how long until the bomb is given up, and the peak growth of the
 * server's resident memory, its pdf.js worker processes included. A bomb still 'pending' after
 * 2 minutes counts as no figure.
 */
export const pdfBombBench = defineBench({
  group: 'processing',
  title: 'a 16000 x 16000 image PDF',
  // The bomb is the figure: the smoke runs it at full size too (it is given up in under a second).
  sizes: { full: {}, smoke: {} },
  async run() {
    const dir = await mkdtemp(join(tmpdir(), 'edu-bench-bomb-'));
    const server = await startProcess({ DATA_DIR: dir, DATABASE_URL: undefined, MATERIAL_JOB_POLL_MS: '500' });
    try {
      const cookie = (await signIn(server.base, DEMO_ACCOUNTS.teacher.email)).cookie;
      const run = await runPdfBomb(server.base, server.pid, { cookie });
      const givenUp = run.bombListed?.processing === 'too-large';
      const note = givenUp ? undefined : `listed as ${run.bombListed?.processing ?? 'missing'}, not too-large`;
      return [
        figure(
          '16000 x 16000 image PDF given up (upload to too-large)',
          givenUp ? [run.bombMs] : [],
          'ms',
          { max: 15_000 },
          note,
        ),
        figure('Server RSS growth (pdf.js workers included) while it is read', [run.growthMb], 'MB', { max: 256 }),
        figure('A normal PDF uploaded right after it processed in', [run.normalMs], 'ms', { max: 25_000 }),
      ];
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  },
});
