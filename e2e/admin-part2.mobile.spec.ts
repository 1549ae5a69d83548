import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { adminSession, fadedIn, findClassByTitle } from './support/admin.ts';
import { DEMO_USERS, createStudent, signIn } from './support/users.ts';

// Certificates, Financial and the system screens at 390 px: reached through the Admin menu, no
// sideways page scroll (wide tables scroll inside their own region), no serious axe finding.

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
}

async function openSection(page: Page, label: string, heading: string) {
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await page
    .getByRole('menu', { name: 'Admin menu' })
    .getByRole('menuitem', { name: label })
    .click();
  await expect(page.locator('[role="menu"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test('the second part of the back office fits a phone', async ({ page, request }) => {
  test.slow();
  // Saving the office hours unchanged is harmless and leaves an audit entry to look at.
  const admin = await adminSession(request);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const current = (await (await request.get('/api/admin/settings', { headers })).json()) as {
    settings: { office_hours: string };
  };
  const saved = await request.put('/api/admin/settings', {
    headers,
    data: { settings: { office_hours: current.settings.office_hours } },
  });
  expect(saved.ok()).toBeTruthy();
  // And a certificate of a fresh student, so that the card view has a card.
  const student = await createStudent(request, { firstName: 'Mia', lastName: 'Mobile' });
  const cls = await findClassByTitle(request, admin, 'CPR and First Aid Certification');
  // Unique per run, so that a second run on the same data still finds exactly one card.
  const certificateName = `Mobile check ${Date.now().toString(36)}`;
  const certificate = await request.post('/api/certificates', {
    headers,
    multipart: {
      user_id: String(student.user.id),
      class_id: String(cls.id),
      certificate_name: certificateName,
      file: {
        name: 'certificate.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    },
  });
  expect(certificate.status()).toBe(201);

  await signIn(page, DEMO_USERS.admin, '/admin/classes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class Management');

  await openSection(page, 'Certificates', 'Certificate Management');
  // Narrow screens start in the card view.
  await expect(page.getByRole('button', { name: 'Card view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('Search').fill(certificateName);
  await expect(page.getByRole('list', { name: 'Certificates' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Upload Certificate' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Certificate' });
  await fadedIn(upload);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await upload.getByRole('button', { name: 'Cancel' }).click();
  await expect(upload).toBeHidden();

  await openSection(page, 'Financial', 'Financial Management');
  await expect(page.getByRole('heading', { name: 'Total Revenue' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await openSection(page, 'Settings', 'System Settings');
  await expect(page.getByLabel('Office hours')).not.toHaveValue('');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await openSection(page, 'Audit Log', 'Audit Log');
  await expect(page.getByRole('region', { name: 'Audit log entries' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('button', { name: /^Details of / })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Audit entry details' });
  await fadedIn(details);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  await openSection(page, 'System Health', 'System Health');
  await expect(page.getByRole('region', { name: 'Database' })).toContainText('Reachable');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
