import { useCallback } from 'react';
import { errorText } from './api/error-text.ts';
import { useMessages } from './i18n/use-language.ts';
import { libMessages } from './messages.ts';

/**
 * A failure in words, in the element's language: the server's own message as it came, the
 * client's wording (network failure, unexpected answer...) translated.
 */
export function useErrorText(): (err: unknown) => string {
  const m = useMessages(libMessages);
  return useCallback((err: unknown) => errorText(err, m), [m]);
}
