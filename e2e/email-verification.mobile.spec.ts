import { MSG } from '@careclass/shared';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { welcomeVerifyLink } from './support/verification.ts';
import { createStudent, useSession } from './support/users.ts';

// The verification link opened on a phone (390 px): the page and the profile fit and read well.

test('on a phone the verification link verifies and the profile says so', async ({
  page,
  request,
}) => {
  const signedUpAt = new Date();
  const student = await createStudent(request, { firstName: 'Mina' });
  await useSession(page, student);

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Email not verified' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(await welcomeVerifyLink(student.email, signedUpAt));
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-mail address verified' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(MSG.emailVerified);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
