import { MSG } from '@careclass/shared';
import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { waitForMail } from './support/mail.ts';
import { createStudent } from './support/users.ts';

// Forgot password -> e-mail -> reset link -> new password -> login, and the invalid-link screens.

async function tryLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a student resets a forgotten password with the e-mailed link, which works once', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { firstName: 'Rosa', lastName: 'Delgado' });
  const newPassword = 'Fresh-start-2024';
  const requestedAt = new Date();

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const forgot = page.getByRole('form', { name: 'Forgot password' });
  await forgot.getByLabel('Email', { exact: true }).fill(student.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('alert')).toHaveText(MSG.forgotSent);

  const mail = await waitForMail({
    to: student.email,
    subjectContains: 'Reset your CareClass password',
    after: requestedAt,
  });
  const link = mail.links.find((href) => new URL(href).pathname === '/reset-password');
  expect(link, `reset link in: ${mail.links.join(', ')}`).toBeTruthy();
  const resetLink = link as string;
  expect(new URL(resetLink).searchParams.get('token')).toBeTruthy();

  // Hold the link check until the waiting state has been seen; it is often too quick to catch.
  let releaseCheck!: () => void;
  const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
  await page.route('**/api/users/reset-password/*', async (route) => {
    if (route.request().method() === 'GET') await checkHeld;
    await route.continue();
  });
  await page.goto(resetLink);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Verifying reset link');
  releaseCheck();
  await expect(page.getByText(`Hello, ${student.firstName} ${student.lastName}`)).toBeVisible();
  await page.unrouteAll();
  await expectNoSeriousA11yViolations(page);

  const reset = page.getByRole('form', { name: 'Reset password' });
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(reset.getByRole('alert')).toHaveText(MSG.resetSucceeded);

  // After a short pause the app moves on to the success page.
  await expect(page).toHaveURL(/\/password-reset-success$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Password reset successful' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'GO TO LOGIN' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await tryLogin(page, student.email, student.password);
  await expect(page.getByRole('form', { name: 'Login' }).getByRole('alert')).toHaveText(
    MSG.loginFailed,
  );
  await tryLogin(page, student.email, newPassword);
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();

  // The link has been used: opening it again shows the invalid-link screen.
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Link' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(MSG.resetLinkInvalid);
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expectNoSeriousA11yViolations(page);
});

test('/reset-password without a token says the link is missing', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Link' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(MSG.resetLinkMissing);
  await expect(page.getByRole('form', { name: 'Reset password' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
