import { useStore } from '@nanostores/react';
import { useRef, type ComponentType } from 'react';
import { AccountGate } from '../../../lib/account-gate.tsx';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { lazyComponent, type LazyComponent } from '../../../lib/lazy-component.tsx';
import { AskBeforeLeavingProvider, useLeaveGuard } from '../../../lib/leave-guard.tsx';
import { routingMode, useSectionRoute, type Routing } from '../../../lib/section-route.ts';
import { DashboardSidebar } from '../../../lib/sidebar/dashboard-sidebar.tsx';
import { $config } from '../../../stores/config.ts';
import { closeSidebar, openSidebar } from '../../../stores/sidebar.ts';
import { NavIcon } from './nav-icon.tsx';
import { teacherShellMessages } from './messages.ts';
import { DEFAULT_SECTION, TEACHER_SECTION_IDS, type TeacherSection } from './nav-items.ts';
import { useDashboardNav } from '../../../lib/sidebar/use-drawer.ts';
import styles from './shell.css?inline';
import { LoadingLine } from '../../../lib/loading-line.tsx';

export { styles };

interface SectionProps {
  teacherId: string;
  teacherName: string;
  onNavigate: (section: TeacherSection) => void;
  /** The tab the URL names (absent: the section's first tab). */
  tab?: string;
  /** What the tab shows of one record, as the URL names it (`#tests/manage/results/12`: 'results/12'). */
  item?: string;
  /** A tab (and a record of it) was chosen: the dashboard records it (in the URL) and passes it back as `tab` and `item`. */
  onTabChange?: (tab: string, item?: string) => void;
}

/** What shows while a section's code loads. */
function SectionLoading({ section }: { section: TeacherSection }) {
  const m = useMessages(teacherShellMessages);
  return <LoadingLine className="teacher__loading" text={m.loadingSections[section]} />;
}

const lazySection = (
  section: TeacherSection,
  load: () => Promise<{ default: ComponentType<SectionProps> }>,
): LazyComponent<SectionProps> =>
  lazyComponent(async () => (await load()).default, {
    label: (texts) => {
      const m = texts(teacherShellMessages);
      return m.sectionPart(m.sections[section]);
    },
    fallback: <SectionLoading section={section} />,
  });

// One lazy chunk per section: the first paint pays only for the shell and the overview; the
// others start loading when the pointer or focus reaches their navigation item.
const SECTIONS: Record<TeacherSection, LazyComponent<SectionProps>> = {
  dashboard: lazySection('dashboard', () => import('../overview/overview-section.tsx')),
  classes: lazySection('classes', () => import('../classes/classes-section.tsx')),
  materials: lazySection('materials', () => import('../materials/materials-section.tsx')),
  tests: lazySection('tests', () => import('../assessments/tests-section.tsx')),
  attendance: lazySection('attendance', () => import('../attendance/attendance-section.tsx')),
  students: lazySection('students', () => import('../students/students-section.tsx')),
};

export interface TeacherDashboardProps {
  /** The teacher whose materials and figures are shown; default the signed-in teacher. */
  teacherId?: string;
  /** The name shown; default the signed-in teacher's name. */
  teacherName?: string;
  /**
   * `hash` (default): the section and tab live in the URL hash (`#tests/manage`; one test's
   * results: `#tests/manage/results/12`); `none`: in memory only.
   */
  routing?: string;
}

/** <edu-teacher-dashboard>: for a signed-in, approved teacher. */
export default function TeacherDashboard({ teacherId, teacherName, routing }: TeacherDashboardProps) {
  const config = useStore($config);
  const m = useMessages(teacherShellMessages);
  return (
    <AccountGate roles={['teacher']} what={m.gateWhat}>
      {(user) => (
        // Attribute, else configure({teacherId, teacherName}), else the signed-in teacher.
        <TeacherView
          teacherId={teacherId?.trim() || config.teacherId || user.teacherId!}
          teacherName={teacherName?.trim() || config.teacherName || user.name}
          routing={routingMode(routing)}
        />
      )}
    </AccountGate>
  );
}

/** Title, the 'TEACHER TOOLS' navigation and the active section. */
function TeacherView({
  teacherId: id,
  teacherName: name,
  routing,
}: {
  teacherId: string;
  teacherName: string;
  routing: Routing;
}) {
  const { emit } = useElement();
  const m = useMessages(teacherShellMessages);
  const { confirmLeave, ask, dialog } = useLeaveGuard();
  const { route, go } = useSectionRoute({
    routing,
    sections: TEACHER_SECTION_IDS,
    fallback: DEFAULT_SECTION,
    confirm: confirmLeave,
    // A section's tabs stay mounted, so a tab change loses nothing; another section does.
    asks: (next, current) => next.section !== current.section,
    onChange: (next, previous) => {
      if (next.section !== previous.section) emit('edu-teacher-section', { section: next.section });
    },
  });
  const { section } = route;
  const content = useRef<HTMLDivElement>(null);
  const nav = useDashboardNav({
    current: section,
    onChoose: (next: TeacherSection) => {
      if (next !== section) go({ section: next });
    },
    onIntent: (next: TeacherSection) => void SECTIONS[next].preload().catch(() => undefined),
    // After choosing an item in the drawer, the drawer has closed: continue in the content.
    focus: () => content.current?.focus({ preventScroll: true }),
  });
  const { open } = nav.sidebar;

  const props = { teacherId: id, teacherName: name };
  const Section = SECTIONS[section];

  const groups = [
    {
      id: 'tools',
      heading: m.navTitle,
      items: TEACHER_SECTION_IDS.map((item) => ({ id: item, label: m.sections[item], icon: <NavIcon section={item} /> })),
    },
  ];

  return (
    <div className="teacher edu-page" part="teacher-dashboard">
      <header className="teacher__header" part="title">
        <div>
          <h1 className="teacher__title">{m.title}</h1>
          <p className="teacher__subtitle">{m.subtitle}</p>
        </div>
        <button
          type="button"
          className="teacher__menu-btn edu-btn edu-btn--ghost"
          aria-expanded={open}
          aria-controls="teacher-nav"
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
          id="teacher-nav"
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
                <span className="nav__teacher-role">{m.teacherRole}</span>
              </span>
            </div>
          }
        />

        <div ref={content} className="teacher__content" part="content" tabIndex={-1}>
          <AskBeforeLeavingProvider value={ask}>
            <Section
              {...props}
              onNavigate={nav.choose}
              tab={route.tab}
              item={route.item}
              onTabChange={(tab, item) => go(item ? { section, tab, item } : { section, tab })}
            />
          </AskBeforeLeavingProvider>
        </div>
      </div>
      {dialog}
    </div>
  );
}
