import { useRef, type ComponentType } from 'react';
import { AccountGate } from '../../../../lib/account-gate.tsx';
import { useElement } from '../../../../lib/element-context.tsx';
import { useMessages } from '../../../../lib/i18n/use-language.ts';
import { lazyComponent, type LazyComponent } from '../../../../lib/lazy-component.tsx';
import { AskBeforeLeavingProvider, useLeaveGuard } from '../../../../lib/leave-guard.tsx';
import { routingMode, useSectionRoute, type Routing } from '../../../../lib/section-route.ts';
import { DashboardSidebar } from '../../../../lib/sidebar/dashboard-sidebar.tsx';
import { useDashboardNav } from '../../../../lib/sidebar/use-drawer.ts';
import { LoadingLine } from '../../../../lib/loading-line.tsx';
import { closeSidebar, openSidebar } from '../../../../stores/sidebar.ts';
// The dashboards share one frame look: title bar, sidebar or drawer, content.
import styles from '../../frame/shell.css?inline';
import { NavIcon } from './nav-icon.tsx';
import { adminShellMessages } from './messages.ts';
import { ADMIN_SECTION_IDS, DEFAULT_ADMIN_SECTION, type AdminSection } from './nav-items.ts';

export { styles };

export interface AdminSectionProps {
  onNavigate: (section: AdminSection) => void;
}

/** What shows while a section's code loads. */
function SectionLoading({ section }: { section: AdminSection }) {
  const m = useMessages(adminShellMessages);
  return <LoadingLine className="teacher__loading" text={m.loadingSections[section]} />;
}

const lazySection = (
  section: AdminSection,
  load: () => Promise<{ default: ComponentType<AdminSectionProps> }>,
): LazyComponent<AdminSectionProps> =>
  lazyComponent(async () => (await load()).default, {
    label: (texts) => {
      const m = texts(adminShellMessages);
      return m.sectionPart(m.sections[section]);
    },
    fallback: <SectionLoading section={section} />,
  });

// One lazy chunk per section: the first paint pays only for the shell and the pending list; the
// others start loading when the pointer or focus reaches their navigation item.
const SECTIONS: Record<AdminSection, LazyComponent<AdminSectionProps>> = {
  pending: lazySection('pending', () => import('../pending/pending-section.tsx')),
  classes: lazySection('classes', () => import('../classes/classes-section.tsx')),
  teachers: lazySection('teachers', () => import('../teachers/teachers-section.tsx')),
  students: lazySection('students', () => import('../students/students-section.tsx')),
  links: lazySection('links', () => import('../links/links-section.tsx')),
};

export interface AdminDashboardProps {
  /** `hash` (default): the section lives in the URL hash (`#classes`); `none`: in memory only. */
  routing?: string;
}

/** <edu-admin-dashboard>: for the school's signed-in administrator. */
export default function AdminDashboard({ routing }: AdminDashboardProps) {
  const m = useMessages(adminShellMessages);
  return (
    <AccountGate roles={['admin']} what={m.gateWhat}>
      {(user) => <AdminView name={user.name} routing={routingMode(routing)} />}
    </AccountGate>
  );
}

/** Title, the 'ADMINISTRATION' navigation and the active section. */
function AdminView({ name, routing }: { name: string; routing: Routing }) {
  const { emit } = useElement();
  const m = useMessages(adminShellMessages);
  const { confirmLeave, ask, dialog } = useLeaveGuard();
  const { route, go } = useSectionRoute({
    routing,
    sections: ADMIN_SECTION_IDS,
    fallback: DEFAULT_ADMIN_SECTION,
    confirm: confirmLeave,
    asks: (next, current) => next.section !== current.section,
    onChange: (next, previous) => {
      if (next.section !== previous.section) emit('edu-admin-section', { section: next.section });
    },
  });
  const { section } = route;
  const content = useRef<HTMLDivElement>(null);
  const nav = useDashboardNav({
    current: section,
    onChoose: (next: AdminSection) => {
      if (next !== section) go({ section: next });
    },
    onIntent: (next: AdminSection) => void SECTIONS[next].preload().catch(() => undefined),
    // After choosing an item in the drawer, the drawer has closed: continue in the content.
    focus: () => content.current?.focus({ preventScroll: true }),
  });
  const { open } = nav.sidebar;
  const Section = SECTIONS[section];

  const groups = [
    {
      id: 'admin',
      heading: m.navTitle,
      items: ADMIN_SECTION_IDS.map((item) => ({ id: item, label: m.sections[item], icon: <NavIcon section={item} /> })),
    },
  ];

  return (
    <div className="teacher edu-page" part="admin-dashboard">
      <header className="teacher__header" part="title">
        <div>
          <h1 className="teacher__title">{m.title}</h1>
          <p className="teacher__subtitle">{m.subtitle}</p>
        </div>
        <button
          type="button"
          className="teacher__menu-btn edu-btn edu-btn--ghost"
          aria-expanded={open}
          aria-controls="admin-nav"
          onClick={() => (open ? closeSidebar() : openSidebar())}
        >
          <NavIcon section={section} />
          <span>
            <span className="edu-visually-hidden">{m.openToolsCurrent}</span>
            {m.sections[section]}
          </span>
          <span className="teacher__menu-caret" aria-hidden="true">
            ▾
          </span>
        </button>
      </header>

      <div className="teacher__layout">
        <DashboardSidebar
          {...nav.sidebar}
          id="admin-nav"
          label={m.navTitle}
          groups={groups}
          closeLabel={m.closeMenu}
          footer={
            <div className="nav__teacher">
              <span className="nav__avatar" aria-hidden="true">
                {name.charAt(0).toUpperCase()}
              </span>
              <span className="nav__teacher-text">
                <span className="nav__teacher-name">{name}</span>
                <span className="nav__teacher-role">{m.adminRole}</span>
              </span>
            </div>
          }
        />

        <div ref={content} className="teacher__content" part="content" tabIndex={-1}>
          <AskBeforeLeavingProvider value={ask}>
            <Section onNavigate={nav.choose} />
          </AskBeforeLeavingProvider>
        </div>
      </div>
      {dialog}
    </div>
  );
}
