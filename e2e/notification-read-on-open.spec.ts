import { test } from './support/test.ts';
import { readOnOpenJourney } from './support/read-on-open.ts';

test('a student opens an unread notification from the list; back there it is no longer New', async ({
  page,
  request,
}) => readOnOpenJourney(page, request));
