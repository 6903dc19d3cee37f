import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../../../lib/api/index.ts';
import { useElement } from '../../../lib/element-context.tsx';

/** The typed API client for this element's api-base. */
export function useApi(): ApiClient {
  const { apiBase } = useElement();
  return useMemo(() => createApiClient(apiBase), [apiBase]);
}

/** The text of a failure: the server's message when it sent one. */
export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));
