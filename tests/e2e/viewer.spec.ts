import { expect, test, type Page } from '@playwright/test';
import { cspViolations, expectAccessible, expectNoHorizontalOverflow, signInAs, watchCsp } from './helpers.ts';

// <edu-material-viewer> on the demo portal (strict CSP) against the real, seeded server:
// standalone, as any host page would use it, and from the learner dashboard.

interface Material {
  name: string;
  size: number;
  url: string;
  type?: string;
}

async function seededMaterial(page: Page, name: string): Promise<Material> {
  const res = await page.request.get('/api/studyMaterials/S001');
  expect(res.ok()).toBe(true);
  const { studyMaterials } = (await res.json()) as { studyMaterials: Material[] };
  const found = studyMaterials.find((m) => m.name === name);
  expect(found, `${name} is seeded`).toBeTruthy();
  return found!;
}

/** Inserts the element into the portal page, as a host page would. */
async function openViewer(page: Page, attrs: Record<string, string>): Promise<void> {
  await page.evaluate((a) => {
    const el = document.createElement('edu-material-viewer');
    for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
    document.body.append(el);
  }, attrs);
}

const renderedPage = (page: Page, n: number) => page.locator(`.mv-stage--pdf[data-rendered-page="${n}"]`);

test.describe('material viewer', () => {
  test.beforeEach(async ({ page }) => {
    await watchCsp(page);
    await signInAs(page, 'learner');
  });

  test('shows page 1 of the large seeded PDF after fetching only a small part of it by ranges', async ({ page }) => {
    const atlas = await seededMaterial(page, 'Large Reference Atlas.pdf');
    expect(atlas.size).toBeGreaterThan(30_000_000);
    const fileUrl = new URL(atlas.url, 'http://127.0.0.1').pathname;

    // Count every byte the browser receives for the document (CDP sees aborted bodies too).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const docRequests = new Set<string>();
    let received = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (new URL(e.request.url).pathname === fileUrl) docRequests.add(e.requestId);
    });
    cdp.on('Network.dataReceived', (e) => {
      if (docRequests.has(e.requestId)) received += e.dataLength;
    });
    const ranges: { status: number; length: number; range: string }[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname !== fileUrl) return;
      const h = r.headers();
      ranges.push({ status: r.status(), length: Number(h['content-length'] ?? 0), range: h['content-range'] ?? '' });
    });
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(new URL(r.url()).pathname));

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // pdf.js is not part of what a page pays before a PDF opens.
    expect(scripts.filter((p) => /pdf-runtime|pdf\.worker/.test(p))).toEqual([]);

    await openViewer(page, { src: atlas.url, name: atlas.name, type: 'application/pdf', open: '' });
    const dialog = page.getByRole('dialog', { name: 'Large Reference Atlas.pdf' });
    await expect(dialog).toBeVisible();
    await expect(renderedPage(page, 1)).toBeAttached({ timeout: 30_000 });
    // (The page itself also prints "Page 1 of N": read the viewer's own status line.)
    await expect(dialog.locator('header').getByText(/^Page 1 of \d+$/)).toBeVisible();

    const partial = ranges.filter((r) => r.status === 206);
    expect(partial.length).toBeGreaterThan(0);
    // Whole 65,536-byte chunks (pdf.js may join neighbouring chunks into one request), and
    // exactly one request for the file's last 65,536 bytes, made as the viewer opens with the
    // one for its first four chunks (pdf-ends-prefetch.ts): it holds the last chunk.
    const isTail = (start: number, end: number) => end + 1 === atlas.size && end + 1 - start === 65_536;
    expect(
      partial.filter((r) => {
        const m = /bytes (\d+)-(\d+)\//.exec(r.range);
        return m && isTail(Number(m[1]), Number(m[2]));
      }),
    ).toHaveLength(1);
    for (const r of partial) {
      const [, start, end] = /bytes (\d+)-(\d+)\//.exec(r.range) ?? [];
      if (isTail(Number(start), Number(end))) continue;
      expect(Number(start) % 65_536, r.range).toBe(0);
      expect((Number(end) + 1) % 65_536 === 0 || Number(end) + 1 === atlas.size, r.range).toBe(true);
      expect(r.length).toBeLessThanOrEqual(4 * 65_536);
    }
    const rangeBytes = partial.reduce((n, r) => n + r.length, 0);
    // A few chunks for the tail (xref), the page tree and page 1: far below 5% of 40 MB.
    expect(rangeBytes).toBeLessThan(atlas.size * 0.05);
    expect(received).toBeLessThan(atlas.size * 0.05);
    console.log(
      `range loading: ${partial.length} range responses, ${rangeBytes} bytes in ranges, ${received} bytes received, of ${atlas.size}`,
    );
    test.info().annotations.push({
      type: 'range loading',
      description: `${partial.length} range responses, ${rangeBytes} bytes in ranges, ${received} bytes received in all, of ${atlas.size}`,
    });

    // pdf.js came from our own origin, after the viewer opened.
    expect(scripts.some((p) => /pdf\.worker/.test(p))).toBe(true);
    expect(await cspViolations(page)).toEqual([]);

    // The next page is fetched on demand, also by ranges.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.locator('header').getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(renderedPage(page, 2)).toBeAttached({ timeout: 30_000 });
    expect(ranges.filter((r) => r.status === 200).every((r) => r.length === atlas.size)).toBe(true);
  });

  test('a seeded form PDF: fields can be filled in, links are safe, text is real text; no CSP or a11y problems', async ({
    page,
  }) => {
    const worksheet = await seededMaterial(page, 'Essay Assignment Worksheet.pdf');
    await page.goto('/');
    await openViewer(page, { src: worksheet.url, name: worksheet.name, type: worksheet.type ?? 'application/pdf', open: '' });
    const dialog = page.getByRole('dialog', { name: worksheet.name });
    await expect(renderedPage(page, 1)).toBeAttached({ timeout: 20_000 });
    const name = dialog.locator('.annotationLayer input[name="student.name"]');
    await name.fill('Asha Verma');
    await expect(name).toHaveValue('Asha Verma');
    await expect(dialog.locator('.textLayer')).toContainText('Essay Assignment Worksheet');
    await expectAccessible(page);

    // Escape in the form field leaves the field (the answer stays); the next one closes the viewer.
    await page.keyboard.press('Escape');
    await expect(name).not.toBeFocused();
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('Asha Verma');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await openViewer(page, { src: worksheet.url, name: worksheet.name, type: 'application/pdf', open: '' });
    await expect(renderedPage(page, 1)).toBeAttached({ timeout: 20_000 });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(/^Page 2 of 2$/)).toBeVisible();
    const link = page.getByRole('link', { name: /gutenberg/ });
    await expect(link).toHaveAttribute('href', 'https://www.gutenberg.org/');
    await expect(link).toHaveAttribute('rel', /noopener/);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('pdf-assets-base moves the worker and resources to another folder', async ({ page }) => {
    const notes = await seededMaterial(page, 'Algebra Lecture Notes.pdf');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/');
    await openViewer(page, { src: notes.url, name: notes.name, type: 'application/pdf', open: '', 'pdf-assets-base': '/pdfjs/' });
    await expect(renderedPage(page, 1)).toBeAttached({ timeout: 20_000 });
    expect(requested).toContain('/pdfjs/pdf.worker.min.mjs');
    expect(await cspViolations(page)).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`fits ${width} px: PDF and image, no sideways overflow, accessible`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      const notes = await seededMaterial(page, 'Algebra Lecture Notes.pdf');
      const photo = await seededMaterial(page, 'Lab Setup Photo.jpg');
      await page.goto('/');
      await openViewer(page, { src: notes.url, name: notes.name, type: 'application/pdf', open: '' });
      await expect(renderedPage(page, 1)).toBeAttached({ timeout: 20_000 });
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
      const pdfDialog = page.getByRole('dialog', { name: notes.name });
      // On a phone, Rotate, Open in new tab, Print and Download are in the More menu.
      const tools = width === 375 ? ['More tools'] : ['Rotate', 'Print', 'Download'];
      for (const name of ['Zoom in', 'Zoom out', ...tools, 'Close viewer', 'Next']) {
        const box = await pdfDialog.getByRole('button', { name, exact: true }).boundingBox();
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
        if (width === 375) expect(box!.height, name).toBeGreaterThanOrEqual(44);
      }
      await page.getByRole('button', { name: 'Close viewer' }).click();

      await openViewer(page, { src: photo.url, name: photo.name, type: photo.type ?? 'image/jpeg', open: '' });
      const dialog = page.getByRole('dialog', { name: photo.name });
      await expect(dialog.getByRole('img', { name: photo.name })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
      expect(await cspViolations(page)).toEqual([]);
    });
  }

  test('from the learner dashboard: View opens the PDF, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/learners');
    await page.getByRole('navigation', { name: 'Learner dashboard' }).getByRole('button', { name: 'Material' }).click();
    const view = page.getByRole('button', { name: 'View Cell Biology Reading.pdf' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Cell Biology Reading.pdf' });
    await expect(renderedPage(page, 1)).toBeAttached({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Zoom level' }).locator('option:checked')).toHaveText('125%');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
    expect(await cspViolations(page)).toEqual([]);
  });
});
