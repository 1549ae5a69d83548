import { test } from './support/test.ts';
import { readOnOpenJourney } from './support/read-on-open.ts';

test('at 390 px opening an unread notification reads it; the list and the bell agree', async ({
  page,
  request,
}) => readOnOpenJourney(page, request));
