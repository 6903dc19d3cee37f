import { useCallback, useMemo } from 'react';
import { createApiClient, errorText, type ApiClient } from '../../../lib/api/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { libMessages } from '../../../lib/messages.ts';

/** The typed API client for this element's api-base. */
export function useApi(): ApiClient {
  const { apiBase } = useElement();
  return useMemo(() => createApiClient(apiBase), [apiBase]);
}

/**
 * The text of a failure in the element's language: the server's message as it came, the
 * client's own wording (no connection, an HTTP status) translated.
 */
export function useErrorText(): (e: unknown) => string {
  const lib = useMessages(libMessages);
  return useCallback((e: unknown) => errorText(e, lib), [lib]);
}
