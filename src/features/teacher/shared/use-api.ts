import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../../../lib/api/index.ts';
import { useElement } from '../../../lib/element-context.tsx';

/** The typed API client for this element's api-base (one per base). */
export function useApi(): ApiClient {
  const { apiBase } = useElement();
  return useMemo(() => createApiClient(apiBase), [apiBase]);
}

export const isAbort = (err: unknown): boolean => (err as { name?: string } | null)?.name === 'AbortError';
