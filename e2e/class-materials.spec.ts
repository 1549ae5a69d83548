import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test.ts';
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
import { DEMO_USERS, createStudent, signIn, useSession } from './support/users.ts';

// Class materials: the office adds a file in the class dialog; a student enrolled in the class
// downloads it from the class page; nobody else sees the section.

const NOTES = 'Week 1: safe sleep.\nWeek 2: first aid kit.\n';

async function openEditDialog(page: Page, title: string) {
  await searchClasses(page, title);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Class' });
  await fadedIn(dialog);
  return dialog;
}

test('admin adds a file in the class dialog; an enrolled student downloads it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const title = uniqueTitle('Materials Class');
  const cls = await createClassByApi(request, admin, { title });
  const student = await createStudent(request);
  await enrollByApi(request, student, cls.id, cls.sessions[0]!.id);

  // --- The office adds a file --------------------------------------------------------------------
  await signIn(page, DEMO_USERS.admin, '/admin/classes');
  const dialog = await openEditDialog(page, title);
  const materials = dialog.getByRole('region', { name: 'Materials' });
  await expect(
    materials.getByText('No materials have been shared for this class yet.'),
  ).toBeVisible();

  // Nothing chosen: both fields say what they need.
  await materials.getByRole('button', { name: 'Add material' }).click();
  await expect(materials.getByLabel('Material title')).toHaveAccessibleDescription(
    MATERIAL_MSG.titleRequired,
  );
  await materials.getByLabel('Material title').fill('Reading notes');
  await materials.getByLabel('File (required)').setInputFiles({
    name: 'reading-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(NOTES),
  });
  await materials.getByRole('button', { name: 'Add material' }).click();
  await expect(page.getByText(MATERIAL_MSG.added)).toBeVisible();
  const list = materials.getByRole('list', { name: 'Class materials' });
  await expect(list.getByText('Reading notes')).toBeVisible();
  await expect(list).toContainText('reading-notes.txt');
  await expect(materials.getByLabel('Material title')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  // The class form itself is untouched: closing it without saving keeps the material.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // --- The enrolled student downloads it ---------------------------------------------------------
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await useSession(studentPage, student);
  await studentPage.goto(`/classes/${cls.id}`);
  const section = studentPage.getByRole('region', { name: 'Class Materials' });
  await expect(section.getByText('Reading notes')).toBeVisible();
  // A student reads; only the office and the class's instructors add or remove.
  await expect(section.getByRole('button', { name: 'Add material' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  const downloading = studentPage.waitForEvent('download');
  await section.getByRole('button', { name: 'Download Reading notes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('reading-notes.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(NOTES);
  await expectNoSeriousA11yViolations(studentPage);

  // --- Another student and a visitor see no materials section -----------------------------------
  const other = await createStudent(request);
  const otherPage = await browser.newContext().then((c) => c.newPage());
  await useSession(otherPage, other);
  const refused = otherPage.waitForResponse((r) =>
    r.url().endsWith(`/api/classes/${cls.id}/materials`),
  );
  await otherPage.goto(`/classes/${cls.id}`);
  expect((await refused).status()).toBe(403);
  await expect(otherPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(otherPage.getByRole('heading', { name: 'Available sessions' })).toBeVisible();
  await expect(otherPage.getByRole('heading', { name: 'Class Materials' })).toHaveCount(0);
  await expect(otherPage.getByRole('alert')).toHaveCount(0);
  await otherPage.context().close();

  const visitor = await browser.newContext().then((c) => c.newPage());
  const asked: string[] = [];
  visitor.on('request', (r) => asked.push(r.url()));
  await visitor.goto(`/classes/${cls.id}`);
  await expect(visitor.getByRole('heading', { name: 'Available sessions' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Class Materials' })).toHaveCount(0);
  // A visitor never loads the materials code nor calls for the list.
  expect(asked.filter((u) => /materials/i.test(u))).toEqual([]);
  await visitor.context().close();
  await studentContext.close();
});

test('admin removes a material after confirming; its file is gone', async ({ page, request }) => {
  const admin = await adminSession(request);
  const title = uniqueTitle('Materials Removal');
  const cls = await createClassByApi(request, admin, { title });
  const headers = { Authorization: `Bearer ${admin.token}` };
  const added = await request.post(`/api/classes/${cls.id}/materials`, {
    headers,
    multipart: {
      title: 'Old handout',
      file: { name: 'old.txt', mimeType: 'text/plain', buffer: Buffer.from('old') },
    },
  });
  expect(added.status()).toBe(201);
  const { material } = (await added.json()) as { material: { id: number } };

  await signIn(page, DEMO_USERS.admin, '/admin/classes');
  const dialog = await openEditDialog(page, title);
  const materials = dialog.getByRole('region', { name: 'Materials' });
  await materials.getByRole('button', { name: 'Remove Old handout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove material?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(MATERIAL_MSG.removed)).toBeVisible();
  await expect(
    materials.getByText('No materials have been shared for this class yet.'),
  ).toBeVisible();
  const file = await request.get(`/api/classes/${cls.id}/materials/${material.id}/file`, {
    headers,
  });
  expect(file.status()).toBe(404);
});
