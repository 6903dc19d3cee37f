import { useMessages } from '../../../lib/i18n/use-language.ts';
import { libMessages } from '../../../lib/messages.ts';
import { errorText } from './error-text.ts';
import { learnerTestsMessages } from './messages.ts';

/** `errorText` in the element's language. */
export function useErrorText(): (error: unknown) => string {
  const m = useMessages(learnerTestsMessages);
  const lib = useMessages(libMessages);
  return (error) => errorText(error, m, lib);
}
