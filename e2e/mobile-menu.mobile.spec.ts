import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { uniqueEmail } from './support/users.ts';

// The phone layout (390 x 844): the slide-in menu and the sign-up form.

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

function menu(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  return {
    dialog,
    openButton: page.getByRole('button', { name: 'Open menu' }),
    openButtonAnyway: page.getByRole('button', { name: 'Open menu', includeHidden: true }),
    mainHeading: dialog.getByRole('heading', { name: 'Main Navigation' }),
    accountHeading: dialog.getByRole('heading', { name: 'Account' }),
  };
}

test('the menu slides in, locks the page scroll, closes on Escape and after a link', async ({
  page,
}) => {
  await page.goto('/');
  const m = menu(page);
  // The desktop navigation is hidden at this width; the menu button takes its place.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
  await expect(m.openButton).toBeVisible();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

  await m.openButton.click();
  await expect(m.dialog).toBeVisible();
  await expect(m.mainHeading).toBeVisible();
  await expect(m.accountHeading).toBeVisible();
  // While the menu is open the rest of the page is hidden from assistive technology.
  await expect(m.openButton).toHaveCount(0);
  await expect(m.openButtonAnyway).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(m.dialog).toBeHidden();
  await expect(m.openButton).toBeFocused();
  await expect(m.openButton).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');

  await m.openButton.click();
  await expect(m.dialog).toBeVisible();
  await m.dialog.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(m.dialog).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
});

test('the sign-up form fits a 390 px screen and signs up', async ({ page }) => {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(form).toBeVisible();

  const width = page.viewportSize()?.width ?? 390;
  expect(width).toBe(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  const fields = [
    form.getByLabel('First name', { exact: true }),
    form.getByLabel('Last name', { exact: true }),
    form.getByLabel('Email', { exact: true }),
    form.getByLabel('Phone number (optional)', { exact: true }),
    form.getByLabel('Password', { exact: true }),
    form.getByLabel('Confirm password', { exact: true }),
  ];
  for (const field of fields) {
    const box = await field.boundingBox();
    expect(box, 'field is laid out').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }

  const [firstName, lastName, email, phone, password, confirmPassword] = fields;
  await firstName!.fill('Noor');
  await lastName!.fill('Haddad');
  await email!.fill(uniqueEmail('mobile'));
  await phone!.fill('555 430 1122');
  await password!.fill('Sunshine42!');
  await confirmPassword!.fill('Sunshine42!');
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/classes');
  const m = menu(page);
  await m.openButton.click();
  await expect(m.dialog.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(m.dialog.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(m.dialog.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
});
