import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { adminSession, dayFromNow, findClassByTitle, uniqueTitle } from './support/admin.ts';
import { uploadExpiringByApi } from './support/expiring.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// Expiring Soon (docs/decisions/0050): the office sees a certificate expiring in 45 days in the
// 90- and 60-day windows but not the 30-day one, with no renewal booked, and downloads the CSV.

const CLASS_TITLE = 'CPR and First Aid Certification';

test('the office lists certificates expiring soon and downloads them as CSV', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const student = await createStudent(request, { firstName: 'Exa', lastName: 'Piring' });
  const cls = await findClassByTitle(request, admin, CLASS_TITLE);
  const name = uniqueTitle('Expiring CPR');
  await uploadExpiringByApi(request, admin, {
    userId: Number(student.user.id),
    classId: cls.id,
    name,
    expires: dayFromNow(45),
  });

  await signIn(page, DEMO_USERS.admin, '/admin/certificates');
  await page.getByRole('tab', { name: 'Expiring Soon' }).click();
  await expect(page).toHaveURL(/view=expiring/);
  await expect(page.getByLabel('Expiring within')).toHaveValue('90');
  await page.getByLabel('Class', { exact: true }).selectOption({ label: CLASS_TITLE });
  const table = page.getByRole('region', { name: 'Expiring certificates' });
  const row = table.getByRole('row').filter({ hasText: student.email });
  await expect(row).toContainText('Exa Piring');
  await expect(row).toContainText(/4[4-6] days/);
  await expect(row.getByText('No', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 30 days: it is not in the window; 60 days: it is again.
  await page.getByLabel('Expiring within').selectOption('30');
  await expect(row).toBeHidden();
  await page.getByLabel('Expiring within').selectOption('60');
  await expect(row).toContainText(/4[4-6] days/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('certificates-expiring-60-days.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Certificate ID,Holder,Email,Class,Certificate,Expiration date,Days left,Renewal booked,Renewal session date',
  );
  const line = csv.split('\r\n').find((l) => l.includes(student.email));
  expect(line).toContain(`Exa Piring,${student.email},${CLASS_TITLE},${name},${dayFromNow(45)}`);
  expect(line).toMatch(/,No,$/);
});
