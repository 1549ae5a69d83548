import { readFile } from 'node:fs/promises';
import { ISSUED_MSG } from '@careclass/shared';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  approveByApi,
  createClassByApi,
  enrollByApi,
  fadedIn,
  uniqueTitle,
} from './support/admin.ts';
import { DEMO_USERS, createStudent, signIn, useSession } from './support/users.ts';

// A completed session issues the student a certificate drawn by CareClass: the student downloads
// it from the profile and anyone can check it on its public verification page, on a phone.

test('a student downloads an issued certificate and opens its verification page', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const title = uniqueTitle('Issued CPR');
  const cls = await createClassByApi(request, admin, { title, capacities: [4] });
  const student = await createStudent(request, { firstName: 'Iris', lastName: 'Issued' });
  const enrollment = await enrollByApi(request, student, cls.id, cls.sessions[0]!.id);
  await approveByApi(request, admin, enrollment);
  const done = await request.patch(`/api/sessions/sessions/${cls.sessions[0]!.id}/status`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { status: 'completed' },
  });
  expect(done.status(), await done.text()).toBe(200);

  await useSession(page, student);
  await page.goto('/profile?section=certificates');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${title} certificate` }).click();
  const saved = await readFile((await (await downloading).path())!);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const mine = await request.get('/api/users/certificates', {
    headers: { Authorization: `Bearer ${student.token}` },
  });
  const [cert] = ((await mine.json()) as { certificates: { verification_code: string }[] })
    .certificates;

  // Anyone, signed in or not, on a phone.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  await visitor.goto(`/verify/${cert!.verification_code}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Certificate verification');
  await expect(visitor.getByText('This certificate is valid.')).toBeVisible();
  await expect(visitor.getByText('Iris Issued')).toBeVisible();
  await expect(visitor.getByText(title)).toBeVisible();
  expect(
    await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await expectNoSeriousA11yViolations(visitor);

  // The office revokes it, with a reason; the page says so at once.
  const office = await browser.newContext({ baseURL });
  const adminPage = await office.newPage();
  await signIn(adminPage, DEMO_USERS.admin, '/admin/certificates');
  await adminPage.getByLabel('Search').fill(title);
  await adminPage
    .getByRole('button', { name: `Revoke ${title} certificate of Iris Issued` })
    .first()
    .click();
  const dialog = adminPage.getByRole('dialog', { name: 'Revoke certificate' });
  await fadedIn(dialog);
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(dialog.getByText(ISSUED_MSG.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Issued to the wrong session');
  await expectNoSeriousA11yViolations(adminPage);
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(adminPage.getByText(ISSUED_MSG.revoked, { exact: true })).toBeVisible();
  await office.close();
  await visitor.reload();
  await expect(visitor.getByText(/has been revoked/)).toBeVisible();

  await visitor.goto(`/verify/${'a'.repeat(26)}`);
  await expect(visitor.getByText(ISSUED_MSG.unknownCode)).toBeVisible();
  await context.close();
});
