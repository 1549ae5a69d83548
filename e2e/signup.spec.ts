import { MSG } from '@careclass/shared';
import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { uniqueEmail } from './support/users.ts';

// Sign-up (/signup): client-side validation with the specification's messages, a valid sign-up
// that signs the new student in, and the server's refusal of an address already in use.

function signupForm(page: Page) {
  const form = page.getByRole('form', { name: 'Sign up' });
  return {
    form,
    firstName: form.getByLabel('First name', { exact: true }),
    lastName: form.getByLabel('Last name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Phone number (optional)', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    confirmPassword: form.getByLabel('Confirm password', { exact: true }),
    submit: form.getByRole('button', { name: 'Create account' }),
  };
}

interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

async function fillSignup(page: Page, details: SignupDetails): Promise<void> {
  const f = signupForm(page);
  await f.firstName.fill(details.firstName);
  await f.lastName.fill(details.lastName);
  await f.email.fill(details.email);
  await f.phone.fill(details.phone);
  await f.password.fill(details.password);
  await f.confirmPassword.fill(details.confirmPassword);
}

test('sign-up shows each validation message under its own field', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillSignup(page, {
    firstName: 'A',
    lastName: 'B',
    email: 'not-an-address',
    phone: '12',
    password: 'short',
    confirmPassword: 'shorter',
  });
  const f = signupForm(page);
  await f.submit.click();

  // Each message is the helper text of its field: shown under it and announced with it.
  const expected = [
    [f.firstName, MSG.firstNameTooShort],
    [f.lastName, MSG.lastNameTooShort],
    [f.email, MSG.invalidEmail],
    [f.phone, MSG.invalidPhone],
    [f.password, MSG.passwordTooShort],
    [f.confirmPassword, MSG.passwordsDoNotMatch],
  ] as const;
  for (const [field, message] of expected) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
  // Nothing was sent: still on the form, signed out.
  await expect(page).toHaveURL(/\/signup$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The form with its errors shown is accessible too.
  await expectNoSeriousA11yViolations(page);
});

test('a valid sign-up signs the student in; the same address cannot sign up twice', async ({
  page,
}) => {
  const details = {
    firstName: 'Maya',
    lastName: 'Okafor',
    email: uniqueEmail('signup'),
    phone: '(555) 201-3344',
    password: 'Sunshine42!',
    confirmPassword: 'Sunshine42!',
  };
  const header = page.getByRole('banner');

  await page.goto('/signup');
  await fillSignup(page, details);
  await signupForm(page).submit.click();

  // Not sent by a class page: the new student starts in the catalogue.
  await expect(page).toHaveURL((url) => url.pathname === '/classes');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();

  await page.goto('/signup');
  // The address differs only in case and spacing: it is still the same account.
  await fillSignup(page, { ...details, email: ` ${details.email.toUpperCase()} ` });
  const f = signupForm(page);
  await f.submit.click();

  await expect(f.form.getByRole('alert')).toHaveText(MSG.emailTaken);
  await expect(f.email).toHaveAccessibleDescription(MSG.emailTaken);
  await expect(page).toHaveURL(/\/signup$/);
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});
