import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInAs } from './helpers.ts';

// A session that ends while a teacher works loses nothing: the screen stays under a sign-in
// dialog, and after signing in again the same work is saved.

test('a half-built test survives a session that expired while saving: sign in, then save', async ({ page, context }) => {
  await signInAs(page, 'teacher');
  await page.goto('/teachers');
  const d = page.locator('edu-teacher-dashboard');
  await d.getByRole('navigation', { name: 'TEACHER TOOLS' }).getByRole('button', { name: 'Tests', exact: true }).click();
  await expect(d.getByRole('heading', { name: 'Test Management' })).toBeVisible();

  const title = `Expiry Quiz ${Date.now()}`;
  await d.getByRole('textbox', { name: 'Test Title' }).fill(title);
  await d.getByRole('combobox', { name: 'Course' }).selectOption('Physics');
  await d.getByRole('combobox', { name: 'Question Type' }).selectOption({ label: 'True/False' });
  await d.getByRole('textbox', { name: 'Question Text' }).fill('The Earth orbits the Sun.');
  await d.getByRole('combobox', { name: 'Correct Answer' }).selectOption({ label: 'True' });
  await d.getByRole('button', { name: 'Add Question' }).click();
  await expect(d.getByRole('heading', { name: 'Questions (1)' })).toBeVisible();

  // The session ends on the server's side (as after 12 hours, or a sign-out elsewhere).
  await context.clearCookies();
  await d.getByRole('button', { name: 'Save Test' }).click();
  const dialog = d.getByRole('dialog', { name: 'Your session has expired. Please sign in again.' });
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email Address').fill(DEMO_ACCOUNTS.teacher.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Everything typed is still there; saving now works.
  await expect(d.getByRole('textbox', { name: 'Test Title' })).toHaveValue(title);
  await expect(d.getByRole('combobox', { name: 'Course' })).toHaveValue('Physics');
  await expect(d.getByRole('heading', { name: 'Questions (1)' })).toBeVisible();
  await d.getByRole('button', { name: 'Save Test' }).click();
  await expect(d.getByText('Test saved successfully!')).toBeVisible();
});
