import '../../../elements/edu-material-viewer.ts';
import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { setValue } from '../../../test-support/form.ts';
import { type FetchCall, json } from '../../../test-support/fetch-double.ts';
import { learnerSuite, MATERIALS, openSection, showDashboard } from '../../../test-support/learner-dashboard.ts';
import { openedViewer } from '../../../test-support/viewer.ts';

const HIT = {
  material: MATERIALS[0],
  page: 12,
  snippet: [
    { text: 'where ', match: false },
    { text: 'Photosynthesis', match: true },
    { text: ' happens', match: false },
  ],
};

/** The learner's list, and one hit for any search. */
const server = ({ url }: FetchCall): Response =>
  url.includes('/api/materials/search') ? json({ hits: [HIT] }) : json({ studyMaterials: MATERIALS });

describe('<edu-learner-dashboard>: Material, search in the materials', () => {
  const net = learnerSuite();

  for (const width of [1280, 375]) {
    it(`at ${width} px: a search lists the hit, and opening it opens the viewer at its page with the match to find`, async () => {
      net.serve(server);
      const el = await showDashboard({ 'api-base': 'http://api.test:9000' }, width);
      // A phone shows the sections in a drawer the header's menu button opens.
      if (width < 768) (await findByShadowRole(el, 'button', { name: 'Open menu' })).click();
      await openSection(el, 'Material');
      const field = (await findByShadowRole(el, 'searchbox', { name: 'Search in materials' })) as HTMLInputElement;
      setValue(field, 'photosynthesis');
      const hit = await findByShadowRole(el, 'button', { name: 'Algebra Notes.pdf Page 12' });
      await findByShadowText(el, 'Photosynthesis', { selector: 'mark' });
      expect(net.api.calls.map((c) => c.url)).to.include('http://api.test:9000/api/materials/search?q=photosynthesis');
      hit.click();
      const { viewer, attributes } = await openedViewer(el, ['src', 'name', 'page', 'find']);
      expect(attributes).to.deep.equal({
        src: 'http://api.test:9000/api/files/a1',
        name: 'Algebra Notes.pdf',
        page: '12',
        find: 'photosynthesis',
      });
      expect(viewer.hasAttribute('open')).to.equal(true);
      const search = el.shadowRoot!.querySelector<HTMLElement>('.panel__search')!;
      expect(search.scrollWidth).to.be.at.most(search.clientWidth);
    });
  }
});
