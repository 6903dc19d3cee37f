import { useEffect, useEffectEvent, useState } from 'react';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { formatClock } from './countdown.ts';
import { learnerTestsMessages } from './messages.ts';
import { useCountdown } from './use-countdown.ts';
import { useErrorText } from './use-error-text.ts';
import { useApi } from '../../../lib/use-api.ts';
import { attemptsApi } from '../../../lib/api/attempts-api.ts';

/** A running attempt's time left, by the server's clock (GET /api/attempts/{id}). */
export function TimeLeft({ attemptId, onExpire }: { attemptId: number; onExpire: () => void }) {
  const api = useApi(attemptsApi);
  const m = useMessages(learnerTestsMessages);
  const errorText = useErrorText();
  const [answer, setAnswer] = useState<{ seconds: number } | { error: unknown } | null>(null);
  useEffect(() => {
    const ctl = new AbortController();
    api.getAttempt(attemptId, { signal: ctl.signal }).then(
      (a) => setAnswer({ seconds: a.remainingSeconds }),
      (error: unknown) => !ctl.signal.aborted && setAnswer({ error }),
    );
    return () => ctl.abort();
  }, [api, attemptId]);
  if (!answer) return <p className="test-card__time">{m.timeLeftChecking}</p>;
  if ('error' in answer) return <p className="test-card__time">{m.timeLeftUnknown(errorText(answer.error))}</p>;
  return <Clock seconds={answer.seconds} onExpire={onExpire} />;
}

/** After time ran out, the list asks the server again this often until it shows the attempt submitted. */
const RECHECK_MS = 5000;

function Clock({ seconds, onExpire }: { seconds: number; onExpire: () => void }) {
  const m = useMessages(learnerTestsMessages);
  const clock = useCountdown(seconds, onExpire);
  const over = clock.seconds === 0;
  const recheck = useEffectEvent(onExpire);
  useEffect(() => {
    if (!over) return;
    const id = setInterval(() => recheck(), RECHECK_MS);
    return () => clearInterval(id);
  }, [over]);
  return <p className="test-card__time">{clock.seconds > 0 ? m.timeLeftIs(formatClock(clock.seconds)) : m.timeUpSubmitting}</p>;
}
