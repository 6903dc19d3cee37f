import { useCallback } from 'react';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { classesMessages } from './messages.ts';

/** Copies a join code to the clipboard and says so (or that it could not: the code stays selectable). */
export function useCopyCode(): (code: string) => void {
  const { toast } = useElement();
  const m = useMessages(classesMessages);
  return useCallback(
    (code: string) => {
      const write = navigator.clipboard?.writeText(code) ?? Promise.reject(new Error('no clipboard'));
      write.then(
        () => toast.success(m.copied(code)),
        () => toast.error(m.copyFailed),
      );
    },
    [m, toast],
  );
}
