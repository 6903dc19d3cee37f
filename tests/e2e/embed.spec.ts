import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';

// A school's own site on another origin, embedding the bundle from the portal's server with one
// script tag as the README shows: the lazy chunks, the API, the PDF and pdf.js's worker and
// files all come from the bundle's server (playwright.config.ts lets this origin in by CORS).
const schoolPort = Number(process.env.E2E_SCHOOL_PORT);
const SCHOOL = `http://localhost:${schoolPort}`;

let school: Server;
let schoolPage = '';
test.beforeAll(async () => {
  school = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(schoolPage));
  await new Promise<void>((resolve) => school.listen(schoolPort, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => school.close(() => resolve())));

test('a school site on another origin embeds the learner dashboard and the PDF viewer with one script tag', async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const res = await page.request.get('/api/studyMaterials/S001');
  const { studyMaterials } = (await res.json()) as { studyMaterials: { name: string; url: string }[] };
  const notes = studyMaterials.find((m) => m.name === 'Algebra Lecture Notes.pdf')!;
  schoolPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Year 9 Maths</title></head><body>
<h1>Year 9 Maths</h1>
<script type="module" src="${baseURL}/edu-widgets.js"></script>
<edu-learner-dashboard api-base="${baseURL}" no-shell></edu-learner-dashboard>
<edu-material-viewer open name="Algebra Lecture Notes.pdf" type="application/pdf" src="${new URL(notes.url, baseURL).href}"></edu-material-viewer>
</body></html>`;
  await page.goto(`${SCHOOL}/maths`);

  await expect(page.locator('.mv-stage--pdf[data-rendered-page="1"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.mv-stage--pdf[data-rendered-page="2"]')).toBeVisible();
  // One pdf.js worker: pdf.js wraps the bundle server's worker in a blob across origins.
  expect(workers).toHaveLength(1);
  await page.getByRole('button', { name: 'Close viewer' }).click();
  await expect(page.getByText("Welcome back, Alex Johnson! Here's your personalized learning overview.")).toBeVisible();
  expect(problems).toEqual([]);
});
