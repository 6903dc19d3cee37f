import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  cspViolations,
  expectAccessible,
  expectNoHorizontalOverflow,
  openTeacherSection,
  signedInEach,
  signInAs,
} from './helpers.ts';

// A 1x1 PNG (real magic bytes: the server checks them).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function makePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Photosynthesis handout', { x: 50, y: 700, size: 24, font });
  return Buffer.from(await doc.save());
}

/** Dismisses the toast that says `text`, as a reader does once it is read. */
async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByText(text)).toHaveCount(0);
}

const openMaterials = (page: Page): Promise<void> => openTeacherSection(page, 'Materials', 'Study Materials');

const uploadForm = (page: Page) => page.getByRole('form', { name: 'Upload study materials' });
const managePanel = (page: Page) => page.getByRole('tabpanel', { name: 'Manage' });
const uploadButton = (page: Page) => page.getByRole('button', { name: /^(Upload Files|Uploading\.\.\.)$/ });

test.describe('teacher dashboard: study materials', () => {
  signedInEach('teacher');

  test('a teacher uploads a PDF and an image, finds them in Manage, downloads and deletes one', async ({ page }) => {
    await openMaterials(page);
    await expect(page.getByText('Drag & drop files here')).toBeVisible();
    await expect(page.getByText('Supported: PDF, DOC, PPT, Images, Videos (Max 50MB each)')).toBeVisible();
    await expect(uploadButton(page)).toBeDisabled();

    // Refused on the client with the spec's messages: a 60 MB file and an .exe.
    const big = join(tmpdir(), `e2e-big-${process.pid}.pdf`);
    writeFileSync(big, Buffer.alloc(60 * 1024 * 1024));
    const input = page.locator('edu-teacher-dashboard input[type=file]');
    await input.setInputFiles([big]);
    await expect(page.getByText(`e2e-big-${process.pid}.pdf is too large. Maximum size is 50MB.`)).toBeVisible();
    // Errors stay until dismissed: read, then dismissed, so later messages are not queued behind them.
    await dismissToast(page, `e2e-big-${process.pid}.pdf is too large. Maximum size is 50MB.`);
    await input.setInputFiles([{ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') }]);
    await expect(page.getByText('setup.exe is not a supported file type.')).toBeVisible();
    await dismissToast(page, 'setup.exe is not a supported file type.');

    await input.setInputFiles([
      { name: 'Photosynthesis Handout.pdf', mimeType: 'application/pdf', buffer: await makePdf() },
      { name: 'Leaf Diagram.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(page.getByText('Photosynthesis Handout.pdf')).toBeVisible();
    await expect(page.getByText('Leaf Diagram.png')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress for Leaf Diagram.png' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(uploadButton(page)).toBeDisabled();
    await uploadForm(page).getByLabel('Category').selectOption('Resources');
    await uploadForm(page).getByLabel('Course').selectOption('Biology');
    await expect(uploadButton(page)).toBeDisabled();
    await uploadForm(page)
      .getByRole('checkbox', { name: /^Class A · / })
      .check();
    await expect(uploadButton(page)).toBeEnabled();
    await expectAccessible(page);

    await uploadButton(page).click();
    await expect(page.getByText('2 files uploaded successfully!')).toBeVisible();
    await expect(page.getByText('Leaf Diagram.png')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Manage' }).click();
    await expect(page.getByRole('heading', { name: /^Uploaded Materials \(\d+\)$/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search materials' }).fill('PHOTOSYNTHESIS');
    await expect(page.getByRole('heading', { name: 'Uploaded Materials (1)' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: 'Photosynthesis Handout.pdf' });
    await expect(row).toContainText('PDF');
    await expect(row).toContainText('Resources');
    await expect(row).toContainText('Biology');
    await page.getByRole('searchbox', { name: 'Search materials' }).fill('');
    await managePanel(page).getByLabel('Category').selectOption('Resources');
    await managePanel(page).getByLabel('Course').selectOption('Biology');
    await expect(page.getByRole('listitem').filter({ hasText: 'Leaf Diagram.png' })).toContainText('PNG');
    await managePanel(page).getByLabel('Course').selectOption('History');
    await expect(page.getByText('Photosynthesis Handout.pdf')).toHaveCount(0);
    await managePanel(page).getByLabel('Course').selectOption('Biology');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Photosynthesis Handout.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Photosynthesis Handout.pdf');

    await page.getByRole('button', { name: 'Edit Leaf Diagram.png' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit material' });
    await expect(edit.getByLabel('Title')).toHaveValue('Leaf Diagram.png');
    await expect(edit.getByRole('checkbox', { name: /^Class A · / })).toBeChecked();
    await edit.getByLabel('Description').fill('Label the parts before Friday.');
    await edit.getByRole('checkbox', { name: /^Class B · / }).check();
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved "Leaf Diagram.png"')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Leaf Diagram.png' })).toContainText('Class A, Class B');

    await page.getByRole('button', { name: 'Delete Leaf Diagram.png' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete material' });
    await expect(dialog).toContainText('Are you sure you want to delete "Leaf Diagram.png"? This action cannot be undone.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Deleting "Leaf Diagram.png"...')).toBeVisible();
    await expect(page.getByText('Material deleted "Leaf Diagram.png" successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Leaf Diagram.png' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Photosynthesis Handout.pdf' })).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });

  test('the server refuses a file whose bytes are not what its name says', async ({ page }) => {
    await openMaterials(page);
    await page
      .locator('edu-teacher-dashboard input[type=file]')
      .setInputFiles([{ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('this is not a pdf at all') }]);
    await uploadForm(page).getByLabel('Category').selectOption('Exams');
    await uploadForm(page).getByLabel('Course').selectOption('History');
    await uploadForm(page)
      .getByRole('checkbox', { name: /^Class A · / })
      .check();
    await uploadButton(page).click();
    await expect(page.getByText('fake.pdf is not a supported file type.')).toBeVisible();
    await expect(page.getByText('fake.pdf', { exact: true })).toBeVisible();
  });

  test('works at 375 px: drawer navigation, upload zone and manage list fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openMaterials(page);
    await expect(page.getByRole('navigation', { name: 'TEACHER TOOLS' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'browse files' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('tab', { name: 'Manage' }).click();
    await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
});

test.describe('teacher dashboard: study materials on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'teacher');
  });

  test('a finger on the Manage list scrolls the page, which shows every row down to the last', async ({ page }) => {
    await openMaterials(page);
    await page.getByRole('tab', { name: 'Manage' }).click();
    const downloads = managePanel(page).getByRole('button', { name: /^Download / });
    await expect(downloads.first()).toBeVisible();
    const heading = await managePanel(page)
      .getByRole('heading', { name: /^Uploaded Materials \(\d+\)$/ })
      .textContent();
    const total = Number(/\((\d+)\)/.exec(heading ?? '')?.[1]);
    expect(total).toBeGreaterThan(3);

    // Drag a finger up from the middle of the first row: the page moves, not a box inside it.
    const first = managePanel(page).getByRole('listitem').first();
    await first.scrollIntoViewIfNeeded();
    const row = (await first.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const x = row.x + row.width / 2;
    const y = row.y + Math.min(row.height, 800 - row.y) / 2;
    const before = await page.evaluate(() => window.scrollY);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 10; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - i * 30 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 200);

    // Scrolling the page to the list's end brings the last material's row on screen (rows are
    // measured as they come into view, so the list may grow on the way), with its place in the list.
    const list = managePanel(page).getByRole('list');
    const last = managePanel(page).locator(`li[aria-posinset="${total}"]`);
    await expect(async () => {
      await list.evaluate((ul) => window.scrollBy(0, ul.getBoundingClientRect().bottom - window.innerHeight));
      await expect(last).toBeInViewport({ timeout: 1000 });
    }).toPass();
    await expect(last).toHaveAttribute('aria-setsize', String(total));
  });
});
