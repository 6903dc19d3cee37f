import { useStore } from '@nanostores/react';
import { createElement, useEffect, useState } from 'react';
import { AccountGate } from '../../../lib/account-gate.tsx';
import { useElement } from '../../../lib/element-context.tsx';
import { useNestedAttributes } from '../../../lib/nested-attributes.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { headerShowsToggle } from '../../../lib/menu-rules.ts';
import { routingMode, useSectionRoute, type Routing } from '../../../lib/section-route.ts';
import { DashboardSidebar } from '../../../lib/sidebar/dashboard-sidebar.tsx';
import { useDashboardNav } from '../../../lib/sidebar/use-drawer.ts';
import { parseRoute } from '../../../lib/section-route-rules.ts';
import { $config } from '../../../stores/config.ts';
import { $path } from '../../../stores/location.ts';
import { $sidebarOpen } from '../../../stores/sidebar.ts';
import type { CourseFilter } from '../shared/course-filter.ts';
import { Icon, type IconName } from '../shared/icons.tsx';
import { MaterialSection, preloadSection, ProfileSection, ProgressSection, TestSection } from './lazy-parts.tsx';
import { learnerMessages } from '../shared/messages.ts';
import { SECTION_IDS, type CourseForm, type ProfileForm, type SectionId } from '../shared/model.ts';
import { DEFAULT_SECTION, SIDEBAR_GROUPS, testIdOf } from './sections.ts';
import { SIDEBAR_ID, Topbar } from './topbar.tsx';
import { SyllabusSection } from '../syllabus/syllabus-section.tsx';
import { useLearnerData } from '../shared/use-learner-data.ts';
import layoutCss from './learner-layout.css?inline';
import sectionsCss from '../shared/learner-sections.css?inline';

// The other sections and the forms bring their own CSS in their chunks.
export const styles = `${layoutCss}\n${sectionsCss}`;

export interface LearnerDashboardProps {
  /** The learner shown; default `configure({studentId})`, else the signed-in student or a parent's first child. */
  studentId?: string;
  /** Leave out the shared header and footer (the host page has its own). */
  noShell?: boolean;
  /** `hash` (default): the section lives in the URL hash (`#material`, one test: `#test/12`); `none`: in memory only. */
  routing?: string;
}

const ITEM_ICON: Record<SectionId, IconName> = {
  syllabus: 'book',
  material: 'folder',
  test: 'clipboard',
  progress: 'chart',
  profile: 'user',
};

/**
 * <edu-learner-dashboard>: the learner's dashboard, for a
 * signed-in student (their own record), parent (a child: `student-id`, else the first) or
 * teacher (the student named by `student-id`).
 */
export default function LearnerDashboard({ studentId, noShell = false, routing }: LearnerDashboardProps) {
  const config = useStore($config);
  const m = useMessages(learnerMessages);
  // The shell's header and footer use the dashboard's server, base path and theme.
  const nested = useNestedAttributes();
  // A link to another section than Syllabus: its chunk loads while the session is asked for.
  useEffect(() => {
    if (routingMode(routing) === 'hash') preloadSection(parseRoute(location.hash, SECTION_IDS, 'syllabus').section);
  }, [routing]);
  return (
    <div className="learner" part="learner">
      {!noShell && createElement('edu-header', nested)}
      <AccountGate roles={['student', 'parent', 'teacher']} what={m.gateWhat}>
        {(user) => {
          const sid = studentId || config.studentId || user.studentId || user.children?.[0];
          if (!sid) return <p className="edu-gate edu-gate__note">{m.noLearner}</p>;
          const own = user.role === 'student' && user.studentId === sid;
          return (
            <LearnerView
              studentId={sid}
              noShell={noShell}
              routing={routingMode(routing)}
              account={own ? { name: user.name, email: user.email } : undefined}
            />
          );
        }}
      </AccountGate>
      {!noShell && createElement('edu-footer', nested)}
    </div>
  );
}

interface LearnerViewProps {
  studentId: string;
  noShell: boolean;
  routing: Routing;
  /** The signed-in student's own name and email, when the dashboard is theirs. */
  account?: { name: string; email: string };
}

function LearnerView({ studentId: sid, noShell, routing, account }: LearnerViewProps) {
  const { emit, root, toast, device, basePath } = useElement();
  const pagePath = useStore($path);
  const m = useMessages(learnerMessages);
  const sidebarOpen = useStore($sidebarOpen);
  const { courses, catalogue, profile, addCourse, updateProfile } = useLearnerData(sid, account);

  const [markTests, setMarkTests] = useState(false);
  // 'Start Course' narrows the Material section to that course until the learner moves on.
  const [courseFilter, setCourseFilter] = useState<CourseFilter | null>(null);
  const [materialFocus, setMaterialFocus] = useState(0);
  const { route, go } = useSectionRoute({
    routing,
    sections: SECTION_IDS,
    fallback: DEFAULT_SECTION,
    onChange: () => {
      setMarkTests(false);
      setCourseFilter(null);
      setMaterialFocus(0);
    },
  });
  const { section } = route;
  const nav = useDashboardNav({
    current: section,
    onChoose: (id: SectionId) => {
      go({ section: id });
      setMarkTests(false);
      setCourseFilter(null);
    },
    onIntent: preloadSection,
    // After choosing an item in the drawer, focus moves to the section's heading.
    focus: () =>
      root.querySelector<HTMLElement>('.content .section__title, .content h2[tabindex]')?.focus({ preventScroll: true }),
  });
  // The shared header shows its toggle on a phone-width dashboard page only: elsewhere (a tablet
  // width, no header, or a host page at another path) the drawer needs our own.
  const headerToggles = !noShell && headerShowsToggle(basePath, pagePath, device);
  const ownToggle = nav.sidebar.drawer && !headerToggles;

  const sidebarGroups = SIDEBAR_GROUPS.map((group) => ({
    id: group.id,
    heading: m.groups[group.id],
    items: group.items.map((item) => ({ id: item, label: m.sections[item], icon: <Icon name={ITEM_ICON[item]} size={20} /> })),
  }));

  const showAllResults = (): void => {
    go({ section: 'test' });
    setMarkTests(true);
  };

  /** The Test section's own 'View All Test Results': tells the host, then marks the results card. */
  const viewAllResults = (): void => {
    emit('edu-view-all-results', { studentId: sid });
    showAllResults();
  };

  const openMaterials = (course: CourseFilter | null): void => {
    go({ section: 'material' });
    setCourseFilter(course);
    setMaterialFocus((n) => n + 1);
  };

  const startCourse = (courseId: number): void => {
    emit('edu-start-course', { courseId });
    const course = courses.find((c) => c.id === courseId);
    openMaterials(course ? { id: course.id, title: course.title, category: course.category } : null);
  };

  const viewAllMaterials = (): void => {
    emit('edu-view-all-materials', { studentId: sid });
    openMaterials(null);
  };

  const onAddCourse = (form: CourseForm): void => {
    const course = addCourse(form);
    emit('edu-course-added', { course });
    toast.success(m.courseAdded(course.title));
  };

  const onSaveProfile = (form: ProfileForm): void => {
    updateProfile(form);
    emit('edu-profile-saved', { profile: form });
    toast.success(m.profileUpdated);
  };

  const changePhoto = (): void => {
    emit('edu-change-photo', { studentId: sid });
  };

  return (
    <div className="learner__layout">
      <DashboardSidebar
        {...nav.sidebar}
        id={SIDEBAR_ID}
        label={m.navLabel}
        groups={sidebarGroups}
        closeLabel={m.closeSidebar}
        drawerTitle={m.menu}
      />
      <div className="edu-stack content" part="content">
        <Topbar name={profile.name} menuToggle={ownToggle} menuOpen={sidebarOpen} />
        {section === 'syllabus' && (
          <SyllabusSection
            courses={courses}
            catalogue={catalogue}
            onAddCourse={onAddCourse}
            onStartCourse={startCourse}
            onEditCourses={() => emit('edu-edit-courses', { studentId: sid })}
            onSeeAll={() => emit('edu-see-all-courses', { studentId: sid })}
          />
        )}
        {section === 'material' && (
          <MaterialSection
            studentId={sid}
            onViewAll={viewAllMaterials}
            course={courseFilter}
            onClearCourse={() => setCourseFilter(null)}
            focusRequest={materialFocus}
          />
        )}
        {section === 'test' && (
          <TestSection
            studentId={sid}
            marked={markTests}
            onViewAll={viewAllResults}
            testId={testIdOf(route.tab)}
            onAllTests={() => go({ section: 'test' })}
          />
        )}
        {section === 'progress' && <ProgressSection studentId={sid} onViewAllResults={showAllResults} />}
        {section === 'profile' && (
          <ProfileSection profile={profile} onSave={onSaveProfile} onChangePhoto={changePhoto} canJoin={account !== undefined} />
        )}
      </div>
    </div>
  );
}
