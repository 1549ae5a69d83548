import { expect, test } from './support/test.ts';
import { demoReminder, expectRenewalSessions } from './support/reminders.ts';
import { checkA11y, expectNoHorizontalScroll } from './support/self-service.ts';
import { DEMO_USERS, signIn } from './support/users.ts';

// The expiry reminder at 390 px: its sessions and "Hold a seat for me" fit, read and reach by
// keyboard, on the notification and on the page its e-mail links to.

test('at 390 px the expiry reminder lists its sessions, reachable by keyboard and axe clean', async ({
  page,
  request,
}) => {
  const { notice } = await demoReminder(request);
  await signIn(page, DEMO_USERS.student, `/notifications/${notice.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
  const sessions = await expectRenewalSessions(page);
  await expect(sessions.getByRole('button', { name: 'Hold a seat for me' }).first()).toBeVisible();
  await checkA11y(page);
  await expectNoHorizontalScroll(page);

  const reminderId = notice.metadata.reminder_id as number;
  await page.goto(`/reminders/${reminderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renew your certificate');
  const again = await expectRenewalSessions(page);
  // Tabbing through the page reaches a "Hold a seat for me" button.
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await again
      .getByRole('button', { name: 'Hold a seat for me' })
      .evaluateAll((buttons) => buttons.some((b) => b === document.activeElement));
  }
  expect(reached).toBe(true);
  // A keyboard-focused MUI button pulses without end; the scan waits for a still page.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await checkA11y(page);
  await expectNoHorizontalScroll(page);
});
