import { test } from './support/test.ts';
import { instructorSharesHandout } from './support/instructor-materials.ts';

test('an instructor uploads a material in My Classes; the enrolled student downloads it', async ({
  page,
  browser,
}) => {
  test.slow();
  await instructorSharesHandout(page, browser);
});
