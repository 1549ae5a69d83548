import { MSG } from '@careclass/shared';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { taughtClassWithStudent } from './support/instructor.ts';
import { DEMO_USERS, createStudent, loginThroughUi, signIn, useSession } from './support/users.ts';

// The instructor workspace (docs/decisions/0032): My Classes, a class's figures and rosters.

test('an instructor lands on My Classes and reads a session roster', async ({ page, request }) => {
  const { title } = await taughtClassWithStudent(request, 'Lindqvist');
  await loginThroughUi(page, DEMO_USERS.instructor);
  await expect(page).toHaveURL(/\/my-classes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Classes');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My Classes', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Keyboard: the card is one link.
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-classes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Upcoming sessions' })).toBeVisible();
  const roster = page.getByRole('region', { name: /^Students of the session/ }).first();
  await expect(roster.getByRole('cell', { name: 'Rosa Lindqvist' })).toBeVisible();
  await expect(roster).toContainText('Pending');
  await expect(page.getByRole('region', { name: 'Class figures' })).toContainText('Free seats');
  await expect(page.getByText('11 of 12')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Message class opens the Send Notification dialog for this class only.
  await page.getByRole('button', { name: 'Message class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Notification' });
  await expect(dialog).toContainText(`To the students of ${title}`);
  await expect(dialog).toContainText('1 student receives it: Rosa Lindqvist');
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Back to My Classes' }).click();
  await expect(page).toHaveURL(/\/my-classes$/);
});

test('a student cannot open My Classes and has no link to it', async ({ page, request }) => {
  const student = await createStudent(request);
  await useSession(page, student);
  await page.goto('/my-classes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MSG.accessDenied);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'My Classes', exact: true }),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a visitor is asked to log in and an admin is sent to the back office', async ({ page }) => {
  await page.goto('/my-classes');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO_USERS.admin, '/my-classes');
  await expect(page).toHaveURL(/\/admin\/analytics$/);
});
