import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

test('the home page loads with a heading and no serious accessibility problem', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
