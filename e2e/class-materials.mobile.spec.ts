import { expect, test } from './support/test.ts';
import { MATERIAL_MSG } from '@careclass/shared';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  adminSession,
  createClassByApi,
  enrollByApi,
  fadedIn,
  searchClasses,
  uniqueTitle,
} from './support/admin.ts';
import { expectNoHorizontalScroll } from './support/catalogue.ts';
import { DEMO_USERS, createStudent, signIn, useSession } from './support/users.ts';

// Class materials on a 390 px phone: the office adds a link in the (full-screen) class dialog;
// the enrolled student finds it on the class page, opening in a new tab.

test('on a phone: a link added in the class dialog opens from the class page', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const title = uniqueTitle('Phone Materials');
  const cls = await createClassByApi(request, admin, { title });
  const student = await createStudent(request);
  await enrollByApi(request, student, cls.id, cls.sessions[0]!.id);

  await signIn(page, DEMO_USERS.admin, '/admin/classes');
  await searchClasses(page, title);
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Class' });
  await fadedIn(dialog);
  const materials = dialog.getByRole('region', { name: 'Materials' });
  await materials.getByLabel('Material title').fill('Safety video');
  await materials.getByRole('radio', { name: 'Link' }).check();
  await materials.getByLabel('Link address').fill('javascript:alert(1)');
  await materials.getByRole('button', { name: 'Add material' }).click();
  await expect(materials.getByLabel('Link address')).toHaveAccessibleDescription(
    MATERIAL_MSG.badUrl,
  );
  await materials.getByLabel('Link address').fill('https://example.test/safety-video');
  // Enter adds the material (and does not submit the class form around it).
  await materials.getByLabel('Link address').press('Enter');
  await expect(page.getByText(MATERIAL_MSG.added)).toBeVisible();
  await expect(materials.getByRole('list', { name: 'Class materials' })).toContainText(
    'Safety video',
  );
  await expect(dialog).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  const studentPage = await browser
    .newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    .then((c) => c.newPage());
  await useSession(studentPage, student);
  await studentPage.goto(`/classes/${cls.id}`);
  const section = studentPage.getByRole('region', { name: 'Class Materials' });
  const link = section.getByRole('link', { name: 'Open Safety video (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', 'https://example.test/safety-video');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expectNoHorizontalScroll(studentPage);
  await expectNoSeriousA11yViolations(studentPage);
  await studentPage.context().close();
});
