import { expect, test } from '@playwright/test';
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
