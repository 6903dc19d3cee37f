import type { ReactNode, RefObject } from 'react';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { Icon } from '../shared/icons.tsx';
import { learnerTestsMessages } from './messages.ts';

interface Props {
  titleId: string;
  /** The heading takes focus when the view opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  onBack: () => void;
  /** What follows the title in the header: the meta line, a hint. */
  children: ReactNode;
}

/** The top of an attempt or result: 'Back to Tests', then the header with the focusable title. */
export function AttemptHead({ titleId, headingRef, title, onBack, children }: Props) {
  const m = useMessages(learnerTestsMessages);
  return (
    <>
      <div className="attempt__top">
        <button type="button" className="edu-btn edu-btn--ghost edu-btn--small" onClick={onBack}>
          <Icon name="back" size={16} className="tests__back" />
          {m.backToTests}
        </button>
      </div>
      <header className="edu-stack attempt__head">
        <h2 id={titleId} ref={headingRef} className="section__title" tabIndex={-1}>
          {title}
        </h2>
        {children}
      </header>
    </>
  );
}
