import { expect } from 'chai';
import {
  findAllByShadowRole,
  findByShadowRole,
  findByShadowText,
  queryByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import { sendKeys } from '@web/test-runner-commands';
import { CATALOGUE } from '../../../test-support/catalogue.ts';
import { cleanup, waitFor } from '../../../test-support/mount.ts';
import { json } from '../../../test-support/fetch-double.ts';
import { recordEvents } from '../../../test-support/events.ts';
import { learnerSuite, showDashboard } from '../../../test-support/learner-dashboard.ts';
import { openDialog } from '../../../test-support/open.ts';

describe('<edu-learner-dashboard>: Syllabus', () => {
  const net = learnerSuite();

  it('shows each sample course: title, instructor, category chip, % complete chip, bar and Start Course', async () => {
    const el = await showDashboard();
    const titles = await findAllByShadowRole(el, 'heading', { level: 3 });
    expect(titles.map((h) => h.textContent)).to.deep.equal(['Advanced Mathematics', 'Physics Fundamentals', 'Organic Chemistry']);
    for (const [title, instructor, category, pct] of [
      ['Advanced Mathematics', 'Dr. Sarah Wilson', 'Mathematics', 75],
      ['Physics Fundamentals', 'Prof. Michael Chen', 'Physics', 45],
      ['Organic Chemistry', 'Dr. Emily Brown', 'Chemistry', 90],
    ] as const) {
      const card = await findByShadowRole(el, 'article', { name: title });
      await findByShadowText(card, instructor);
      await findByShadowText(card, category);
      await findByShadowText(card, `${pct}% complete`);
      const bar = await findByShadowRole(card, 'progressbar', { name: `${title} progress` });
      expect(bar.getAttribute('aria-valuenow')).to.equal(String(pct));
      await findByShadowRole(card, 'button', { name: 'Start Course' });
    }
  });

  it("takes the sample courses' titles, subjects and instructors from the server's catalogue, keeping their progress", async () => {
    const courses = CATALOGUE.courses.map((c) =>
      c.id === 'physics-fundamentals' ? { ...c, title: 'Mechanics and Waves', instructor: 'Dr. Ravi Iyer' } : c,
    );
    net.serve(undefined, {
      'GET /api/catalogue': json({ ...CATALOGUE, courses: courses.filter((c) => c.id !== 'organic-chemistry') }),
    });
    const el = await showDashboard({ 'api-base': 'http://renamed.test' });
    const card = await findByShadowRole(el, 'article', { name: 'Mechanics and Waves' });
    await findByShadowText(card, 'Dr. Ravi Iyer');
    await findByShadowText(card, 'Physics');
    await findByShadowText(card, '45% complete');
    expect((await findAllByShadowRole(el, 'heading', { level: 3 })).map((h) => h.textContent)).to.deep.equal([
      'Advanced Mathematics',
      'Mechanics and Waves',
    ]);
  });

  it('says when the catalogue cannot be loaded, keeps the added courses, and shows the samples after Try again', async () => {
    localStorage.setItem(
      'edu-learner:S001:courses',
      JSON.stringify([{ id: 4, title: 'Botany', category: 'Plants', instructor: 'Dr. Ada Lee', progress: 10 }]),
    );
    let up = false;
    net.serve(undefined, { 'GET /api/catalogue': () => (up ? json(CATALOGUE) : json({ message: 'Database offline' }, 500)) });
    const el = await showDashboard({ 'api-base': 'http://down.test' });
    const alert = await findByShadowText(el, /^Could not load the subjects and courses: Database offline/, {
      selector: '[role="alert"]',
    });
    expect((await findAllByShadowRole(el, 'heading', { level: 3 })).map((h) => h.textContent)).to.deep.equal(['Botany']);
    up = true;
    (await findByShadowRole(alert, 'button', { name: 'Try again' })).click();
    await findByShadowRole(el, 'article', { name: 'Organic Chemistry' });
    expect((await findAllByShadowRole(el, 'heading', { level: 3 })).map((h) => h.textContent)).to.deep.equal([
      'Advanced Mathematics',
      'Physics Fundamentals',
      'Organic Chemistry',
      'Botany',
    ]);
    expect(queryByShadowText(el, /Could not load the subjects and courses/)).to.equal(null);
  });

  it('Edit and See all courses tell the host (typed events), with no visible change', async () => {
    const el = await showDashboard();
    const edit = recordEvents('edu-edit-courses');
    const all = recordEvents('edu-see-all-courses');
    (await findByShadowRole(el, 'button', { name: 'Edit' })).click();
    (await findByShadowRole(el, 'button', { name: 'See all courses' })).click();
    edit.stop();
    all.stop();
    expect(edit.details).to.deep.equal([{ studentId: 'S001' }]);
    expect(all.details).to.deep.equal([{ studentId: 'S001' }]);
    expect(queryByShadowRole(el, 'dialog')).to.equal(null);
    await findByShadowRole(el, 'heading', { name: 'My Courses' });
  });

  it("Start Course tells the host and opens the course's materials; View All Materials shows them all", async () => {
    net.serve(() =>
      json({
        studyMaterials: [
          {
            name: 'Physics Lab Manual.pdf',
            size: 2048,
            uploaded_at: '2024-03-10T09:30:00.000Z',
            url: '/api/files/p1',
            type: 'application/pdf',
          },
          {
            name: 'Organic Chemistry Notes.pdf',
            size: 2048,
            uploaded_at: '2024-03-09T09:30:00.000Z',
            url: '/api/files/c1',
            type: 'application/pdf',
          },
        ],
      }),
    );
    const el = await showDashboard();
    const start = recordEvents<{ courseId: number }>('edu-start-course');
    const card = await findByShadowRole(el, 'article', { name: 'Physics Fundamentals' });
    (await findByShadowRole(card, 'button', { name: 'Start Course' })).click();
    start.stop();
    expect(start.details).to.deep.equal([{ courseId: 2 }]);

    const heading = await findByShadowRole(el, 'heading', { name: 'Material' });
    await findByShadowText(el, 'Physics Lab Manual.pdf');
    expect((await findByShadowText(el, 'Physics Fundamentals', { selector: 'strong' })).closest('p')!.textContent).to.equal(
      'Showing materials for Physics Fundamentals',
    );
    expect(queryByShadowText(el, 'Organic Chemistry Notes.pdf')).to.equal(null);
    expect((await findByShadowRole(el, 'button', { name: 'Material' })).getAttribute('aria-current')).to.equal('page');
    expect(location.hash).to.equal('#material');
    await waitFor(() => el.shadowRoot!.activeElement === heading);

    const viewAll = recordEvents('edu-view-all-materials');
    (await findByShadowRole(el, 'button', { name: 'View All Materials' })).click();
    viewAll.stop();
    expect(viewAll.details).to.deep.equal([{ studentId: 'S001' }]);
    await findByShadowText(el, 'Organic Chemistry Notes.pdf');
    await findByShadowText(el, 'Physics Lab Manual.pdf');
    expect(el.shadowRoot!.textContent).not.to.include('Showing materials for');
  });

  it('Start Course for a course without materials says so, and Show all materials brings the rest', async () => {
    const el = await showDashboard();
    const card = await findByShadowRole(el, 'article', { name: 'Organic Chemistry' });
    (await findByShadowRole(card, 'button', { name: 'Start Course' })).click();
    await findByShadowText(el, 'No materials found for Organic Chemistry.');
    (await findByShadowRole(el, 'button', { name: 'Show all materials' })).click();
    await findByShadowText(el, 'Algebra Notes.pdf');
  });

  it('Add New Course: fields, placeholder, required rules, Escape and focus return', async () => {
    const el = await showDashboard();
    const opener = await findByShadowRole(el, 'button', { name: 'Add another course' });
    const dialog = await openDialog(el, opener, 'Add New Course');
    const title = await findByShadowRole(dialog, 'textbox', { name: /Course Title/ });
    await waitFor(() => el.shadowRoot!.activeElement === title);
    const category = await findByShadowRole(dialog, 'textbox', { name: /Category/ });
    expect(category.getAttribute('placeholder')).to.equal('e.g., Mathematics, Physics');
    await findByShadowRole(dialog, 'textbox', { name: /Instructor/ });
    await findByShadowRole(dialog, 'button', { name: 'Cancel' });
    (await findByShadowRole(dialog, 'button', { name: 'Add Course' })).click();
    await findByShadowText(dialog, 'Course title is required');
    await findByShadowText(dialog, 'Category is required');
    await findByShadowText(dialog, 'Instructor is required');
    expect(title.getAttribute('aria-invalid')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    await waitFor(() => el.shadowRoot!.activeElement === opener);
  });

  it('adding a course shows it, closes the modal, and keeps it across a reload', async () => {
    const el = await showDashboard();
    (await findByShadowRole(el, 'button', { name: 'Add another course' })).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Add New Course' });
    const type = async (name: RegExp, value: string) => {
      const input = (await findByShadowRole(dialog, 'textbox', { name })) as HTMLInputElement;
      input.focus();
      document.execCommand('insertText', false, value);
    };
    await type(/Course Title/, 'Cell Biology');
    await type(/Category/, 'Biology');
    await type(/Instructor/, 'Dr. Ada Lee');
    const added = recordEvents('edu-course-added');
    (await findByShadowRole(dialog, 'button', { name: 'Add Course' })).click();
    added.stop();
    await waitFor(() => !queryByShadowRole(el, 'dialog'));
    const card = await findByShadowRole(el, 'article', { name: 'Cell Biology' });
    await findByShadowText(card, 'Dr. Ada Lee');
    await findByShadowText(card, '0% complete');
    expect(added.details).to.deep.equal([
      { course: { id: 4, title: 'Cell Biology', category: 'Biology', instructor: 'Dr. Ada Lee', progress: 0 } },
    ]);

    cleanup(); // "reload": a fresh element reads the browser's storage
    const again = await showDashboard();
    await findByShadowRole(again, 'article', { name: 'Cell Biology' });
    (await findByShadowRole(again, 'button', { name: 'Add another course' })).click();
    const reopened = await findByShadowRole(again, 'dialog', { name: 'Add New Course' });
    expect(((await findByShadowRole(reopened, 'textbox', { name: /Course Title/ })) as HTMLInputElement).value).to.equal('');
  });

  it('corrupt storage falls back to the sample courses', async () => {
    localStorage.setItem('edu-learner:S001:courses', '{not json');
    const el = await showDashboard();
    expect((await findAllByShadowRole(el, 'button', { name: 'Start Course' })).length).to.equal(3);
  });
});
