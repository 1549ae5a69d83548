import { expect, test } from './support/test.ts';

// The API reference (decision 37) runs under the site's own Content-Security-Policy and loads
// everything from this origin: no CDN, no inline script, no request elsewhere.
test('the API reference renders the document from this origin without a policy violation', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(baseURL!) && !url.startsWith('data:')) elsewhere.push(url);
  });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /CareClass API/ })).toBeVisible();
  await expect(page.getByText('/api/users/login').first()).toBeVisible();
  // Swagger UI renders a long document section by section as it scrolls into view.
  for (let i = 0; i < 40; i++) await page.mouse.wheel(0, 3000);
  await expect(page.locator('.opblock-tag[data-tag="health"]')).toBeVisible();
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});
