import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryAllByShadowText, queryByShadowRole, within } from 'shadow-dom-testing-library';
import { cleanup, waitFor } from '../../../test-support/mount.ts';
import { learnerSuite, openSection, showDashboard } from '../../../test-support/learner-dashboard.ts';
import { recordEvents } from '../../../test-support/events.ts';
import { termPairs } from '../../../test-support/read.ts';

async function replaceText(input: HTMLElement, value: string): Promise<void> {
  (input as HTMLInputElement).focus();
  (input as HTMLInputElement).select();
  if (value === '') document.execCommand('delete');
  else document.execCommand('insertText', false, value);
}

describe('<edu-learner-dashboard>: Profile', () => {
  learnerSuite();

  it("'My Profile': initials, camera, name, bio, level bar and contact details; one Weekly Streak, beside the card", async () => {
    const el = await showDashboard();
    await openSection(el, 'Profile');
    const card = (await findByShadowRole(el, 'heading', { name: 'My Profile' })).closest('article')!;
    await findByShadowText(card, 'AJ');
    await findByShadowRole(card, 'heading', { name: 'Alex Johnson' });
    await findByShadowText(card, /Passionate learner/);
    await findByShadowText(card, 'Level 12');
    expect((await findByShadowRole(card, 'progressbar', { name: 'Level 12 progress' })).getAttribute('aria-valuenow')).to.equal(
      '75',
    );
    expect(queryAllByShadowText(el, 'Weekly Streak')).to.have.length(1);
    expect(card.textContent).to.not.include('Weekly Streak');
    const photo = recordEvents('edu-change-photo');
    (await findByShadowRole(card, 'button', { name: 'Change photo' })).click();
    photo.stop();
    expect(photo.details).to.deep.equal([{ studentId: 'S001' }]);
  });

  it('Weekly Streak version B: 7 circles M T W T F S S, the last 5 filled, and the message', async () => {
    const el = await showDashboard();
    await openSection(el, 'Profile');
    const widget = await findByShadowRole(el, 'article', { name: 'Weekly Streak' });
    await findByShadowText(widget, '5 days');
    const days = within(await findByShadowRole(widget, 'list', { name: 'This week' })).getAllByShadowRole('listitem');
    // Each day shows its letter; a screen reader hears whether it was learned.
    expect(days.map((d) => d.textContent).join(' ')).to.equal('Mnot yet Tnot yet Wlearned Tlearned Flearned Slearned Slearned');
    await findByShadowText(widget, "Keep going! You're on a 5-day streak!");
  });

  it('Edit Profile: avatar letter, fields, Bio placeholder and 3 rows, and the rules', async () => {
    const el = await showDashboard();
    await openSection(el, 'Profile');
    (await findByShadowRole(el, 'button', { name: 'Edit' })).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Edit Profile' });
    await within(dialog).findByShadowText('A'); // the avatar letter
    const name = await findByShadowRole(dialog, 'textbox', { name: /Full Name/ });
    expect((name as HTMLInputElement).value).to.equal('Alex Johnson');
    await findByShadowRole(dialog, 'textbox', { name: /Email/ });
    await findByShadowRole(dialog, 'textbox', { name: 'Phone' });
    await findByShadowRole(dialog, 'textbox', { name: 'Location' });
    const bio = (await findByShadowRole(dialog, 'textbox', { name: 'Bio' })) as HTMLTextAreaElement;
    expect(bio.tagName).to.equal('TEXTAREA');
    expect(bio.rows).to.equal(3);
    expect(bio.placeholder).to.equal('Tell us about yourself');
    await findByShadowRole(dialog, 'button', { name: 'Cancel' });

    await replaceText(name, '');
    await waitFor(() => within(dialog).queryByShadowText('U') && !within(dialog).queryByShadowText('A'));
    const email = await findByShadowRole(dialog, 'textbox', { name: /Email/ });
    await replaceText(email, 'not-an-email');
    (await findByShadowRole(dialog, 'button', { name: 'Save Changes' })).click();
    await findByShadowText(dialog, 'Name is required');
    await findByShadowText(dialog, 'Please enter a valid email address');
    await replaceText(email, '');
    (await findByShadowRole(dialog, 'button', { name: 'Save Changes' })).click();
    await findByShadowText(dialog, 'Email is required');

    (await findByShadowRole(dialog, 'button', { name: 'Cancel' })).click();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    await findByShadowRole(el, 'heading', { name: 'Alex Johnson' }); // nothing changed
  });

  it('saving replaces the profile on screen and keeps it across a reload', async () => {
    const el = await showDashboard();
    await openSection(el, 'Profile');
    (await findByShadowRole(el, 'button', { name: 'Edit' })).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Edit Profile' });
    await replaceText(await findByShadowRole(dialog, 'textbox', { name: /Full Name/ }), 'Priya <b>Nair</b>');
    await replaceText(await findByShadowRole(dialog, 'textbox', { name: /Email/ }), 'priya@school.edu');
    await replaceText(await findByShadowRole(dialog, 'textbox', { name: 'Phone' }), '+91 98765 43210');
    await replaceText(await findByShadowRole(dialog, 'textbox', { name: 'Location' }), 'Pune');
    await replaceText(await findByShadowRole(dialog, 'textbox', { name: 'Bio' }), 'Loves chemistry.');
    const saved = recordEvents('edu-profile-saved');
    (await findByShadowRole(dialog, 'button', { name: 'Save Changes' })).click();
    saved.stop();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    await findByShadowRole(el, 'heading', { name: 'Priya <b>Nair</b>' }); // markup stays text
    await findByShadowText(el, 'Loves chemistry.');
    // The contact details given are shown in the card, each with its label.
    const card = (await findByShadowRole(el, 'heading', { name: 'My Profile' })).closest('article')!;
    expect(termPairs(card)).to.deep.equal([
      ['Email', 'priya@school.edu'],
      ['Phone', '+91 98765 43210'],
      ['Location', 'Pune'],
    ]);
    await within(card).findByShadowText(/^P.$/); // the initials
    await findByShadowText(el, "Welcome back, Priya <b>Nair</b>! Here's your personalized learning overview.");
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
    expect(saved.details.length).to.equal(1);

    cleanup();
    const again = await showDashboard();
    await findByShadowText(again, "Welcome back, Priya <b>Nair</b>! Here's your personalized learning overview.");
    await openSection(again, 'Profile');
    await findByShadowText(again, 'Loves chemistry.');
    await findByShadowText(again, 'Level 12');
  });
});
