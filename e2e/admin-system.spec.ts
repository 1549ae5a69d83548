import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { adminSession, fadedIn } from './support/admin.ts';
import { DEMO_USERS, signIn } from './support/users.ts';

// The system screens: a settings change is saved (only what changed), refused values are shown
// on their field, the audit log shows the change with its before and after, and the health
// screen reports the database.

test('settings save and restore, the audit log shows the change, health shows the database', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  await signIn(page, DEMO_USERS.admin, '/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System Settings');
  const officeHours = page.getByLabel('Office hours');
  await expect(officeHours).not.toHaveValue('');
  const original = await officeHours.inputValue();
  const changed = `${original} (test ${Date.now().toString(36)})`.slice(0, 100);
  const save = page.getByRole('button', { name: 'Save settings' });
  await expect(save).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  let restored = false;
  try {
    // A value the server refuses: its message is shown on the field.
    await officeHours.fill(' ');
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Office hours is required');
    await expect(officeHours).toHaveAttribute('aria-invalid', 'true');

    // Only the changed field is sent.
    await officeHours.fill(changed);
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith('/api/admin/settings'),
    );
    await save.click();
    expect((await put).postDataJSON()).toEqual({ settings: { office_hours: changed } });
    await expect(page.getByText('Settings saved successfully')).toBeVisible();
    await expect(officeHours).toHaveValue(changed);
    await expect(save).toBeDisabled();

    // The public contact details follow.
    const pub = await request.get('/api/settings/public');
    expect(
      ((await pub.json()) as { settings: { office_hours: string } }).settings.office_hours,
    ).toBe(changed);

    // Put it back.
    await officeHours.fill(original);
    await save.click();
    await expect(page.getByText('Settings saved successfully').first()).toBeVisible();
    await expect(officeHours).toHaveValue(original);
    restored = true;
  } finally {
    // Other tests read the contact details: a failure above must not leave them changed.
    if (!restored)
      await request.put('/api/admin/settings', {
        headers: { Authorization: `Bearer ${admin.token}` },
        data: { settings: { office_hours: original } },
      });
  }

  // The audit log: the newest settings change is the restore, from the changed text back.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Log');
  await page.getByLabel('Action').selectOption('settings.update');
  const table = page.getByRole('region', { name: 'Audit log entries' });
  // A sentence says who (the demo admin, Alex Morgan) did what; the code and e-mail stay in the details.
  const rows = table.getByRole('row').filter({ hasText: 'changed the settings' });
  await expect(rows.first()).toContainText('Alex Morgan changed the settings');
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  await expectNoSeriousA11yViolations(page);

  await rows
    .first()
    .getByRole('button', { name: /^Details of the entry at / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Audit entry details' });
  await fadedIn(dialog);
  await expect(dialog).toContainText('settings.update');
  await expect(dialog).toContainText(DEMO_USERS.admin.email);
  const change = dialog.getByRole('region', { name: 'Changes' }).getByRole('row', {
    name: /office_hours/,
  });
  await expect(change.getByRole('cell').nth(1)).toHaveText(changed);
  await expect(change.getByRole('cell').nth(2)).toHaveText(original);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // System health.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'System Health' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System Health');
  const database = page.getByRole('region', { name: 'Database' });
  await expect(database).toContainText('Reachable');
  await expect(database).toContainText(/\d+(\.\d+)? ms/);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/admin/system-health'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await refreshed).ok()).toBeTruthy();
  await expect(page.getByRole('region', { name: 'File storage' })).toContainText('Writable');
  await expectNoSeriousA11yViolations(page);
});
