import { test } from './support/test.ts';
import { expectNoHorizontalScroll } from './support/catalogue.ts';
import { instructorSharesHandout } from './support/instructor-materials.ts';

test('at 390 px: an instructor shares a handout from My Classes; the student downloads it', async ({
  page,
  browser,
}) => {
  test.slow();
  await instructorSharesHandout(page, browser, expectNoHorizontalScroll);
});
