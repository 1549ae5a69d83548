import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { waitForMail } from './support/mail.ts';

const OFFICE = 'office@careclass.test';

test('the contact form checks its fields, sends the message and the office gets it', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  // The office's details come from the public settings.
  const office = page.getByRole('region', { name: 'Our office' });
  await expect(office.getByText('120 Maple Avenue, Suite 4, Springfield, NY 10001')).toBeVisible();
  await expect(office.getByText('9AM-3PM Mon to Fri', { exact: true })).toBeVisible();
  await expect(office.getByRole('link', { name: OFFICE })).toHaveAttribute(
    'href',
    `mailto:${OFFICE}`,
  );
  await expect(office.getByRole('link', { name: '(555) 010-2030' })).toHaveAttribute(
    'href',
    'tel:5550102030',
  );
  await expectNoSeriousA11yViolations(page);

  const name = page.getByLabel('Name', { exact: true });
  const email = page.getByLabel('Email', { exact: true });
  const message = page.getByLabel('Message', { exact: true });
  const send = page.getByRole('button', { name: 'Send message' });

  // Nothing filled in: every field says what is missing and nothing is sent.
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact') && r.method() === 'POST') posted += 1;
  });
  await send.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription('Message is required');
  await expectNoSeriousA11yViolations(page);

  const sender = `Dana Visitor ${Date.now().toString(36)}`;
  await name.fill(sender);
  await email.fill('not-an-address');
  await message.fill('Do you run the CPR class on Saturdays?');
  await send.click();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  expect(posted).toBe(0);

  await email.fill('dana.visitor@example.test');
  const sentAt = new Date();
  await send.click();
  await expect(
    page.getByText('Thank you for your message. We will get back to you soon.'),
  ).toBeVisible();
  // The form is cleared for a next message.
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');

  const mail = await waitForMail({ to: OFFICE, subjectContains: sender, after: sentAt });
  expect(mail.text).toContain('Do you run the CPR class on Saturdays?');
  expect(mail.text).toContain('dana.visitor@example.test');
});

test('a failed send says why and keeps what was typed', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Dana Visitor');
  await page.getByLabel('Email', { exact: true }).fill('dana.visitor@example.test');
  await page.getByLabel('Message', { exact: true }).fill('Hello');

  // No connection.
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText('Network error. Please check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello');

  // A server failure without a message of its own.
  await page.unroute('**/api/contact');
  await page.route('**/api/contact', (route) => route.fulfill({ status: 502, body: '' }));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();

  // A server refusal shows the server's text.
  await page.unroute('**/api/contact');
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Too many messages. Please try again later.',
        code: 'RATE_LIMITED',
      }),
    }),
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Too many messages. Please try again later.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Dana Visitor');
});
