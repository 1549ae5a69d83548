import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/catalogue.ts';
import { taughtClassWithStudent } from './support/instructor.ts';
import { DEMO_USERS, signIn } from './support/users.ts';

// My Classes at 390 px: the menu item, the class cards and a roster as cards, nothing sideways.

test('an instructor opens My Classes from the menu and reads a roster on a phone', async ({
  page,
  request,
}) => {
  const { title } = await taughtClassWithStudent(request, 'Okonkwo');
  await signIn(page, DEMO_USERS.instructor);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'My Classes' }).click();
  await expect(page).toHaveURL(/\/my-classes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Classes');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const roster = page.getByRole('region', { name: /^Students of the session/ }).first();
  await expect(roster.getByText('Rosa Okonkwo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message class' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
