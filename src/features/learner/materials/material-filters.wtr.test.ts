import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowText } from 'shadow-dom-testing-library';
import type { LearnerMaterial } from '../../../contract/index.ts';
import { waitFor } from '../../../test-support/mount.ts';
import { json } from '../../../test-support/fetch-double.ts';
import { setValue } from '../../../test-support/form.ts';
import { learnerSuite, openSection, showDashboard } from '../../../test-support/learner-dashboard.ts';

const material = (name: string, course: string, classes: string[]): LearnerMaterial => ({
  name,
  course,
  category: 'Lectures',
  classes,
  description: '',
  size: 1536,
  uploaded_at: '2026-03-01T10:00:00.000Z',
  url: `/api/files/${name.length}`,
  type: 'application/pdf',
});
const LIST = [
  material('Vectors.pdf', 'Mathematics', ['Class A']),
  material('Optics.pdf', 'Physics', ['Class B']),
  material('Forces.pdf', 'Physics', ['Class A', 'Class B']),
];

describe('<edu-learner-dashboard>: Material by course and class', () => {
  const net = learnerSuite();

  it("shows each material's course and class, and filters the list by either", async () => {
    net.serve(() => json({ studyMaterials: LIST }));
    const el = await showDashboard({ 'api-base': 'http://api.test' });
    await openSection(el, 'Material');
    await findByShadowText(el, 'Vectors.pdf');
    await findByShadowText(el, 'Course: Mathematics');
    await findByShadowText(el, 'Class: Class A, Class B');
    const course = (await findByShadowRole(el, 'combobox', { name: 'Course' })) as HTMLSelectElement;
    const klass = (await findByShadowRole(el, 'combobox', { name: 'Class' })) as HTMLSelectElement;
    expect([...course.options].map((o) => o.textContent)).to.deep.equal(['All courses', 'Mathematics', 'Physics']);
    expect([...klass.options].map((o) => o.textContent)).to.deep.equal(['All classes', 'Class A', 'Class B']);

    setValue(course, 'Physics');
    await waitFor(() => queryByShadowText(el, 'Vectors.pdf') === null);
    await findByShadowText(el, 'Optics.pdf');
    await findByShadowText(el, 'Forces.pdf');

    setValue(klass, 'Class A');
    await waitFor(() => queryByShadowText(el, 'Optics.pdf') === null);
    await findByShadowText(el, 'Forces.pdf');

    setValue(course, '');
    setValue(klass, '');
    await findByShadowText(el, 'Vectors.pdf');
  });

  it("shows no filters for an older server's list, which names no course or class", async () => {
    net.serve(() => json({ studyMaterials: [{ ...LIST[0]!, course: undefined, classes: undefined }] }));
    const el = await showDashboard({ 'api-base': 'http://api.test' });
    await openSection(el, 'Material');
    await findByShadowText(el, 'Vectors.pdf');
    expect(queryByShadowText(el, 'All courses')).to.equal(null);
  });
});
