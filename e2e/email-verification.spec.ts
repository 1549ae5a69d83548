import { MSG } from '@careclass/shared';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { welcomeVerifyLink } from './support/verification.ts';
import { createStudent, uniqueEmail, useSession } from './support/users.ts';

// Sign-up -> welcome e-mail -> verification link -> the profile says the address is verified;
// and a link that does not work, with the resend button for the signed-in student.

test('a new student verifies the e-mail address with the link of the welcome e-mail', async ({
  page,
}) => {
  const email = uniqueEmail('verify');
  const signedUpAt = new Date();
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name', { exact: true }).fill('Vera');
  await form.getByLabel('Last name', { exact: true }).fill('Mendes');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Verify-me-2024');
  await form.getByLabel('Confirm password', { exact: true }).fill('Verify-me-2024');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/signup$/);

  // Before: the profile says the address is not verified and offers a new link.
  await page.goto('/profile');
  const notice = page.getByRole('region', { name: 'Email not verified' });
  await expect(notice).toContainText('Your email address is not verified yet');
  await expect(notice.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
  await expect(page.getByText('Email verified', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const link = await welcomeVerifyLink(email, signedUpAt);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-mail address verified' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(MSG.emailVerified);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email not verified' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('an invalid link says so and lets the signed-in student ask for a new one', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { firstName: 'Nico' });
  await useSession(page, student);
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification link' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(MSG.verifyLinkInvalid);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: MSG.verificationSent })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});
