import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { adminSession, dayFromNow, findClassByTitle, uniqueTitle } from './support/admin.ts';
import { uploadExpiringByApi } from './support/expiring.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// Expiring Soon at 390 px: the rows are cards, nothing scrolls sideways, axe finds nothing serious.

test('Expiring Soon works on a phone', async ({ page, request }) => {
  const admin = await adminSession(request);
  const student = await createStudent(request, { firstName: 'Mo', lastName: 'Bile' });
  const cls = await findClassByTitle(request, admin, 'CPR and First Aid Certification');
  await uploadExpiringByApi(request, admin, {
    userId: Number(student.user.id),
    classId: cls.id,
    name: uniqueTitle('Phone CPR'),
    expires: dayFromNow(10),
  });

  await signIn(page, DEMO_USERS.admin, '/admin/certificates?view=expiring');
  const list = page.getByRole('region', { name: 'Expiring certificates' });
  await expect(list.getByText(student.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test('the class filter says when the classes cannot be loaded and retries', async ({ page }) => {
  let failing = true;
  await page.route('**/api/admin/class-choices', (route) =>
    failing ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  await signIn(page, DEMO_USERS.admin, '/admin/certificates?view=expiring');
  const filter = page.getByRole('combobox', { name: 'Class' });
  await expect(page.getByText('Failed to fetch classes')).toBeVisible();
  await expect(filter).toHaveAttribute('aria-invalid', 'true');
  // The list still works without the filter's classes.
  await expect(page.getByRole('region', { name: 'Expiring certificates' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(
    filter.locator('option', { hasText: 'CPR and First Aid Certification' }),
  ).toHaveCount(1);
  await expect(filter.locator('option').first()).toHaveText('All classes');
  await expect(page.getByText('Failed to fetch classes')).toHaveCount(0);
  await filter.selectOption({ label: 'CPR and First Aid Certification' });
  await expect(filter).not.toHaveAttribute('aria-invalid', 'true');
});
