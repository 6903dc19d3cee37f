import type { ComponentType } from 'react';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { lazyComponent } from '../../../lib/lazy-component.tsx';
import { learnerMessages } from '../shared/messages.ts';
import type { SectionId } from '../shared/model.ts';
import { LoadingLine } from '../../../lib/loading-line.tsx';

function SectionLoading({ section }: { section: SectionId }) {
  const m = useMessages(learnerMessages);
  return <LoadingLine className="section-loading" text={m.loadingSection(m.sections[section])} />;
}

/*
 * The dashboard's first paint needs only the Syllabus section (the default): every other
 * section and the modals are chunks of their own, fetched when the pointer or focus reaches
 * what opens them (or on the click itself). A failed load names the section in the element's
 * language.
 */
const section = <P extends object>(id: SectionId, load: () => Promise<ComponentType<P>>) =>
  lazyComponent(load, {
    label: (texts) => {
      const m = texts(learnerMessages);
      return m.sectionPart(m.sections[id]);
    },
    fallback: <SectionLoading section={id} />,
  });

export const MaterialSection = section(
  'material',
  async () => (await import('../materials/material-section.tsx')).MaterialSection,
);
export const TestSection = section('test', async () => (await import('../tests/test-section.tsx')).TestSection);
export const ProgressSection = section(
  'progress',
  async () => (await import('../progress/progress-section.tsx')).ProgressSection,
);
export const ProfileSection = section('profile', async () => (await import('../profile/profile-section.tsx')).ProfileSection);
export const AddCourseModal = lazyComponent(async () => (await import('../profile/add-course-modal.tsx')).AddCourseModal, {
  label: (texts) => texts(learnerMessages).addCourseForm,
});

const BY_SECTION: Partial<Record<SectionId, { preload(): Promise<unknown> }>> = {
  material: MaterialSection,
  test: TestSection,
  progress: ProgressSection,
  profile: ProfileSection,
};

/** Starts fetching a section's chunk ahead of the click; a failure shows when it renders. */
export function preloadSection(id: SectionId): void {
  BY_SECTION[id]?.preload().catch(() => undefined);
}
