import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/catalogue.ts';
import { expectNoEnglish } from './support/language.ts';

// A phone, 390 px wide: the language switch lives in the menu.

test('on a phone a visitor switches to Español in the menu, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  // The header's switcher is for wide screens; on a phone it is in the menu.
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Clases' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cerrar el menú' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoHorizontalScroll(page);
  await expectNoEnglish(page);
  await expectNoSeriousA11yViolations(page);

  // The catalogue, filtered to classes whose descriptions (data) do not quote our texts.
  await page.goto('/classes?location=in-person');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestras clases' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoEnglish(page);
  await expectNoSeriousA11yViolations(page);
});
