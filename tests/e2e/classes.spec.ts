import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInAs } from './helpers.ts';

// A new teacher's class, from the administrator's approval to what each learner and parent sees:
// the class's material reaches its learners (and their parents) only.

const PASSWORD = 'Teach2026x';
const run = `${process.pid}`;
const CLASS = `Robotics ${run}`;
const MATERIAL = `Robot Arms ${run}.pdf`;

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, size: 24, font });
  return Buffer.from(await doc.save());
}

async function signIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await request.post('/api/auth/sign-in', { data: { email, password, rememberMe: false } });
  expect(res.status(), `sign-in as ${email}: ${await res.text()}`).toBe(200);
}

/** A new account signed up through the API (an address of its own per run); the context is signed out again. */
async function signUp(
  request: APIRequestContext,
  name: string,
  role: 'teacher' | 'student',
): Promise<{ id: number; email: string }> {
  const email = `${name.split(' ')[1]!.toLowerCase()}.${run}.${Date.now()}@school.example`;
  const res = await request.post('/api/auth/sign-up', { data: { fullName: name, email, role, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { user: { id: number } }).user.id;
  await request.post('/api/auth/sign-out');
  return { id, email };
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const csv = (rows: string[]) => ({
  name: 'roster.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['name,grade,email', ...rows].join('\n')),
});

test('a new teacher builds a class: its material reaches its learners and their parents only', async ({ browser }) => {
  test.setTimeout(120_000);
  // The administrator approves the new teacher and links a second learner, of Class C, to their record.
  const admin = await newPage(browser);
  const teacherAccount = await signUp(admin.request, 'Ravi Kulkarni', 'teacher');
  const otherLearner = await signUp(admin.request, 'Mira Dutta', 'student');
  await signIn(admin.request, 'admin@eduportal.example');
  expect((await admin.request.post(`/api/accounts/${teacherAccount.id}/approve`)).status()).toBe(200);
  const link = await admin.request.post('/api/students/S003/links', { data: { email: otherLearner.email } });
  expect(link.status(), await link.text()).toBe(200);
  await admin.close();

  // The teacher creates the class.
  const teacher = await newPage(browser);
  await signIn(teacher.request, teacherAccount.email, PASSWORD);
  await teacher.goto('/teachers#classes');
  await expect(teacher.getByRole('heading', { name: 'Classes', level: 2 })).toBeVisible();
  await expect(teacher.getByText('You teach no class yet. Create one with New class.')).toBeVisible();
  await teacher.getByRole('button', { name: 'New class' }).click();
  const create = teacher.getByRole('dialog', { name: 'New class' });
  await create.getByLabel('Name').fill(CLASS);
  await create.getByLabel('Course').selectOption({ label: 'Introduction to Programming' });
  await create.getByLabel('Grade').selectOption('10th');
  await create.getByLabel('Term').fill('2026-27');
  await create.getByRole('button', { name: 'Create class' }).click();
  await expect(teacher.getByRole('heading', { name: CLASS })).toBeVisible();
  const code = (await teacher.locator('.ccode__value').first().textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);

  // Three students from a CSV: a bad row is refused first and nothing is written; the fixed file imports.
  await teacher.getByRole('button', { name: 'Import CSV' }).click();
  const importer = teacher.getByRole('dialog', { name: `Import students into ${CLASS}` });
  const rows = [`Asha Kumar,9th,asha.${run}@student.example.edu`, `Ben Roy,10th,ben.${run}@student.example.edu`];
  await importer.getByLabel('CSV file').setInputFiles(csv([...rows, `Chen Li,13th,chen.${run}@student.example.edu`]));
  await expect(importer.getByText('1 row has an error: fix the file and choose it again.', { exact: false })).toBeVisible();
  await expect(importer.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await importer.getByLabel('CSV file').setInputFiles(csv([...rows, `Chen Li,11th,chen.${run}@student.example.edu`]));
  await expect(importer.getByRole('button', { name: 'Import', exact: true })).toBeEnabled();
  await importer.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importer).toHaveCount(0);
  for (const name of ['Asha Kumar', 'Ben Roy', 'Chen Li']) await expect(teacher.getByText(name, { exact: true })).toBeVisible();

  // A material for this class only.
  await teacher.goto('/teachers#materials');
  const upload = teacher.getByRole('form', { name: 'Upload study materials' });
  await upload
    .locator('input[type=file]')
    .setInputFiles([{ name: MATERIAL, mimeType: 'application/pdf', buffer: await pdf('Robot arms') }]);
  await upload.getByLabel('Category').selectOption('Lectures');
  await upload.getByLabel('Course').selectOption('Computer Science');
  await upload.getByRole('checkbox', { name: new RegExp(`^${CLASS} · `) }).check();
  await teacher.getByRole('button', { name: 'Upload Files' }).click();
  await expect(teacher.getByText('1 file uploaded successfully!')).toBeVisible();
  const list = await teacher.request.get(
    `/api/getStudyMaterials/${((await (await teacher.request.get('/api/me')).json()) as { user: { teacherId: string } }).user.teacherId}`,
  );
  const fileUrl = ((await list.json()) as { materials: { name: string; url: string }[] }).materials.find((m) =>
    m.name.endsWith(MATERIAL),
  )!.url;
  await teacher.close();

  // A learner of another class does not see it, nor open it by its address.
  const other = await newPage(browser);
  await signIn(other.request, otherLearner.email, PASSWORD);
  await other.goto('/learners#material');
  await expect(other.getByRole('heading', { name: 'Material', level: 2 })).toBeVisible();
  await expect(other.getByText(MATERIAL)).toHaveCount(0);
  const refused = await other.request.get(fileUrl);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('This material is for classes you are not in.');
  await other.close();

  // The demo learner joins the class by its code, and then sees the material.
  const learner = await newPage(browser);
  await signInAs(learner, 'learner');
  await learner.goto('/learners#material');
  await expect(learner.getByRole('heading', { name: 'Material', level: 2 })).toBeVisible();
  await expect(learner.getByText(MATERIAL)).toHaveCount(0);
  await learner.goto('/learners#profile');
  const join = learner.getByRole('article', { name: 'Join a class' });
  await join.getByLabel('Class code').fill(code.toLowerCase());
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(join.getByText(`You joined ${CLASS}. Its materials and tests are now in your lists.`)).toBeVisible();
  await learner.goto('/learners#material');
  await expect(learner.getByText(MATERIAL)).toBeVisible();
  expect((await learner.request.get(fileUrl)).status()).toBe(200);
  await learner.close();

  // The parent sees it for that child (S001), not for the other (S002).
  const parent = await newPage(browser);
  await signInAs(parent, 'parent');
  const forChild = async (studentId: string) =>
    (
      (await (await parent.request.get(`/api/studyMaterials/${studentId}`)).json()) as { studyMaterials: { name: string }[] }
    ).studyMaterials.map((m) => m.name);
  expect(await forChild('S001')).toContain(MATERIAL);
  expect(await forChild('S002')).not.toContain(MATERIAL);
  await parent.goto(DEMO_ACCOUNTS.parent.dashboard);
  await expect(parent.getByText(MATERIAL).first()).toBeVisible();
  await parent.close();
});
