import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { json } from '../../../test-support/fetch-double.ts';
import { learnerSuite, openSection, showDashboard } from '../../../test-support/learner-dashboard.ts';
import { waitFor } from '../../../test-support/mount.ts';

async function typeCode(input: HTMLElement, value: string): Promise<void> {
  (input as HTMLInputElement).focus();
  (input as HTMLInputElement).select();
  document.execCommand('insertText', false, value);
}

describe('<edu-learner-dashboard>: joining a class by its code', () => {
  const suite = learnerSuite();

  it('checks the code before sending it, shows the server refusal on the field, then says which class was joined', async () => {
    let answer = json({ message: 'No class has this code.' }, 404);
    const api = suite.serve(undefined, { 'POST /api/classes/join': () => answer.clone() });
    const el = await showDashboard();
    await openSection(el, 'Profile');
    const card = await findByShadowRole(el, 'article', { name: 'Join a class' });
    const code = await findByShadowRole(card, 'textbox', { name: 'Class code' });
    const join = await findByShadowRole(card, 'button', { name: 'Join' });

    join.click();
    await findByShadowText(card, 'Enter the class code');
    await typeCode(code, 'ab!');
    join.click();
    await findByShadowText(card, 'A class code has 8 letters and digits');
    expect(api.calls.filter((c) => c.path === '/api/classes/join')).to.have.length(0);

    await typeCode(code, 'WRONG234');
    join.click();
    await findByShadowText(card, 'No class has this code.');
    expect(code.getAttribute('aria-invalid')).to.equal('true');

    answer = json({ message: 'Joined Class A.', class: { id: 1, name: 'Class A' } });
    await typeCode(code, 'hkq7m2pa');
    join.click();
    await findByShadowText(card, 'You joined Class A. Its materials and tests are now in your lists.');
    const sent = api.calls.filter((c) => c.path === '/api/classes/join').at(-1)!;
    expect(sent.body).to.deep.equal({ code: 'hkq7m2pa' });
    await waitFor(() => expect((code as HTMLInputElement).value).to.equal(''));
  });
});
