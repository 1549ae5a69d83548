import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/catalogue.ts';
import { expectNoEnglish, useSpanish } from './support/language.ts';

// A phone, 390 px wide: the language filter and the language on each card fit and pass axe.

test('on a phone the catalogue filters by language taught, in English and in Spanish', async ({
  page,
}) => {
  await page.goto('/classes');
  await page.getByLabel('Language taught').selectOption('es');
  await expect(page).toHaveURL(/language=es/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Child Development Associate (CDA)' }),
  ).toBeHidden();
  await expect(page.getByText('Taught in English · Some sessions in Spanish')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await useSpanish(page);
  await page.goto('/classes?location=in-person&language=es');
  await expect(page.getByLabel('Idioma de enseñanza')).toHaveValue('es');
  await expect(page.getByText('Clase en inglés · Algunas sesiones en español')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoEnglish(page, page.locator('main'));
  await expectNoSeriousA11yViolations(page);
});
