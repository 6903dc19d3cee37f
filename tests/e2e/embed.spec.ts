import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { watchPageProblems } from './helpers.ts';
import { mintEmbedToken, SCHOOL, startSchoolSite, type SchoolSite } from './school-site.ts';

// A school's own site on another origin, embedding the bundle from the portal's server with one
// script tag as the README shows: the lazy chunks, the API, the PDF and pdf.js's worker and
// files all come from the bundle's server. The school's backend signs the learner in with an
// embed token, which the page hands to the bundle with configure({ getToken }).
const LEARNER = DEMO_ACCOUNTS.learner.email;

let school: SchoolSite;
test.beforeAll(async () => {
  school = await startSchoolSite();
});
test.afterAll(() => school.close());

test('a school site on another origin embeds the learner dashboard and the PDF viewer with one script tag', async ({
  page,
  baseURL,
}) => {
  const problems = watchPageProblems(page);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const apiRequests: { url: string; authorization: string | undefined }[] = [];
  page.on('request', (r) => {
    // File requests prove themselves with the signed ?access= of their URL instead.
    if (!r.url().startsWith(`${baseURL}/api/`) || r.url().startsWith(`${baseURL}/api/files/`)) return;
    void r.allHeaders().then((h) => apiRequests.push({ url: r.url(), authorization: h.authorization }));
  });

  // The material list as the school's backend would fetch it with a token: its file URLs carry
  // a signed ?access= that lets the viewer load the file across origins without a cookie.
  const res = await page.request.get('/api/studyMaterials/S001', {
    headers: { Authorization: `Bearer ${await mintEmbedToken(LEARNER)}` },
  });
  expect(res.status()).toBe(200);
  const { studyMaterials } = (await res.json()) as { studyMaterials: { name: string; url: string }[] };
  const notes = studyMaterials.find((m) => m.name === 'Algebra Lecture Notes.pdf')!;
  expect(new URL(notes.url, baseURL).searchParams.get('access')).toBeTruthy();
  school.pages.set(
    '/maths',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Year 9 Maths</title></head><body>
<h1>Year 9 Maths</h1>
<script type="module">
  import { configure } from '${baseURL}/edu-widgets.js';
  configure({ getToken: async () => (await fetch('/embed-token?as=learner')).text() });
</script>
<edu-learner-dashboard api-base="${baseURL}" no-shell></edu-learner-dashboard>
<edu-material-viewer open name="Algebra Lecture Notes.pdf" type="application/pdf" src="${new URL(notes.url, baseURL).href}"></edu-material-viewer>
</body></html>`,
  );
  await page.goto(`${SCHOOL}/maths`);

  await expect(page.locator('.mv-stage--pdf[data-rendered-page="1"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.mv-stage--pdf[data-rendered-page="2"]')).toBeVisible();
  // One pdf.js worker: pdf.js wraps the bundle server's worker in a blob across origins.
  expect(workers).toHaveLength(1);
  await page.getByRole('button', { name: 'Close viewer' }).click();
  await expect(
    page.getByText(`Welcome back, ${DEMO_ACCOUNTS.learner.name}! Here's your personalized learning overview.`),
  ).toBeVisible();
  expect(problems).toEqual([]);
  // The dashboard's API requests proved who they were with the school's token.
  expect(apiRequests.length).toBeGreaterThan(0);
  expect(apiRequests.filter((r) => !/^Bearer \S+$/.test(r.authorization ?? ''))).toEqual([]);
  expect(await page.context().cookies(baseURL)).toEqual([]);
});

test('the standalone viewer on a token page opens a server file by its bare URL, and sends the token to the API server alone', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  const requests: { url: string; authorization: string | undefined }[] = [];
  page.on('request', (r) => void r.allHeaders().then((h) => requests.push({ url: r.url(), authorization: h.authorization })));

  const res = await page.request.get('/api/studyMaterials/S001', {
    headers: { Authorization: `Bearer ${await mintEmbedToken(LEARNER)}` },
  });
  const { studyMaterials } = (await res.json()) as { studyMaterials: { name: string; url: string }[] };
  const listed = new URL(studyMaterials.find((m) => m.name === 'Algebra Lecture Notes.pdf')!.url, baseURL);
  // The file's URL as an integrator writes it, without the list's signed link.
  const bare = `${listed.origin}${listed.pathname}`;
  school.folders.set('/files/', 'src/viewer/test-fixtures');
  school.pages.set(
    '/viewer',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Notes</title></head><body>
<script type="module">
  import { configure } from '${baseURL}/edu-widgets.js';
  configure({ apiBase: '${baseURL}', getToken: async () => (await fetch('/embed-token?as=learner')).text() });
</script>
<edu-material-viewer id="notes" open name="Algebra Lecture Notes.pdf" type="application/pdf" src="${bare}"></edu-material-viewer>
<edu-material-viewer id="photo" name="photo.png" type="image/png" src="${SCHOOL}/files/photo.png"></edu-material-viewer>
</body></html>`,
  );
  await page.goto(`${SCHOOL}/viewer`);

  await expect(page.locator('.mv-stage--pdf[data-rendered-page="1"]')).toBeVisible({ timeout: 20_000 });
  // Page 1 only: a page turned would be the learner's reading position in the viewer tests that follow.
  await expect(page.getByText('Page 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Close viewer' }).click();
  // A file of the school's own origin opens as it is.
  await page.locator('#photo').evaluate((el) => el.setAttribute('open', ''));
  await expect(page.getByRole('dialog', { name: 'photo.png' }).getByRole('img')).toBeVisible();

  expect(problems).toEqual([]);
  const files = requests.filter((r) => r.url.startsWith(`${bare}`));
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((r) => !new URL(r.url).searchParams.get('access'))).toEqual([]);
  expect(requests.filter((r) => r.url === `${baseURL}/api/file-access`).length).toBe(1);
  // The token goes to the API server and nowhere else.
  const withToken = requests.filter((r) => r.authorization !== undefined);
  expect(withToken.length).toBeGreaterThan(0);
  expect(withToken.filter((r) => !r.url.startsWith(`${baseURL}/api/`))).toEqual([]);
  expect(requests.some((r) => r.url === `${SCHOOL}/files/photo.png`)).toBe(true);
});
