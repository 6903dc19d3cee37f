import { useMemo } from 'react';
import { apiContext, type ApiContext } from './api/api-context.ts';
import { useElement } from './element-context.tsx';

/**
 * A group of API calls (`materialsApi`, `authApi`...) bound to this element's server, the same
 * object for as long as the server stays. Each element imports only the groups it calls, so it
 * loads only their schemas.
 */
export function useApi<T>(group: (ctx: ApiContext) => T): T {
  const { apiBase } = useElement();
  return useMemo(() => group(apiContext(apiBase)), [group, apiBase]);
}
