import type { ComponentType } from 'react';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import type { SectionId } from './model.ts';

const loading = (label: string) => (
  <p className="section-loading" role="status">
    <span className="edu-spinner" aria-hidden="true" /> Loading {label}...
  </p>
);

/*
 * The dashboard's first paint needs only the Syllabus section (the default): every other
 * section and the modals are chunks of their own, fetched when the pointer or focus reaches
 * what opens them (or on the click itself).
 */
const section = <P extends object>(label: string, load: () => Promise<ComponentType<P>>) =>
  lazyComponent(load, { label: `the ${label} section`, fallback: loading(label) });

export const MaterialSection = section('Material', async () => (await import('./material-section.tsx')).MaterialSection);
export const TestSection = section('Test', async () => (await import('./test-section.tsx')).TestSection);
export const ProgressSection = section('Progress', async () => (await import('./progress-section.tsx')).ProgressSection);
export const ProfileSection = section('Profile', async () => (await import('./profile-section.tsx')).ProfileSection);
export const AddCourseModal = lazyComponent(async () => (await import('./add-course-modal.tsx')).AddCourseModal, {
  label: 'the Add course form',
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
