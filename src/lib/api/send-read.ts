import { readRetrying } from '../../stores/server-busy.ts';
import { RETRY_RULE, retryAfterSeconds, retryWaitMs, waitUnlessAborted } from './retry-rule.ts';

/**
 * Sends a read again while the server answers 503, waiting as RETRY_RULE says, for as long as
 * the caller has not aborted; meanwhile every element of `apiBase` says the server is busy.
 * Answers the first other response, or the last 503 once the read gives up.
 */
export async function sendRead(send: () => Promise<Response>, apiBase: string, signal?: AbortSignal): Promise<Response> {
  let res = await send();
  if (res.status !== 503) return res;
  const over = readRetrying(apiBase);
  try {
    let waited = 0;
    for (let retry = 1; res.status === 503; retry++) {
      const wait = retryWaitMs(retry, retryAfterSeconds(res.headers.get('Retry-After')));
      if (waited + wait > RETRY_RULE.giveUpAfterMs) break;
      void res.body?.cancel().catch(() => undefined);
      await waitUnlessAborted(wait, signal);
      waited += wait;
      res = await send();
    }
    return res;
  } finally {
    over();
  }
}
