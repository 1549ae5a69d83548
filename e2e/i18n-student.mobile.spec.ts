import { expect, test, type Page } from './support/test.ts';
import { expectNoHorizontalScroll } from './support/catalogue.ts';
import { expectNoEnglish } from './support/language.ts';
import { checkA11y, sectionHeading, settled } from './support/self-service.ts';
import {
  SPANISH_PROFILE_SECTIONS,
  expectSectionLoaded,
  spanishStudentEnrols,
  useSpanishAsDemoStudent,
} from './support/spanish-student.ts';

// The student's screens in Spanish at 390 px: enrolling from the class page, then every profile
// section through the Spanish profile menu, with no English text of ours, nothing scrolling
// sideways and axe clean. Only the student's own screens are checked for English (the class
// page and the header are translated by their own change).

async function chooseSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: /^Menú del perfil/ });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await settled(page);
  const nav = page.getByRole('navigation', { name: 'Secciones del perfil' });
  await nav.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expectSectionLoaded(page, name);
}

/**
 * Every section at 390 px. `writtenInEnglish` names the sections whose texts the system wrote in
 * the account's language when that was English (notices, activity): data, not our screens.
 */
async function walkSections(page: Page, writtenInEnglish: readonly string[] = []) {
  const main = page.getByRole('main');
  await expect(sectionHeading(page, 'Resumen')).toBeVisible();
  if (writtenInEnglish.length === 0) await expectNoEnglish(page, main);
  await checkA11y(page);
  // The profile opens on its first section; the menu leads to the others.
  for (const name of SPANISH_PROFILE_SECTIONS.slice(1)) {
    await chooseSection(page, name);
    if (!writtenInEnglish.includes(name)) await expectNoEnglish(page, main);
    await expectNoHorizontalScroll(page);
    await checkA11y(page);
  }
}

test('at 390 px a student enrols in Spanish and every profile section is in Spanish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { mine } = await spanishStudentEnrols(page, { firstName: 'Rosa', lastName: 'Díaz' });
  await expectNoEnglish(page, mine);
  await expectNoHorizontalScroll(page);
  await checkA11y(page);

  await page.goto('/profile');
  await walkSections(page);

  // Give the seat back, in Spanish.
  await chooseSection(page, 'Inscripciones');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Retirarse' }).click();
  const withdraw = page.getByRole('dialog', { name: '¿Retirarse de esta clase?' });
  await expectNoEnglish(page, withdraw);
  await checkA11y(page);
  await withdraw.getByRole('button', { name: 'Retirarse' }).click();
  await expect(main.getByText('No tiene inscripciones actuales')).toBeVisible();
});

test("at 390 px the demo student's profile, with payments and statuses, is in Spanish", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useSpanishAsDemoStudent(page);
  await page.goto('/profile');
  // His account reads English: his notices and activity were written in English.
  await walkSections(page, ['Actividad', 'Notificaciones']);
});
