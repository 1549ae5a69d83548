import { MSG } from '@careclass/shared';
import { expect, test } from './support/test.ts';
import { DEMO_USERS, createStudent, signIn, useSession } from './support/users.ts';

// What the header offers each role, the admin guard, and the catch-all route.

test('the header shows Admin (and no Profile) to the admin', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Profile', exact: true })).toHaveCount(0);
});

test('the header has no Admin link for the instructor', async ({ page }) => {
  await signIn(page, DEMO_USERS.instructor);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});

test('a student has no Admin link and is denied the admin pages', async ({ page, request }) => {
  const student = await createStudent(request);
  await useSession(page, student);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MSG.accessDenied);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});

test('an unknown path goes to the home page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('h1').first()).toBeVisible();
});
