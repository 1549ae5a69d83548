import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  createClassByApi,
  fadedIn,
  enrollByApi,
  publicAvailableSpots,
  uniqueTitle,
} from './support/admin.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// Enrollment Management: approving one pending enrolment and rejecting another with a reason, on
// a class of this test's own; the rejected seat is freed.

test('the admin approves one enrolment and rejects another, freeing its seat', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const cls = await createClassByApi(request, admin, {
    title: uniqueTitle('Toddler Nutrition'),
    capacities: [3],
  });
  const sessionId = cls.sessions[0]!.id;
  const erin = await createStudent(request, { firstName: 'Erin', lastName: 'Approvable' });
  const rita = await createStudent(request, { firstName: 'Rita', lastName: 'Rejectable' });
  await enrollByApi(request, erin, cls.id, sessionId);
  await enrollByApi(request, rita, cls.id, sessionId);
  expect(await publicAvailableSpots(request, cls.id)).toEqual([1]);

  await signIn(page, DEMO_USERS.admin, '/admin/enrollments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enrollment Management');
  await expect(page.getByRole('heading', { name: 'Pending Approval' })).toBeVisible();
  await page.getByLabel('Class', { exact: true }).selectOption({ label: cls.title });

  const table = page.getByRole('region', { name: 'Enrollments' });
  const erinRow = table.getByRole('row').filter({ hasText: 'Erin Approvable' });
  const ritaRow = table.getByRole('row').filter({ hasText: 'Rita Rejectable' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(erinRow).toContainText('Pending');
  // A row offers only the two statuses it is not in.
  await expect(erinRow.getByRole('button', { name: /^Move to pending/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await erinRow.getByRole('button', { name: 'Approve Erin Approvable' }).click();
  await expect(page.getByText('Enrollment approved successfully')).toBeVisible();
  await expect(erinRow).toContainText('Approved');
  await expect(erinRow.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(erinRow.getByRole('button', { name: 'Reject Erin Approvable' })).toBeVisible();
  await expect(
    erinRow.getByRole('button', { name: 'Move to pending Erin Approvable' }),
  ).toBeVisible();

  await ritaRow.getByRole('button', { name: 'Reject Rita Rejectable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject enrollment' });
  await fadedIn(dialog);
  await dialog.getByLabel('Reason').fill('The session is meant for infant room staff.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Reject enrollment' }).click();
  await expect(page.getByText('Enrollment rejected successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(ritaRow).toContainText('Rejected');
  await expect(ritaRow.getByRole('button', { name: /^Reject/ })).toHaveCount(0);

  // The rejected seat is free again for everybody.
  expect(await publicAvailableSpots(request, cls.id)).toEqual([2]);

  // The details dialog shows the reason given.
  await ritaRow.getByRole('button', { name: "Details of Rita Rejectable's enrollment" }).click();
  const details = page.getByRole('dialog', { name: 'Enrollment details' });
  await expect(details).toContainText('The session is meant for infant room staff.');
  await fadedIn(details);
  await expectNoSeriousA11yViolations(page);
});
