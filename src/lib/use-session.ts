import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session, type SessionState } from '../stores/session.ts';
import { normalizeBase } from './api/api-base.ts';
import { useElement } from './element-context.tsx';
import { ensureSession } from './session.ts';

/** The session with this element's API server, asked for on first use. */
export function useSession(): SessionState {
  const { apiBase } = useElement();
  const session = useStore($session);
  useEffect(() => ensureSession(apiBase), [apiBase]);
  const base = normalizeBase(apiBase);
  return session.status !== 'unknown' && session.apiBase === base ? session : { status: 'loading', apiBase: base };
}
