import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/edu-teacher-dashboard.ts';
import { CATALOGUE } from '../../../test-support/catalogue.ts';
import { scrollPage, setWidth, waitFor } from '../../../test-support/mount.ts';
import { json } from '../../../test-support/fetch-double.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { fakeXhr, type XhrScript } from '../../../test-support/xhr-double.ts';
import { pickFiles, setValue } from '../../../test-support/form.ts';
import { sampleMaterial } from '../../../test-support/samples.ts';
import { TEACHER_CLASSES } from './materials-test-fixtures.ts';
import { mountTeacherDashboard } from '../../../test-support/teacher-dashboard.ts';
import { openDialog, openTab } from '../../../test-support/open.ts';
import { expectEndOfVirtualList } from '../../../test-support/virtual-list.ts';

const MATERIALS = [
  sampleMaterial('Lectures/Mathematics/Algebra Basics.pdf', {
    pages: 12,
    processing: 'done',
    thumbnail_url: '/api/files/1/thumbnail',
  }),
  sampleMaterial('Exams/Biology/Cells Quiz.png', { type: 'image/png', processing: 'pending' }),
  sampleMaterial('Projects/History/README', { url: '' }),
];

async function openMaterials(): Promise<HTMLElement> {
  await setWidth(1280);
  const el = await mountTeacherDashboard();
  (await findByShadowRole(el, 'button', { name: 'Materials' }, { timeout: 10000 })).click();
  await findByShadowRole(el, 'heading', { name: 'Study Materials' }, { timeout: 10000 });
  return el;
}

const fileInput = (el: HTMLElement): HTMLInputElement => el.shadowRoot!.querySelector('input[type=file]')!;
const pdf = (name = 'notes.pdf', bytes = 262_144): File => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** Picks an option once the select has it (the Course options come with the catalogue). */
async function select(el: HTMLElement, name: string, value: string): Promise<void> {
  const field = (await findByShadowRole(el, 'combobox', { name })) as HTMLSelectElement;
  await waitFor(() => [...field.options].some((o) => o.value === value));
  setValue(field, value);
}

let xhr: ReturnType<typeof fakeXhr> | undefined;
/** Uploads are answered as `script` says for the rest of the test. */
const uploadsAnswer = (script: XhrScript): ReturnType<typeof fakeXhr> => (xhr = fakeXhr(script));
const restoreUploads = (): void => {
  xhr?.restore();
  xhr = undefined;
};

/** Picks `file` (a PDF), chooses its category, course and Class A, and presses Upload Files once it is enabled. */
async function upload(el: HTMLElement, file: string, category: string, course: string): Promise<void> {
  pickFiles(fileInput(el), [pdf(file)]);
  await select(el, 'Category', category);
  await select(el, 'Course', course);
  (await findByShadowRole(el, 'checkbox', { name: /^Class A/ })).click();
  const button = (await findByShadowRole(el, 'button', { name: 'Upload Files' })) as HTMLButtonElement;
  await waitFor(() => !button.disabled);
  button.click();
}

describe('teacher materials: Upload tab', () => {
  const net = networkSuite(
    { 'GET /api/classes': () => json(TEACHER_CLASSES), 'GET /api/getStudyMaterials/1': json({ materials: MATERIALS }) },
    { after: restoreUploads },
  );

  it('shows the drop zone texts, the selects and a disabled Upload Files button', async () => {
    const el = await openMaterials();
    expect((await findByShadowRole(el, 'tab', { name: 'Upload' })).getAttribute('aria-selected')).to.equal('true');
    await findByShadowText(el, 'Drag & drop files here');
    await findByShadowRole(el, 'button', { name: 'browse files' });
    await findByShadowText(el, 'Supported: PDF, DOC, PPT, Images, Videos (Max 50MB each)');
    const category = (await findByShadowRole(el, 'combobox', { name: 'Category' })) as HTMLSelectElement;
    expect(
      Array.from(category.options)
        .map((o) => o.value)
        .slice(1),
    ).to.deep.equal(['Assignments', 'Lectures', 'Resources', 'Exams', 'Projects']);
    const course = (await findByShadowRole(el, 'combobox', { name: 'Course' })) as HTMLSelectElement;
    // The catalogue's subjects, in its order.
    await waitFor(() => course.options.length > 1);
    expect(Array.from(course.options).map((o) => o.value)).to.deep.equal(['', ...CATALOGUE.subjects]);
    const button = (await findByShadowRole(el, 'button', { name: 'Upload Files' })) as HTMLButtonElement;
    expect(button.disabled).to.equal(true);
    await findByShadowText(el, 'Please select files, category, and course.');
  });

  it("says 'Drop files here' while dragging and takes dropped files", async () => {
    const el = await openMaterials();
    const zone = (await findByShadowText(el, 'Drag & drop files here')).closest('.drop')!;
    const dt = new DataTransfer();
    dt.items.add(pdf('dropped.pdf'));
    zone.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: dt }));
    await findByShadowText(el, 'Drop files here');
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dt }));
    await findByShadowText(el, 'dropped.pdf');
    expect(queryByShadowText(el, 'Drop files here')).to.equal(null);
  });

  it('lists selected files with size in MB, type, progress and remove; refuses too large and unsupported files', async () => {
    const el = await openMaterials();
    pickFiles(fileInput(el), [
      pdf('notes.pdf'),
      new File([new Uint8Array(52_428_801)], 'huge.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    ]);
    await findByShadowText(el, 'huge.pdf is too large. Maximum size is 50MB.');
    await findByShadowText(el, 'setup.exe is not a supported file type.');
    await findByShadowRole(el, 'heading', { name: /Selected Files/ });
    const item = (await findByShadowText(el, 'notes.pdf')).closest('li')!;
    expect(item.textContent).to.include('0.25 MB').and.include('PDF');
    const bar = await findByShadowRole(el, 'progressbar', { name: 'Upload progress for notes.pdf' });
    expect(bar.getAttribute('aria-valuenow')).to.equal('0');
    await findByShadowText(el, '0%');
    expect(queryByShadowText(el, 'huge.pdf')).to.equal(null);
    (await findByShadowRole(el, 'button', { name: 'Remove notes.pdf' })).click();
    await waitFor(() => queryByShadowText(el, 'notes.pdf') === null);
  });

  it('uploads with real progress, then toasts and clears the list', async () => {
    const sent = uploadsAnswer({
      progress: [
        [100, 1000],
        [500, 1000],
        [1000, 1000],
      ],
      status: 201,
      body: { message: 'Uploaded 1 file.', materials: [] },
    }).sent;
    const el = await openMaterials();
    await upload(el, 'notes.pdf', 'Lectures', 'Biology');
    await findByShadowRole(el, 'button', { name: 'Uploading...' });
    await waitFor(() => {
      const now = queryByShadowRole(el, 'progressbar', { name: 'Upload progress for notes.pdf' })?.getAttribute('aria-valuenow');
      return now !== '0' && now !== undefined;
    });
    await findByShadowText(el, '1 file uploaded successfully!', {}, { timeout: 4000 });
    expect(queryByShadowText(el, 'notes.pdf')).to.equal(null);
    const form = sent[0]!.form;
    expect(sent[0]!.url).to.equal('http://api.test/api/UploadStudyMaterial/1');
    expect([form.get('category'), form.get('course'), form.get('teacherId')]).to.deep.equal(['Lectures', 'Biology', '1']);
    expect(form.getAll('classes')).to.deep.equal(['Class A']);
    expect((form.getAll('files') as File[]).map((f) => f.name)).to.deep.equal(['notes.pdf']);
  });

  it("asks for one of the teacher's classes (name · course · students), and sends the title and description", async () => {
    const sent = uploadsAnswer({ status: 201, body: { message: 'Uploaded 1 file.', materials: [] } }).sent;
    const el = await openMaterials();
    pickFiles(fileInput(el), [pdf('notes.pdf')]);
    await select(el, 'Category', 'Lectures');
    await select(el, 'Course', 'Biology');
    await findByShadowText(el, 'Choose at least one class');
    const button = (await findByShadowRole(el, 'button', { name: 'Upload Files' })) as HTMLButtonElement;
    expect(button.disabled).to.equal(true);
    (await findByShadowRole(el, 'checkbox', { name: 'Class B · 1 student' })).click();
    await findByShadowRole(el, 'checkbox', { name: 'Class A · Advanced Mathematics · 12 students' });
    setValue(await findByShadowRole(el, 'textbox', { name: 'Title' }), 'Week 3: cells');
    setValue(await findByShadowRole(el, 'textbox', { name: 'Description' }), 'Read before the lab.');
    await waitFor(() => !button.disabled);
    button.click();
    await findByShadowText(el, '1 file uploaded successfully!', {}, { timeout: 4000 });
    const form = sent[0]!.form;
    expect([form.getAll('classes'), form.get('title'), form.get('description')]).to.deep.equal([
      ['Class B'],
      'Week 3: cells',
      'Read before the lab.',
    ]);
  });

  it("keeps the files and says 'Upload failed. Please try again.' on a failure", async () => {
    uploadsAnswer({ status: 500, body: { message: 'Internal server error' } });
    const el = await openMaterials();
    await upload(el, 'notes.pdf', 'Exams', 'History');
    await findByShadowText(el, 'Upload failed. Please try again.');
    await findByShadowText(el, 'notes.pdf');
    expect(((await findByShadowRole(el, 'button', { name: 'Upload Files' })) as HTMLButtonElement).disabled).to.equal(false);
  });

  const refusals = [
    {
      title: "shows the server's own refusal message (415)",
      status: 415,
      message: 'fake.pdf is not a supported file type.',
      file: 'fake.pdf',
      category: 'Exams',
      course: 'History',
    },
    {
      // A catalogue that changed on the server after the page loaded it.
      title:
        "a course outside the catalogue: shows the server's refusal naming the catalogue's subjects (400) and keeps the files",
      status: 400,
      message: 'Unknown course "Biology": course must be one of: Mathematics, Physics.',
      file: 'cells.pdf',
      category: 'Lectures',
      course: 'Biology',
      materials: [],
    },
  ];
  for (const { title, status, message, file, category, course, materials } of refusals) {
    it(title, async () => {
      uploadsAnswer({ status, body: { message } });
      if (materials)
        net.serve({ 'GET /api/classes': () => json(TEACHER_CLASSES), 'GET /api/getStudyMaterials/1': json({ materials }) });
      const el = await openMaterials();
      await upload(el, file, category, course);
      await findByShadowText(el, message);
      await findByShadowText(el, file);
    });
  }
});

describe('teacher materials: Manage tab', () => {
  let deleteAnswer: () => Response;
  const net = networkSuite(
    {
      'GET /api/classes': () => json(TEACHER_CLASSES),
      'GET /api/getStudyMaterials/1': () => json({ materials: MATERIALS }),
      'DELETE /api/deleteStudyMaterial': () => deleteAnswer(),
    },
    { before: () => (deleteAnswer = () => json({ message: 'Deleted' })) },
  );

  const openManage = async (): Promise<HTMLElement> => openTab(await openMaterials(), 'Manage', 'Uploaded Materials (3)');

  it('10,000 materials grow the page: only the rows near the window exist, the page scrolls to the last, the column names stay in view', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => sampleMaterial(`Lectures/Mathematics/Worksheet ${i + 1}.pdf`));
    net.serve({ 'GET /api/getStudyMaterials/1': () => json({ materials: many }) });
    await setWidth(1600);
    const el = await mountTeacherDashboard();
    (await findByShadowRole(el, 'button', { name: 'Materials' }, { timeout: 10000 })).click();
    (await findByShadowRole(el, 'tab', { name: 'Manage' }, { timeout: 10000 })).click();
    await findByShadowRole(el, 'heading', { name: 'Uploaded Materials (10000)' }, { timeout: 10000 });
    await findByShadowText(el, 'Worksheet 1.pdf');
    const rows = () => el.shadowRoot!.querySelectorAll('li.mrow').length;
    expect(rows()).to.be.greaterThan(3).and.lessThan(40);
    // No box of its own: the page is as tall as the 10,000 rows.
    expect(document.documentElement.scrollHeight).to.be.greaterThan(10_000 * 60);
    await expectEndOfVirtualList(el, {
      total: 10_000,
      first: 'Worksheet 1.pdf',
      last: 'Worksheet 10000.pdf',
      count: rows,
      most: 40,
    });
    // The column names (a wide list shows them) stay just under the site header's height.
    const columns = (await findByShadowText(el, 'Title', { selector: '.mlist__head span' })).parentElement!;
    expect(columns.textContent).to.include('Category').and.include('Size');
    expect(Math.round(columns.getBoundingClientRect().top)).to.equal(64);
  });

  it('a server that pages: the heading counts every material, the rest load as the list scrolls, the title search goes to the server', async () => {
    const all = Array.from({ length: 120 }, (_, i) => sampleMaterial(`Lectures/Mathematics/Sheet ${i + 1}.pdf`));
    net.serve({
      'GET /api/getStudyMaterials/1': ({ query }) => {
        const found = all.filter((m) => m.name.toLowerCase().includes((query.q ?? '').toLowerCase()));
        const from = Number(query.cursor ?? 0);
        const limit = Number(query.limit ?? 50);
        const next = from + limit < found.length ? String(from + limit) : null;
        return json({ materials: found.slice(from, from + limit), total: found.length, nextCursor: next });
      },
    });
    const el = await openMaterials();
    (await findByShadowRole(el, 'tab', { name: 'Manage' })).click();
    await findByShadowRole(el, 'heading', { name: 'Uploaded Materials (120)' }, { timeout: 10000 });
    // The Manage list's pages (the Dashboard's count asks for one row).
    const pages = () => net.calls.filter((c) => c.path === '/api/getStudyMaterials/1' && c.query.limit !== '1');
    expect(pages().map((c) => c.query.limit)).to.deep.equal(['50']);
    // Each scroll to the end brings the next page.
    for (let loaded = 1; loaded < 3; loaded++) {
      await scrollPage(document.documentElement.scrollHeight);
      await waitFor(() => el.shadowRoot!.querySelector(`li.mrow[aria-posinset="${50 * loaded + 1}"]`), 10000);
    }
    await expectEndOfVirtualList(el, {
      total: 120,
      first: 'Sheet 1.pdf',
      last: 'Sheet 120.pdf',
      count: () => el.shadowRoot!.querySelectorAll('li.mrow').length,
      most: 40,
    });
    expect(pages().map((c) => c.query.cursor)).to.deep.equal([undefined, '50', '100']);

    await setValue((await findByShadowRole(el, 'searchbox', { name: 'Search materials' })) as HTMLInputElement, 'sheet 11');
    await findByShadowRole(el, 'heading', { name: 'Uploaded Materials (11)' }, { timeout: 10000 });
    await waitFor(() => pages().some((c) => c.query.q === 'sheet 11'));
    await findByShadowText(el, 'Sheet 119.pdf');
  });

  it('Tab walks the Manage list row by row past the rows first in the DOM, the page following the focus', async () => {
    const many = Array.from({ length: 500 }, (_, i) => sampleMaterial(`Lectures/Mathematics/Worksheet ${i + 1}.pdf`));
    net.serve({ 'GET /api/getStudyMaterials/1': () => json({ materials: many }) });
    const el = await openMaterials();
    (await findByShadowRole(el, 'tab', { name: 'Manage' })).click();
    (await findByShadowRole(el, 'button', { name: 'Download Worksheet 1.pdf' }, { timeout: 10000 })).focus();
    const rowsAtFirst = el.shadowRoot!.querySelectorAll('li.mrow').length;
    // Download, Edit, Delete per row.
    for (let i = 0; i < 3 * rowsAtFirst; i++) await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal(`Download Worksheet ${rowsAtFirst + 1}.pdf`);
    const focused = el.shadowRoot!.activeElement!.getBoundingClientRect();
    expect(focused.top >= 0 && focused.bottom <= innerHeight).to.equal(true);
    expect(window.scrollY).to.be.greaterThan(0);
  });

  it('lists the materials with title, type, category, course, date and size', async () => {
    const el = await openManage();
    await findByShadowText(el, 'Algebra Basics.pdf');
    await findByShadowText(el, 'Cells Quiz.png');
    expect((await findByShadowText(el, 'README')).closest('li')!.textContent).to.include('FILE');
    expect((await findByShadowText(el, 'Cells Quiz.png')).closest('li')!.textContent).to.include('PNG');
    expect((await findByShadowText(el, 'Algebra Basics.pdf')).closest('li')!.textContent)
      .to.include('Lectures')
      .and.include('Mathematics')
      .and.include('2 KB')
      .and.include(
        new Date('2025-01-15T09:30:00.000Z').toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' }),
      );
    expect(net.calls.filter((c) => c.path === '/api/getStudyMaterials/1').length).to.be.greaterThan(0);
  });

  it('shows page 1 in small with the page count, and Processing... while the server reads a file', async () => {
    const el = await openManage();
    const algebra = (await findByShadowText(el, 'Algebra Basics.pdf')).closest('li')!;
    expect(algebra.textContent).to.include('PDF · 12 pages');
    expect(algebra.querySelector('img')!.getAttribute('src')).to.match(/\/api\/files\/1\/thumbnail$/);
    const quiz = (await findByShadowText(el, 'Cells Quiz.png')).closest('li')!;
    expect(quiz.textContent).to.include('Processing...');
    expect(quiz.querySelector('img') === null).to.equal(true);
  });

  it("searches the title ignoring case, filters (courses: the catalogue's subjects), refetches on filter change and shows the empty text", async () => {
    const el = await openManage();
    const course = (await findByShadowRole(el, 'combobox', { name: 'Course' })) as HTMLSelectElement;
    await waitFor(() => course.options.length > 1);
    expect(Array.from(course.options).map((o) => o.textContent)).to.deep.equal(['All', ...CATALOGUE.subjects]);
    const search = (await findByShadowRole(el, 'searchbox', { name: 'Search materials' })) as HTMLInputElement;
    expect(search.placeholder).to.equal('Search materials...');
    setValue(search, 'ALGEBRA');
    await findByShadowRole(el, 'heading', { name: 'Uploaded Materials (1)' });
    setValue(search, '');
    const before = net.calls.length;
    await select(el, 'Category', 'Exams');
    await findByShadowRole(el, 'heading', { name: 'Uploaded Materials (1)' });
    await waitFor(() => net.calls.length > before);
    await select(el, 'Course', 'English');
    await findByShadowText(el, 'No materials found matching your criteria.');
    await findByShadowRole(el, 'heading', { name: 'Uploaded Materials (0)' });
  });

  for (const [button, notice] of [['Download README', 'Download link not available for README']] as const) {
    it(`${button} shows: ${notice}`, async () => {
      const el = await openManage();
      (await findByShadowRole(el, 'button', { name: button })).click();
      await findByShadowText(el, notice);
    });
  }

  it('confirms a delete in an alertdialog, cancels back to the button, deletes and reloads', async () => {
    const el = await openManage();
    const del = await findByShadowRole(el, 'button', { name: 'Delete Algebra Basics.pdf' });
    const dialog = await openDialog(el, del, 'Delete material', 'alertdialog');
    expect(dialog.textContent).to.include('Are you sure you want to delete "Algebra Basics.pdf"? This action cannot be undone.');
    (await findByShadowRole(el, 'button', { name: 'Cancel' })).click();
    await waitFor(() => queryByShadowRole(el, 'alertdialog') === null);
    expect(el.shadowRoot!.activeElement).to.equal(del);

    const loads = net.calls.filter((c) => c.method === 'GET').length;
    del.click();
    (await findByShadowRole(el, 'button', { name: 'Delete' })).click();
    await findByShadowText(el, 'Deleting "Algebra Basics.pdf"...');
    await waitFor(() => net.calls.some((c) => c.method === 'DELETE'));
    expect(net.calls.find((c) => c.method === 'DELETE')!.body).to.deep.equal({
      fileName: 'Lectures/Mathematics/Algebra Basics.pdf',
    });
    await waitFor(() => net.calls.filter((c) => c.method === 'GET').length > loads);
    await findByShadowText(el, 'Material deleted "Algebra Basics.pdf" successfully!', {}, { timeout: 4000 });
  });

  it('closes the dialog with Escape and reports server and network failures', async () => {
    const el = await openManage();
    (await findByShadowRole(el, 'button', { name: 'Delete Cells Quiz.png' })).click();
    await findByShadowRole(el, 'alertdialog');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => queryByShadowRole(el, 'alertdialog') === null);

    deleteAnswer = () => json({ message: 'Study material not found' }, 404);
    (await findByShadowRole(el, 'button', { name: 'Delete Cells Quiz.png' })).click();
    (await findByShadowRole(el, 'button', { name: 'Delete' })).click();
    await findByShadowText(el, 'Failed to delete "Cells Quiz.png": Study material not found');

    deleteAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    (await findByShadowRole(el, 'button', { name: 'Delete Cells Quiz.png' })).click();
    (await findByShadowRole(el, 'button', { name: 'Delete' })).click();
    await findByShadowText(el, 'An error occurred while deleting "Cells Quiz.png". Please try again.');
  });

  it("shows 'Loading materials...' and an empty list when the fetch fails", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    net.serve({ 'GET /api/getStudyMaterials/1': async () => (await gate, json({ message: 'down' }, 500)) });
    const el = await openMaterials();
    (await findByShadowRole(el, 'tab', { name: 'Manage' })).click();
    await findByShadowText(el, 'Loading materials...');
    release();
    await findByShadowText(el, 'No materials found matching your criteria.');
    await findByShadowRole(el, 'heading', { name: 'Uploaded Materials (0)' });
  });
});
