import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  createClassByApi,
  enrollByApi,
  fadedIn,
  searchClasses,
} from './support/admin.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// View All Enrollments pages a class's enrolments from the server: 25 a page, a pager below,
// the tab counts from the totals; at 390 px nothing scrolls sideways.

test('a class with more enrolments than a page pages them', async ({ page, request }) => {
  test.slow();
  const admin = await adminSession(request);
  const cls = await createClassByApi(request, admin, { capacities: [40] });
  const sessionId = cls.sessions[0]!.id;
  for (let i = 0; i < 27; i++) {
    const student = await createStudent(request, { firstName: 'Pager', lastName: `Student${i}` });
    await enrollByApi(request, student, cls.id, sessionId);
  }

  await signIn(page, DEMO_USERS.admin, '/admin/classes');
  // At 390 px the classes are cards.
  await searchClasses(page, cls.title);
  await page.getByRole('button', { name: `Actions for ${cls.title}` }).click();
  await page.getByRole('menuitem', { name: 'View All Enrollments' }).click();
  const all = page.getByRole('dialog', { name: `All enrollments: ${cls.title}` });
  await fadedIn(all);
  await expect(all.getByRole('tab', { name: 'Active (27)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(all.getByRole('tab', { name: 'Historical (0)' })).toBeVisible();
  const table = all.getByRole('table', { name: `Active enrollments of ${cls.title}` });
  await expect(table.getByRole('row').filter({ hasText: 'Pager' })).toHaveCount(25);
  // Newest first: the last to enrol leads the first page.
  await expect(table.getByRole('row').nth(1)).toContainText('Student26');
  await expect(all.getByText('1–25 of 27')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await all.getByRole('button', { name: 'Go to next page' }).click();
  await expect(all.getByText('26–27 of 27')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Pager' })).toHaveCount(2);
  await expect(table).toContainText('Student0');

  await all.getByRole('tab', { name: 'Historical (0)' }).click();
  await expect(all.getByText('No historical enrollments')).toBeVisible();
  await all.getByRole('button', { name: 'Close' }).click();
  await expect(all).toBeHidden();
});
