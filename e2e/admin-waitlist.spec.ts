import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  createClassByApi,
  enrollByApi,
  getClass,
  joinWaitlistByApi,
  searchClasses,
  uniqueTitle,
} from './support/admin.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// Waitlist Management: approval never overbooks; once the office adds a seat it goes through.

test('approving a waiting student needs a free seat; after the capacity is raised it enrols them', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const title = uniqueTitle('Sign Language for Toddlers');
  const cls = await createClassByApi(request, admin, { title, capacities: [1] });
  const seated = await createStudent(request, { firstName: 'Sid', lastName: 'Seated' });
  const waiting = await createStudent(request, { firstName: 'Wanda', lastName: 'Hopeful' });
  await enrollByApi(request, seated, cls.id, cls.sessions[0]!.id);
  await joinWaitlistByApi(request, waiting, cls.id);

  await signIn(page, DEMO_USERS.admin, '/admin/waitlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waitlist Management');
  await expect(page.getByRole('heading', { name: 'Waiting', exact: true })).toBeVisible();
  await page.getByLabel('Search').fill(waiting.email);
  const table = page.getByRole('region', { name: 'Waitlist entries' });
  const row = table.getByRole('row').filter({ hasText: 'Wanda Hopeful' });
  await expect(row).toContainText(title);
  await expect(row.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // The only seat is taken: the approval is refused and nothing changes.
  await row.getByRole('button', { name: 'Approve Wanda Hopeful' }).click();
  await expect(page.getByText('No session of this class has a free seat right now')).toBeVisible();
  await expect(row.getByText('Waiting', { exact: true })).toBeVisible();

  // The office adds a seat in the class form.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Classes' })
    .click();
  await searchClasses(page, title);
  const classRow = page.getByRole('row').filter({ hasText: title });
  await classRow.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Class' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Class' });
  const capacity = edit.getByRole('group', { name: 'Session 1' }).getByLabel('Capacity');
  await expect(capacity).toHaveValue('1');
  await capacity.fill('2');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Class updated successfully')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Waitlist' })
    .click();
  await page.getByLabel('Search').fill(waiting.email);
  await row.getByRole('button', { name: 'Approve Wanda Hopeful' }).click();
  await expect(page.getByText('Waitlist entry approved and moved to enrollments')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Closed entries are listed on request, with their badge and no actions.
  await page.getByLabel('Show closed').check();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const after = await getClass(request, admin, cls.id);
  expect(after.sessions[0]).toMatchObject({ capacity: 2, available_spots: 0 });
});
