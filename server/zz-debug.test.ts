import { it } from 'vitest';
import { startHarness } from './test-support/harness.ts';
it('closes', async () => {
  const t = Date.now();
  const h = await startHarness();
  console.log('started', Date.now() - t);
  await h.reset();
  console.log('reset', Date.now() - t);
  await h.app.close();
  console.log('app closed', Date.now() - t);
  await h.db.close();
  console.log('db closed', Date.now() - t);
}, 60000);
