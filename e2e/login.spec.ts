import { MSG } from '@careclass/shared';
import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createStudent } from './support/users.ts';

// Login (/login), the login-required guard and logout.

function loginForm(page: Page) {
  const form = page.getByRole('form', { name: 'Login' });
  return {
    form,
    email: form.getByLabel('Email', { exact: true }),
    // exact: the show/hide button ("Show password") is labelled too.
    password: form.getByLabel('Password', { exact: true }),
    submit: form.getByRole('button', { name: 'Login', exact: true }),
  };
}

test('a logged-out visitor of /profile logs in there and comes back; logout signs out', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { firstName: 'Lena', lastName: 'Brandt' });
  const header = page.getByRole('banner');

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);

  const f = loginForm(page);
  await f.email.fill(student.email);
  await f.password.fill(student.password);
  await f.submit.click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await header.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Profile', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();

  // The session is gone for good: a reload stays logged out and /profile asks to log in again.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the login error and stays on the login page', async ({
  page,
  request,
}) => {
  const student = await createStudent(request);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const f = loginForm(page);
  await f.email.fill(student.email);
  await f.password.fill('Not-the-password-1');
  await f.submit.click();

  await expect(f.form.getByRole('alert')).toHaveText(MSG.loginFailed);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoSeriousA11yViolations(page);
});
