import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import '../../../elements/edu-teacher-dashboard.ts';
import { setWidth } from '../../../test-support/mount.ts';
import { json } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { sampleMaterial } from '../../../test-support/samples.ts';
import { mountTeacherDashboard } from '../../../test-support/teacher-dashboard.ts';
import { openTab } from '../../../test-support/open.ts';

const MATERIALS = [
  sampleMaterial('Resources/Biology/Cell poster.pdf', { pages: 1, processing: 'too-large' }),
  sampleMaterial('Lectures/Mathematics/Algebra Basics.pdf', {
    pages: 12,
    processing: 'done',
    thumbnail_url: '/api/files/2/thumbnail',
  }),
];

/** Opens the Manage tab at desktop width (the narrow layout moves the sections into a menu), then narrows to `width`. */
async function openManage(width: number): Promise<HTMLElement> {
  await setWidth(1280);
  const el = await mountTeacherDashboard();
  (await findByShadowRole(el, 'button', { name: 'Materials' }, { timeout: 10000 })).click();
  await findByShadowRole(el, 'heading', { name: 'Study Materials' }, { timeout: 10000 });
  await openTab(el, 'Manage', 'Uploaded Materials (2)');
  await setWidth(width);
  return el;
}

describe('teacher materials: a file too large to preview', () => {
  networkSuite({ 'GET /api/getStudyMaterials/1': () => json({ materials: MATERIALS }) });

  for (const width of [1280, 375])
    it(`says so instead of a preview, and can still be downloaded (${width} px)`, async () => {
      const el = await openManage(width);
      const row = (await findByShadowText(el, 'Cell poster.pdf')).closest('li')!;
      expect(row.textContent).to.include('PDF · 1 page').and.include('No preview: the file is too large to preview');
      expect(row.textContent).not.to.include('Processing...');
      expect(row.querySelector('img') === null).to.equal(true);
      await findByShadowRole(row, 'button', { name: 'Download Cell poster.pdf' });
      // The note fits the row: it wraps instead of widening the page.
      const note = [...row.querySelectorAll('span')].find((s) => s.textContent?.includes('No preview'))!;
      expect(note.getBoundingClientRect().right).to.be.at.most(row.getBoundingClientRect().right + 0.5);
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      const algebra = (await findByShadowText(el, 'Algebra Basics.pdf')).closest('li')!;
      expect(algebra.textContent).not.to.include('No preview');
    });
});
