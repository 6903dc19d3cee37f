import { expect, test, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../setup/chromium.mjs';
import { deepElementAtInPage, expectNoHorizontalOverflow, signInAs, type DemoAccount } from './helpers.ts';

// The dashboards as an LMS shows them: in an iframe 700 to 900 px wide in a 1280 px window (Moodle
// frames the tool at 883 px). A real frame of a page on the portal's own server, so every width
// the widgets see (the element's own, the viewport their dialogs are sized by) is the frame's,
// as in the LMS. In every section and every dialog nothing sticks out sideways, nothing is cut
// off and nothing covers what it must not.
const FRAME_WIDTHS = [700, 883] as const;
/** The widths an LMS column may give the tool, 25 px apart. */
const SWEEP = Array.from({ length: 9 }, (_, i) => 700 + i * 25);

// Scrollbars take their room, as in a desktop browser: the frame's content is narrower than its width.
test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: { ...chromiumLaunchOptions(), ignoreDefaultArgs: ['--hide-scrollbars'] },
});

interface Framed {
  app: FrameLocator;
  frame: Frame;
}

/** Signs in as `as` and opens a page of the portal's server whose body is one iframe of `path`, `width` px wide. */
async function framed(page: Page, as: DemoAccount, path: string, width: number): Promise<Framed> {
  await signInAs(page, as);
  await page.route('/frame-host', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title></head>
<body style="margin:0"><iframe id="lms-frame" title="Edu portal" src="${path}" style="display:block;border:0;width:${width}px;height:860px"></iframe></body></html>`,
    }),
  );
  await page.goto('/frame-host');
  const app = page.frameLocator('#lms-frame');
  await expect(app.locator('h1').first()).toBeVisible();
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  return { app, frame };
}

/** Resizes the frame, as an LMS whose column narrows or widens. */
async function setFrameWidth(page: Page, frame: Frame, width: number): Promise<void> {
  await page.locator('#lms-frame').evaluate((f, w) => void ((f as HTMLElement).style.width = `${w}px`), width);
  await expect.poll(() => frame.evaluate(() => innerWidth)).toBe(width);
}

/**
 * What in `dialog` does not show whole, each named with its text and place: the dialog reaching past the
 * frame's sides, an element sticking out of the dialog's box sideways (unless it is in a box
 * that scrolls sideways inside the dialog: that scroll reaches it), and text its own box cuts short.
 */
function cutOff(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((dlg) => {
    const box = dlg.getBoundingClientRect();
    const found: string[] = [];
    const said = (el: Element): string => {
      const r = el.getBoundingClientRect();
      const what = `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
      return `${what} "${(el.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(r.left)}..${Math.round(r.right)} of ${Math.round(box.left)}..${Math.round(box.right)}`;
    };
    const scrollsSideways = (el: Element): boolean => {
      const s = getComputedStyle(el);
      return (s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth;
    };
    if (box.left < -0.5 || box.right > innerWidth + 0.5) found.push(`the dialog: ${said(dlg)}`);
    for (const el of dlg.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden') continue;
      let scrolled = false;
      for (let a = el.parentElement; a && a !== dlg; a = a.parentElement) scrolled ||= scrollsSideways(a);
      // A fixed box (the dialog's toasts) is placed in the frame, not in the dialog.
      const [from, to] = style.position === 'fixed' ? [0, innerWidth] : [box.left, box.right];
      if (!scrolled && (r.left < from - 0.5 || r.right > to + 0.5)) found.push(`sticks out: ${said(el)}`);
      if (style.overflowX !== 'visible' && !scrollsSideways(el) && el.scrollWidth > el.clientWidth + 1 && !el.closest('[title]'))
        found.push(`cut short: ${said(el)}`);
    }
    return found;
  });
}

/** The dialog shows whole and the document behind it does not scroll sideways. */
async function expectWhole(frame: Frame, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
  expect(await cutOff(dialog)).toEqual([]);
  await expectNoHorizontalOverflow(frame);
}

/** Opens a dialog with `open`, checks it shows whole, then closes it with Escape. */
async function checkDialog(frame: Frame, dialog: Locator, open: () => Promise<void>): Promise<void> {
  await open();
  await expectWhole(frame, dialog);
  await dialog.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Whether the element at the centre of `target` (looking into shadow roots) is `target` or inside it. */
async function reachable(frame: Frame, target: Locator): Promise<boolean> {
  const box = (await target.boundingBox())!;
  const frameBox = (await (await frame.frameElement()).boundingBox())!;
  const at: [number, number] = [box.x - frameBox.x + box.width / 2, box.y - frameBox.y + box.height / 2];
  const deepAt = await deepElementAtInPage(frame);
  return target.evaluate(
    (el, [find, point]) => {
      for (let n: Node | null = find(point); n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null))
        if (n === el) return true;
      return false;
    },
    [deepAt, at] as const,
  );
}

/** The learner's sections menu: opened from the header (phone widths) or the title bar's own toggle. */
async function openLearnerMenu(dashboard: Locator): Promise<Locator> {
  const toggle = dashboard.getByRole('button', { name: /^(Open menu|Sections)$/ });
  await toggle.click();
  const menu = dashboard.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Learner dashboard' })).toBeVisible();
  return menu;
}

for (const width of FRAME_WIDTHS) {
  test.describe(`in an LMS frame ${width} px wide`, () => {
    test('the learner dashboard: its menu leaves the header clear, every section and dialog fits', async ({ page }) => {
      const { app, frame } = await framed(page, 'learner', '/learners#syllabus', width);
      const dashboard = app.locator('edu-learner-dashboard');
      await expect(dashboard.getByRole('heading', { name: 'Learner Dashboard', level: 1 })).toBeVisible();

      const menu = await openLearnerMenu(dashboard);
      await expectWhole(frame, menu);
      // The menu's own title bar is on top: neither the page's header nor the dashboard's title bar covers it.
      expect(await reachable(frame, menu.getByRole('button', { name: 'Close sidebar' }))).toBe(true);
      expect(await reachable(frame, menu.getByRole('button', { name: 'Syllabus' }))).toBe(true);
      await menu.getByRole('button', { name: 'Close sidebar' }).click();
      await expect(menu).toBeHidden();

      for (const section of ['Syllabus', 'Material', 'Test', 'Progress', 'Profile']) {
        const opened = await openLearnerMenu(dashboard);
        await opened.getByRole('button', { name: section }).click();
        await expect(opened).toBeHidden();
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalOverflow(frame);
        if (section === 'Syllabus')
          await checkDialog(frame, dashboard.getByRole('dialog', { name: 'Add New Course' }), () =>
            dashboard.getByRole('button', { name: 'Add another course' }).click(),
          );
        if (section === 'Material')
          await checkDialog(frame, dashboard.getByRole('dialog', { name: 'Algebra Lecture Notes.pdf' }), () =>
            dashboard.getByRole('button', { name: 'View Algebra Lecture Notes.pdf' }).click(),
          );
        if (section === 'Profile')
          await checkDialog(frame, dashboard.getByRole('dialog', { name: 'Edit Profile' }), () =>
            dashboard.getByRole('button', { name: 'Edit', exact: true }).click(),
          );
      }
    });

    test('the teacher dashboard: Test Results shows every column and cell, every section and dialog fits', async ({ page }) => {
      const { app, frame } = await framed(page, 'teacher', '/teachers#tests/manage', width);
      const dashboard = app.locator('edu-teacher-dashboard');
      await expect(dashboard.getByRole('heading', { name: 'Test Management' })).toBeVisible();
      await expectNoHorizontalOverflow(frame);
      const quiz = dashboard.getByRole('article', { name: 'Algebra Fundamentals Quiz' });

      await quiz.getByRole('button', { name: 'View Results' }).click();
      const results = dashboard.getByRole('dialog', { name: 'Test Results' });
      await expect(results.getByRole('heading', { name: /^Students \(\d+\)$/ })).toBeVisible();
      for (const tab of ['Students', 'Questions', 'Grading (0)']) {
        await results.getByRole('tab', { name: tab }).click();
        await expectWhole(frame, results);
      }
      await results.getByRole('tab', { name: 'Students' }).click();
      await results
        .getByRole('button', { name: /^View answers/ })
        .first()
        .click();
      await expect(results.getByRole('button', { name: /Back to results/ })).toBeVisible();
      await expectWhole(frame, results);
      await results.getByRole('button', { name: /Back to results/ }).click();
      await expect(results.getByRole('heading', { name: /^Students \(\d+\)$/ })).toBeVisible();
      await results.press('Escape');
      await expect(results).toBeHidden();

      for (const [button, dialog] of [
        ['View Details', 'Test Details'],
        ['Assign to Classes', 'Assign to Classes'],
        ['Review Options', 'Review Options'],
      ] as const)
        await checkDialog(frame, dashboard.getByRole('dialog', { name: dialog }), () =>
          quiz.getByRole('button', { name: button }).click(),
        );

      const menuButton = dashboard.getByRole('button', { name: /^Open teacher tools/ });
      const open = async (section: string, heading: string): Promise<void> => {
        await menuButton.click();
        const drawer = dashboard.getByRole('dialog', { name: 'TEACHER TOOLS' });
        await expectWhole(frame, drawer);
        await drawer.getByRole('button', { name: section, exact: true }).click();
        await expect(drawer).toBeHidden();
        await expect(dashboard.getByRole('heading', { name: heading }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalOverflow(frame);
      };
      await open('Dashboard', 'Teacher Dashboard');
      await open('Classes', 'Classes');
      await checkDialog(frame, dashboard.getByRole('dialog', { name: 'New class' }), () =>
        dashboard.getByRole('button', { name: 'New class' }).click(),
      );
      await dashboard.getByRole('button', { name: 'Open Class A' }).click();
      await expect(dashboard.getByRole('button', { name: 'Add students' })).toBeVisible();
      await expectNoHorizontalOverflow(frame);
      await checkDialog(frame, dashboard.getByRole('dialog', { name: 'Add students' }), () =>
        dashboard.getByRole('button', { name: 'Add students' }).click(),
      );
      await checkDialog(frame, dashboard.getByRole('dialog', { name: 'Import students into Class A' }), () =>
        dashboard.getByRole('button', { name: 'Import CSV' }).click(),
      );
      await open('Materials', 'Study Materials');
      await dashboard.getByRole('tab', { name: 'Manage' }).click();
      await expectNoHorizontalOverflow(frame);
      await checkDialog(frame, dashboard.getByRole('dialog', { name: 'Edit material' }), () =>
        dashboard.getByRole('button', { name: 'Edit Algebra Lecture Notes.pdf' }).click(),
      );
      await checkDialog(frame, dashboard.getByRole('alertdialog', { name: 'Delete material' }), () =>
        dashboard.getByRole('button', { name: 'Delete Algebra Lecture Notes.pdf' }).click(),
      );
      await open('Attendance', 'Attendance Management');
      await dashboard.getByRole('tab', { name: 'Reports' }).click();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(frame);
      await open('Students', 'Student Directory');
      await checkDialog(frame, dashboard.getByRole('dialog', { name: 'Aarav Sharma' }), () =>
        dashboard.getByRole('button', { name: 'View Profile of Aarav Sharma' }).click(),
      );
      await dashboard.getByRole('button', { name: 'Table', exact: true }).click();
      await expect(dashboard.getByRole('table')).toBeVisible();
      await expectNoHorizontalOverflow(frame);
    });

    test("the parents' page and its material viewer fit", async ({ page }) => {
      const { app, frame } = await framed(page, 'parent', '/parents', width);
      const parents = app.locator('edu-parents');
      await expect(parents.getByRole('button', { name: 'View Algebra Lecture Notes.pdf' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(frame);
      await checkDialog(frame, parents.getByRole('dialog', { name: 'Algebra Lecture Notes.pdf' }), () =>
        parents.getByRole('button', { name: 'View Algebra Lecture Notes.pdf' }).click(),
      );
    });
  });
}

test('as the LMS column narrows from 900 to 700 px, Test Results stays whole', async ({ page }) => {
  const { app, frame } = await framed(page, 'teacher', '/teachers#tests/manage', 900);
  const dashboard = app.locator('edu-teacher-dashboard');
  await dashboard
    .getByRole('article', { name: 'Algebra Fundamentals Quiz' })
    .getByRole('button', { name: 'View Results' })
    .click();
  const results = dashboard.getByRole('dialog', { name: 'Test Results' });
  await expect(results.getByRole('heading', { name: /^Students \(\d+\)$/ })).toBeVisible();
  for (const w of SWEEP.toReversed()) {
    await setFrameWidth(page, frame, w);
    for (const tab of ['Students', 'Questions']) {
      await results.getByRole('tab', { name: tab }).click();
      await expectWhole(frame, results);
    }
  }
});

test('as the LMS column narrows from 900 to 700 px, the learner dashboard and its menu stay whole', async ({ page }) => {
  const { app, frame } = await framed(page, 'learner', '/learners#syllabus', 900);
  const dashboard = app.locator('edu-learner-dashboard');
  await expect(dashboard.getByRole('heading', { name: 'Learner Dashboard', level: 1 })).toBeVisible();
  for (const w of SWEEP.toReversed()) {
    await setFrameWidth(page, frame, w);
    await expectNoHorizontalOverflow(frame);
    const menu = await openLearnerMenu(dashboard);
    await expectWhole(frame, menu);
    expect(await reachable(frame, menu.getByRole('button', { name: 'Close sidebar' }))).toBe(true);
    await menu.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(menu).toBeHidden();
  }
});
