import '../../../elements/edu-material-viewer.ts';
import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import '../../../elements/edu-teacher-dashboard.ts';
import { setWidth } from '../../../test-support/mount.ts';
import { openedViewer } from '../../../test-support/viewer.ts';
import { json } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { mountTeacherDashboard } from '../../../test-support/teacher-dashboard.ts';
import { sampleMaterial } from '../../../test-support/samples.ts';
import { setValue } from '../../../test-support/form.ts';

const ALGEBRA = sampleMaterial('Lectures/Mathematics/Algebra Basics.pdf', { url: '/api/files/7' });
const snippet = [
  { text: 'solve the ', match: false },
  { text: 'quadratic equation', match: true },
];

async function openManage(): Promise<HTMLElement> {
  await setWidth(1280);
  const el = await mountTeacherDashboard();
  (await findByShadowRole(el, 'button', { name: 'Materials' }, { timeout: 10000 })).click();
  (await findByShadowRole(el, 'tab', { name: 'Manage' }, { timeout: 10000 })).click();
  return el;
}

describe('teacher materials: Manage, search in the materials', () => {
  const net = networkSuite();

  it('a search lists the hit by its title, and opening it opens the viewer at its page with the match to find', async () => {
    net.serve({
      'GET /api/getStudyMaterials/1': json({ materials: [ALGEBRA] }),
      'GET /api/materials/search': json({ hits: [{ material: ALGEBRA, page: 4, snippet }] }),
    });
    const el = await openManage();
    const field = (await findByShadowRole(el, 'searchbox', { name: 'Search in materials' })) as HTMLInputElement;
    setValue(field, 'quadratic equation');
    const hit = await findByShadowRole(el, 'button', { name: 'Algebra Basics.pdf Page 4' });
    expect(net.calls.filter((c) => c.path === '/api/materials/search').map((c) => c.search)).to.deep.equal([
      '?q=quadratic+equation',
    ]);
    hit.click();
    const { attributes } = await openedViewer(el, ['src', 'name', 'page', 'find']);
    expect(attributes).to.deep.equal({
      src: 'http://api.test/api/files/7',
      name: 'Algebra Basics.pdf',
      page: '4',
      find: 'quadratic equation',
    });
  });

  it('a hit without a usable link says so instead of opening nothing', async () => {
    const broken = { ...ALGEBRA, url: 'javascript:alert(1)' };
    net.serve({
      'GET /api/getStudyMaterials/1': json({ materials: [ALGEBRA] }),
      'GET /api/materials/search': json({ hits: [{ material: broken, page: 2, snippet }] }),
    });
    const el = await openManage();
    setValue((await findByShadowRole(el, 'searchbox', { name: 'Search in materials' })) as HTMLInputElement, 'quadratic');
    (await findByShadowRole(el, 'button', { name: 'Algebra Basics.pdf Page 2' })).click();
    await findByShadowText(el, 'Algebra Basics.pdf cannot be opened: its link is not available.');
    expect(el.shadowRoot!.querySelector('edu-material-viewer')).to.equal(null);
  });
});
