import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { toggleSidebar } from '../../../stores/sidebar.ts';
import { Icon } from '../shared/icons.tsx';
import { learnerMessages } from '../shared/messages.ts';

export const SIDEBAR_ID = 'learner-sidebar';

interface Props {
  /** The learner greeted. */
  name: string;
  /** The dashboard shows its own button for the sections drawer. */
  menuToggle: boolean;
  menuOpen: boolean;
}

/** The dashboard's title bar: Go back, the title and greeting, and the drawer's own toggle. */
export function Topbar({ name, menuToggle, menuOpen }: Props) {
  const { emit } = useElement();
  const m = useMessages(learnerMessages);
  // The host may take "Go back" over (edu-back, cancelable); otherwise the browser goes back.
  const goBack = (): void => {
    if (emit('edu-back', {}, { cancelable: true })) history.back();
  };
  return (
    <div className="topbar">
      <button type="button" className="icon-btn topbar__back" aria-label={m.goBack} onClick={goBack}>
        <Icon name="back" />
      </button>
      <div className="topbar__text">
        <h1 className="edu-page-title">{m.title}</h1>
        <p className="topbar__greeting">{m.greeting(name)}</p>
      </div>
      {menuToggle && (
        <button
          type="button"
          className="edu-btn edu-btn--ghost edu-btn--small topbar__menu"
          aria-expanded={menuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={toggleSidebar}
        >
          <Icon name="menu" size={18} />
          {m.sectionsToggle}
        </button>
      )}
    </div>
  );
}
