import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Page } from '@playwright/test';
import { MATERIAL_MSG } from '@careclass/shared';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { taughtClassWithStudent } from './instructor.ts';
import { DEMO_USERS, loginThroughUi, useSession } from './users.ts';

const HANDOUT = 'Bring a notebook and comfortable clothes for the floor exercises.\n';

/**
 * Class materials end to end: the instructor shares a handout from My Classes, next to the roster
 * of the student who then downloads it from the class page. `onPage` adds checks to each page.
 */
export async function instructorSharesHandout(
  page: Page,
  browser: Browser,
  onPage: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  const { classId, title, student } = await taughtClassWithStudent(page.request, 'Okafor');

  await loginThroughUi(page, DEMO_USERS.instructor);
  await expect(page).toHaveURL(/\/my-classes$/);
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The roster names the student.
  const roster = page.getByRole('region', { name: /^Students of the session/ }).first();
  await expect(roster.getByText('Rosa Okafor')).toBeVisible();

  // The materials part of the class: empty, then the handout.
  const materials = page.getByRole('region', { name: 'Class Materials' });
  await expect(
    materials.getByText('No materials have been shared for this class yet.'),
  ).toBeVisible();
  await materials.getByLabel('Material title').fill('What to bring');
  await materials.getByLabel('File (required)').setInputFiles({
    name: 'what-to-bring.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(HANDOUT),
  });
  await materials.getByRole('button', { name: 'Add material' }).click();
  await expect(page.getByText(MATERIAL_MSG.added)).toBeVisible();
  const list = materials.getByRole('list', { name: 'Class materials' });
  await expect(list.getByText('What to bring')).toBeVisible();
  await expect(list).toContainText('what-to-bring.txt');
  await expect(list).toContainText('by Jordan Rivera');
  await expectNoSeriousA11yViolations(page);
  await onPage(page);

  // The student finds it on the class page and downloads exactly what was shared.
  // The student's browser has the same screen as the instructor's.
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const studentPage = await context.newPage();
  await useSession(studentPage, student);
  await studentPage.goto(`/classes/${classId}`);
  const section = studentPage.getByRole('region', { name: 'Class Materials' });
  await expect(section.getByText('What to bring')).toBeVisible();
  const downloading = studentPage.waitForEvent('download');
  await section.getByRole('button', { name: 'Download What to bring' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('what-to-bring.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(HANDOUT);
  await expectNoSeriousA11yViolations(studentPage);
  await onPage(studentPage);
  await context.close();
}
