import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';

// The school's administrator decides on teacher sign-ups; the applicants see the outcome.

const ADMIN = { email: 'admin@eduportal.example', name: 'Mrs. Helen Carter' };
const PASSWORD = 'Teach2026x';

/** Signs a teacher up through the API (an address of its own per run); returns the email. */
async function signUpTeacher(request: APIRequestContext, name: string): Promise<string> {
  const email = `${name.split(' ')[1]!.toLowerCase()}.${Date.now()}@school.example`;
  const res = await request.post('/api/auth/sign-up', { data: { fullName: name, email, role: 'teacher', password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  // The sign-up signed this request context in: sign it out again.
  await request.post('/api/auth/sign-out');
  return email;
}

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('the administrator approves one teacher sign-up and declines another, who reads the reason', async ({ browser }) => {
  const admin = await browser.newPage();
  const approvedEmail = await signUpTeacher(admin.request, 'Ravi Menon');
  const declinedEmail = await signUpTeacher(admin.request, 'Tara Bose');

  await signInWithForm(admin, ADMIN.email, DEMO_PASSWORD);
  await expect(admin).toHaveURL('/admin');
  await expect(admin.getByRole('heading', { name: 'School Administration', level: 1 })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Pending teachers', level: 2 })).toBeVisible();

  await admin.getByRole('button', { name: 'Approve Ravi Menon' }).click();
  const approve = admin.getByRole('alertdialog', { name: 'Approve Ravi Menon?' });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByText('Ravi Menon is now a teacher of the school.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve Ravi Menon' })).toHaveCount(0);

  await admin.getByRole('button', { name: 'Decline Tara Bose' }).click();
  const decline = admin.getByRole('alertdialog', { name: 'Decline Tara Bose?' });
  await decline.getByLabel('Reason (optional, shown to the applicant)').fill('We have no opening in physics this term.');
  await decline.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(admin.getByText("Tara Bose's sign-up was declined.")).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Decline Tara Bose' })).toHaveCount(0);

  // The approved teacher is listed among the school's teachers.
  await admin.getByRole('navigation', { name: 'ADMINISTRATION' }).getByRole('button', { name: 'Teachers', exact: true }).click();
  await expect(admin.getByRole('table', { name: 'Teachers' }).getByRole('rowheader', { name: 'Ravi Menon' })).toBeVisible();
  await admin.close();

  const declined = await browser.newPage();
  await signInWithForm(declined, declinedEmail, PASSWORD);
  await expect(declined).toHaveURL('/teachers');
  await expect(
    declined
      .getByText("The school's administrator declined your teacher account. Reason: We have no opening in physics this term.")
      .first(),
  ).toBeVisible();
  await expect(declined.getByRole('heading', { name: 'Teacher Dashboard' })).toHaveCount(0);
  await declined.close();

  const approved = await browser.newPage();
  await signInWithForm(approved, approvedEmail, PASSWORD);
  await expect(approved).toHaveURL('/teachers');
  await expect(approved.getByRole('heading', { name: 'Teacher Dashboard', level: 1 })).toBeVisible();
  await approved.close();
});

test('a teacher opening /admin reads that it is for the administrator', async ({ page }) => {
  const res = await page.request.post('/api/auth/sign-in', {
    data: { email: 'teacher@eduportal.example', password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(res.status()).toBe(200);
  await page.goto('/admin');
  await expect(
    page.getByText(
      'The administration dashboard is for Administrator accounts. You are signed in as Ms. Priya Sharma (Teacher).',
    ),
  ).toBeVisible();
});
