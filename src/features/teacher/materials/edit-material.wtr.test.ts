import { expect } from 'chai';
import { findByShadowRole, findByShadowText, within } from 'shadow-dom-testing-library';
import '../../../elements/edu-teacher-dashboard.ts';
import { setWidth, waitFor } from '../../../test-support/mount.ts';
import { json, type FetchCall } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { fakeXhr } from '../../../test-support/xhr-double.ts';
import { pickFiles, setValue } from '../../../test-support/form.ts';
import { sampleMaterial } from '../../../test-support/samples.ts';
import { mountTeacherDashboard } from '../../../test-support/teacher-dashboard.ts';
import { openDialog, openTab } from '../../../test-support/open.ts';
import { TEACHER_CLASSES } from './materials-test-fixtures.ts';

const NOTES = sampleMaterial('Lectures/Mathematics/Vectors.pdf', {
  id: 41,
  url: '/api/files/41',
  description: 'Read before Monday.',
  classes: ['Class A'],
});
const SAVED = {
  ...NOTES,
  name: 'Resources/Mathematics/Vectors, part 1',
  title: 'Vectors, part 1',
  category: 'Resources',
  classes: ['Class B'],
};

let putAnswer: (call: FetchCall) => Response;
let xhr: ReturnType<typeof fakeXhr> | undefined;
const net = networkSuite(
  {
    'GET /api/classes': () => json(TEACHER_CLASSES),
    'GET /api/getStudyMaterials/1': () => json({ materials: [NOTES] }),
    'PUT /api/materials/41': (call) => putAnswer(call),
  },
  {
    before: () => (putAnswer = () => json(SAVED)),
    after: () => {
      xhr?.restore();
      xhr = undefined;
    },
  },
);

async function openEdit(): Promise<{ el: HTMLElement; dialog: HTMLElement }> {
  await setWidth(1280);
  const el = await mountTeacherDashboard();
  (await findByShadowRole(el, 'button', { name: 'Materials' }, { timeout: 10000 })).click();
  await findByShadowRole(el, 'heading', { name: 'Study Materials' }, { timeout: 10000 });
  await openTab(el, 'Manage', 'Uploaded Materials (1)');
  const dialog = await openDialog(el, await findByShadowRole(el, 'button', { name: 'Edit Vectors.pdf' }), 'Edit material');
  return { el, dialog };
}
const field = <T extends HTMLElement>(dialog: HTMLElement, role: string, name: string | RegExp): Promise<T> =>
  within(dialog).findByShadowRole(role, { name }) as Promise<T>;
const puts = () => net.calls.filter((c) => c.method === 'PUT');
const save = async (dialog: HTMLElement) => (await field(dialog, 'button', 'Save changes')).click();

describe('teacher materials: the Edit dialog', () => {
  it('shows the material as it is, with its classes (name · course · students) ticked', async () => {
    const { dialog } = await openEdit();
    expect((await field<HTMLInputElement>(dialog, 'textbox', 'Title')).value).to.equal('Vectors.pdf');
    expect((await field<HTMLTextAreaElement>(dialog, 'textbox', 'Description')).value).to.equal('Read before Monday.');
    expect((await field<HTMLSelectElement>(dialog, 'combobox', 'Category')).value).to.equal('Lectures');
    const course = await field<HTMLSelectElement>(dialog, 'combobox', 'Course');
    await waitFor(() => course.value === 'Mathematics');
    const a = await field<HTMLInputElement>(dialog, 'checkbox', 'Class A · Advanced Mathematics · 12 students');
    const b = await field<HTMLInputElement>(dialog, 'checkbox', 'Class B · 1 student');
    expect([a.checked, b.checked]).to.deep.equal([true, false]);
  });

  it('saves a new title, category and audience through PUT /api/materials/{id}, then reloads the list', async () => {
    const { el, dialog } = await openEdit();
    setValue(await field(dialog, 'textbox', 'Title'), 'Vectors, part 1');
    setValue(await field(dialog, 'combobox', 'Category'), 'Resources');
    (await field(dialog, 'checkbox', /^Class A/)).click();
    (await field(dialog, 'checkbox', /^Class B/)).click();
    const loads = net.calls.filter((c) => c.path === '/api/getStudyMaterials/1').length;
    await save(dialog);
    await findByShadowText(el, 'Saved "Vectors, part 1"');
    expect(puts().map((c) => c.body)).to.deep.equal([
      {
        title: 'Vectors, part 1',
        description: 'Read before Monday.',
        category: 'Resources',
        course: 'Mathematics',
        classes: ['Class B'],
      },
    ]);
    await waitFor(() => net.calls.filter((c) => c.path === '/api/getStudyMaterials/1').length > loads);
    await waitFor(() => !dialog.isConnected);
  });

  it('asks for a class and a title before sending anything', async () => {
    const { dialog } = await openEdit();
    (await field(dialog, 'checkbox', /^Class A/)).click();
    setValue(await field(dialog, 'textbox', 'Title'), '  ');
    await save(dialog);
    await within(dialog).findByShadowText('Choose at least one class');
    await within(dialog).findByShadowText('Enter a title');
    expect(puts()).to.deep.equal([]);
  });

  it("shows the server's refusal under the field it names, and keeps the dialog open", async () => {
    putAnswer = () =>
      json({ message: 'Invalid material: title: Lectures/Mathematics already has a material named "Taken".' }, 400);
    const { dialog } = await openEdit();
    const title = await field<HTMLInputElement>(dialog, 'textbox', 'Title');
    setValue(title, 'Taken');
    await save(dialog);
    const error = await within(dialog).findByShadowText('Lectures/Mathematics already has a material named "Taken".');
    expect(title.getAttribute('aria-invalid')).to.equal('true');
    expect(title.getAttribute('aria-describedby')).to.equal(error.id);
    expect(dialog.isConnected).to.equal(true);
  });

  it('replaces the file alone through PUT /api/materials/{id}/file', async () => {
    xhr = fakeXhr({ status: 200, body: { ...NOTES, type: 'image/png' } });
    const { el, dialog } = await openEdit();
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    pickFiles(input, [new File([new Uint8Array(64)], 'board.png', { type: 'image/png' })]);
    await within(dialog).findByShadowText(/New file: board\.png/);
    await save(dialog);
    await findByShadowText(el, 'Saved "Vectors.pdf"');
    expect(xhr.sent.map((s) => s.url)).to.deep.equal(['http://api.test/api/materials/41/file']);
    expect((xhr.sent[0]!.form.getAll('files') as File[]).map((f) => f.name)).to.deep.equal(['board.png']);
    expect(puts()).to.deep.equal([]);
  });
});
