import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../../../lib/api/index.ts';
import { useElement } from '../../../lib/element-context.tsx';

/** The typed API client for this element's api-base (one per base). */
export function useLearnerApi(): ApiClient {
  const { apiBase } = useElement();
  return useMemo(() => createApiClient(apiBase), [apiBase]);
}
