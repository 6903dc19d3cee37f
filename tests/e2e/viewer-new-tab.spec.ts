import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { expectNoHorizontalOverflow, signInAs } from './helpers.ts';
import { mintEmbedToken } from './school-site.ts';

// "Open in new tab" on a PDF: the server downloads a PDF navigated to, so the link opens the
// portal's /view page, where our viewer (pdf.js, no document scripts) shows the file.

const renderedPage = (page: Page, n: number) => page.locator(`.mv-stage--pdf[data-rendered-page="${n}"]`);

test('Open in new tab shows the PDF in our viewer on a page of its own, titled with the file name', async ({ page }) => {
  await signInAs(page, 'learner');
  await page.goto('/learners');
  await page.getByRole('navigation', { name: 'Learner dashboard' }).getByRole('button', { name: 'Material' }).click();
  await page.getByRole('button', { name: 'View Cell Biology Reading.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cell Biology Reading.pdf' });
  await expect(renderedPage(page, 1)).toBeAttached({ timeout: 20_000 });

  const link = dialog.getByRole('link', { name: 'Open in new tab' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab).toHaveURL(/\/view\?file=%2Fapi%2Ffiles%2F\d+&name=Cell\+Biology\+Reading\.pdf$/);
  await expect(tab).toHaveTitle('Cell Biology Reading.pdf');
  const shown = tab.getByRole('dialog', { name: 'Cell Biology Reading.pdf' });
  await expect(renderedPage(tab, 1)).toBeAttached({ timeout: 20_000 });
  await expect(shown.locator('header').getByText(/^Page 1 of \d+$/)).toBeVisible();
  // The viewer fills the tab.
  const box = (await shown.boundingBox())!;
  expect([box.x, box.y, box.width]).toEqual([0, 0, 1280]);

  await tab.screenshot({ path: test.info().outputPath('view-1280.png') });
  await tab.setViewportSize({ width: 375, height: 740 });
  await expect(renderedPage(tab, 1)).toBeAttached();
  await expectNoHorizontalOverflow(tab);
  await tab.screenshot({ path: test.info().outputPath('view-375.png') });

  // Closing the viewer closes the tab the link opened.
  await Promise.all([tab.waitForEvent('close'), shown.getByRole('button', { name: 'Close viewer' }).click()]);
});

test('a signed file link opens on the viewer page without a session cookie', async ({ page }) => {
  const res = await page.request.get('/api/studyMaterials/S001', {
    headers: { Authorization: `Bearer ${await mintEmbedToken(DEMO_ACCOUNTS.learner.email)}` },
  });
  const { studyMaterials } = (await res.json()) as { studyMaterials: { name: string; url: string }[] };
  const notes = studyMaterials.find((m) => m.name === 'Algebra Lecture Notes.pdf')!;
  const file = new URL(notes.url, 'http://x');
  expect(file.searchParams.get('access')).toBeTruthy();
  await page.goto(`/view?${new URLSearchParams({ file: file.pathname + file.search, name: notes.name })}`);
  await expect(page).toHaveTitle('Algebra Lecture Notes.pdf');
  await expect(renderedPage(page, 1)).toBeAttached({ timeout: 20_000 });
});

test('with history of its own, closing the viewer page goes to the portal home', async ({ page }) => {
  await page.goto('/');
  await page.goto('/view?file=%2Fapi%2Ffiles%2F1&name=x.pdf');
  await page.getByRole('button', { name: 'Close viewer' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const file of ['https://evil.example/x.pdf', 'javascript:alert(1)', '//evil.example/api/files/1', '/api/files/../x']) {
  test(`the viewer page refuses ${file}`, async ({ page }) => {
    await page.goto(`/view?${new URLSearchParams({ file, name: '<img src=x onerror=alert(1)>' })}`);
    await expect(page.getByRole('heading', { name: 'This file cannot be opened here' })).toBeVisible();
    await expect(page.locator('edu-material-viewer')).toHaveCount(0);
  });
}
