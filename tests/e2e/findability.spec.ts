import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { encrypted, handbookPdf, HANDBOOK_PAGES, RARE_WORD, sidewaysPhoto, truncated } from './documents.ts';
import { cspViolations, signInAs, watchCsp } from './helpers.ts';

// Materials a person can find their way in, against the real server: a PDF read at upload
// (page count, preview, text), search across materials, and the viewer's find, outline,
// thumbnails, page labels, zoom modes and memory of the last page.

interface Listed {
  name: string;
  url: string;
  processing?: string;
  pages?: number;
  preview_url?: string;
  thumbnail_url?: string;
  width?: number;
  height?: number;
}

let n = 0;
const unique = (stem: string) => `${stem} ${Date.now().toString(36)}${++n}`;

/** What the tests uploaded, taken away after each test so other specs see the seeded lists. */
const uploaded: string[] = [];

async function upload(request: APIRequestContext, file: { name: string; mimeType: string; buffer: Buffer }) {
  uploaded.push(`Lectures/Biology/${file.name}`);
  return request.post('/api/UploadStudyMaterial/1', {
    multipart: { category: 'Lectures', course: 'Biology', classes: 'Class A', files: file },
  });
}

/** The teacher's material once the server has read it (its job done). */
async function processed(request: APIRequestContext, title: string): Promise<Listed> {
  let found: Listed | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/getStudyMaterials/1');
        const { materials } = (await res.json()) as { materials: Listed[] };
        found = materials.find((m) => m.name.endsWith(`/${title}`));
        return found?.processing;
      },
      { timeout: 30_000 },
    )
    .toBe('done');
  return found!;
}

/** Uploads the handbook as the teacher and waits until the server has read it. */
async function uploadHandbook(page: Page): Promise<{ title: string; material: Listed }> {
  const title = `${unique('Plant handbook')}.pdf`;
  const res = await upload(page.request, {
    name: title,
    mimeType: 'application/pdf',
    buffer: await handbookPdf('Plant handbook'),
  });
  expect(res.status(), await res.text()).toBe(201);
  return { title, material: await processed(page.request, title) };
}

const pageStatus = (page: Page) => page.getByRole('dialog').locator('.mv-status');
const findCount = (page: Page) => page.getByRole('dialog').locator('.mv-find__count');

test.describe('materials you can find your way in', () => {
  test.beforeEach(async ({ page }) => {
    await watchCsp(page);
    await signInAs(page, 'teacher');
  });
  test.afterEach(async ({ page }) => {
    await signInAs(page, 'teacher');
    for (const fileName of uploaded.splice(0)) await page.request.delete('/api/deleteStudyMaterial', { data: { fileName } });
  });

  test('an upload is read by the server: page count, labels, preview and thumbnail; a cut-short PDF is refused whole', async ({
    page,
  }) => {
    const { material } = await uploadHandbook(page);
    expect(material.pages).toBe(HANDBOOK_PAGES);
    expect([material.width, material.height]).toEqual([612, 792]);
    for (const url of [material.preview_url!, material.thumbnail_url!]) {
      const res = await page.request.get(url);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/webp');
    }

    const count = async () =>
      ((await (await page.request.get('/api/getStudyMaterials/1?limit=1')).json()) as { total: number }).total;
    const before = await count();
    const name = `${unique('Cut short')}.pdf`;
    const cut = await upload(page.request, {
      name,
      mimeType: 'application/pdf',
      buffer: truncated(await handbookPdf('Cut short')),
    });
    expect(cut.status()).toBe(422);
    expect(((await cut.json()) as { message: string }).message).toBe(`${name} could not be read as a PDF`);
    const after = await count();
    expect(after).toBe(before);

    // An encrypted PDF is a PDF: accepted, and the viewer asks for its password.
    const locked = `${unique('Locked')}.pdf`;
    const enc = await upload(page.request, {
      name: locked,
      mimeType: 'application/pdf',
      buffer: encrypted(await handbookPdf('Locked'), 'secret'),
    });
    expect(enc.status(), await enc.text()).toBe(201);

    // A photo stored sideways is listed at the size it shows.
    const photo = `${unique('Sideways')}.jpg`;
    expect((await upload(page.request, { name: photo, mimeType: 'image/jpeg', buffer: sidewaysPhoto() })).status()).toBe(201);
    const listed = await processed(page.request, photo);
    expect([listed.width, listed.height]).toEqual([20, 40]);
  });

  test('search across materials lands on the page of the match, highlighted; find, outline, labels and thumbnails work in the viewer', async ({
    page,
  }) => {
    const { title } = await uploadHandbook(page);
    await signInAs(page, 'learner');
    await page.goto('/learners#material');
    const search = page.getByRole('searchbox', { name: 'Search in materials' });
    await search.fill(RARE_WORD);
    const hit = page.getByRole('button', { name: new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*Page 9`) });
    await expect(hit).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Search results' }).locator('mark').first()).toHaveText(RARE_WORD);
    await hit.click();

    const dialog = page.getByRole('dialog', { name: title });
    await expect(pageStatus(page)).toHaveText(`Page 7 (9 of ${HANDBOOK_PAGES})`);
    await expect(findCount(page)).toHaveText('1 of 1');
    await expect(dialog.locator('.textLayer .highlight.selected')).toHaveText(RARE_WORD);

    // Find in the document: Ctrl+F, a count, next across pages.
    const field = dialog.getByRole('searchbox', { name: 'Find' });
    await field.fill('energy');
    await field.press('Enter');
    await expect(findCount(page)).toHaveText(new RegExp(` of ${HANDBOOK_PAGES}$`), { timeout: 15_000 });

    // The outline (open beside the page on a wide screen) and the page labels.
    await dialog.getByRole('tab', { name: 'Outline' }).click();
    await dialog.getByRole('button', { name: 'Part two: Energy' }).click();
    await expect(pageStatus(page)).toHaveText(`Page 9 (11 of ${HANDBOOK_PAGES})`);
    await dialog.getByRole('tab', { name: 'Thumbnails' }).click();
    await expect(dialog.getByRole('button', { name: `Page 9 (11 of ${HANDBOOK_PAGES})` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await dialog.getByRole('button', { name: `Page 10 (12 of ${HANDBOOK_PAGES})` }).click();
    await expect(pageStatus(page)).toHaveText(`Page 10 (12 of ${HANDBOOK_PAGES})`);
    const box = dialog.getByLabel('Go to page');
    await box.fill('ii');
    await box.press('Enter');
    await expect(pageStatus(page)).toHaveText(`Page ii (2 of ${HANDBOOK_PAGES})`);
    await box.fill('5');
    await box.press('Enter');
    await expect(pageStatus(page)).toHaveText(`Page 5 (7 of ${HANDBOOK_PAGES})`);

    // Fit width: the page fills the stage's width.
    await dialog.getByRole('combobox', { name: 'Zoom level' }).selectOption('page-width');
    await expect(dialog.getByRole('combobox', { name: 'Zoom level' }).locator('option:checked')).toHaveText('Fit width');

    // Closing and opening it again lands where the reader left it, on the server's memory.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `View ${title}` }).click();
    await expect(pageStatus(page)).toHaveText(`Page 5 (7 of ${HANDBOOK_PAGES})`, { timeout: 20_000 });
    expect(await cspViolations(page)).toEqual([]);
  });

  test('the stored picture of page 1 and its text show at once; at 375 px the panel starts closed and the tools keep one row', async ({
    page,
  }) => {
    const { title } = await uploadHandbook(page);
    await signInAs(page, 'learner');
    await page.setViewportSize({ width: 375, height: 740 });
    // Page 1's picture is on screen before pdf.js has drawn the page, and its stored text lies
    // over it (selectable) before pdf.js's worker has even loaded.
    const slowly = async (route: Route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    };
    await page.route('**/assets/pdf.worker*', slowly);
    await page.route('**/pdfjs/**', slowly);
    await page.goto('/learners#material');
    await page.getByRole('button', { name: `View ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    const picture = dialog.locator('.mv-pdf-preview img');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const heading = dialog.locator('.mv-pdf-preview .textLayer').getByText('Plant handbook, sheet 1');
    await expect(heading).toBeVisible();
    // Drawn 72 points from the page's left edge, as on the picture (612 points wide).
    const [box, frame] = [(await heading.boundingBox())!, (await picture.boundingBox())!];
    expect(Math.abs(box.x - frame.x - (72 * frame.width) / 612)).toBeLessThan(2);
    await page.mouse.move(box.x + 1, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    const selected = await dialog.evaluate((el) =>
      (el.getRootNode() as ShadowRoot & { getSelection(): Selection }).getSelection().toString(),
    );
    expect(selected).toMatch(/^Plant handbook, sheet /);
    expect(await dialog.locator('.mv-stage--pdf canvas').count(), 'drawn before pdf.js could run').toBe(0);
    await expect(dialog.locator('.mv-stage--pdf[data-rendered-page="1"]')).toBeAttached({ timeout: 20_000 });
    await expect(dialog.locator('.mv-pdf-preview')).toHaveCount(0);

    await expect(dialog.getByRole('button', { name: 'Pages and outline' })).toHaveAttribute('aria-expanded', 'false');
    await dialog.getByRole('button', { name: 'More tools' }).click();
    await expect(dialog.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.keyboard.press('Escape');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await cspViolations(page)).toEqual([]);
  });
});
