import { afterEach, describe, expect, it } from 'vitest';
import { setTransport } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';
import { adminClassesQuery, getAdminClasses } from './get-admin-classes.ts';

const realFetch: typeof fetch = (input, init) => fetch(input, init);

/** Answers every call with an empty page and records the addresses asked for. */
function recordCalls(): URL[] {
  const urls: URL[] = [];
  setTransport(async (input) => {
    urls.push(new URL(String(input), 'http://localhost'));
    return new Response(
      JSON.stringify({ classes: [], pagination: { page: 2, limit: 25, total: 26 } }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  return urls;
}

describe('getAdminClasses', () => {
  afterEach(() => setTransport(realFetch));

  it('asks the server for one page, with the search trimmed and a blank one left out', async () => {
    const urls = recordCalls();
    const answer = await getAdminClasses({ search: '  Infant Care ', page: 2, limit: 25 });
    expect(answer.pagination).toEqual({ page: 2, limit: 25, total: 26 });
    await getAdminClasses({ search: '   ', page: 1, limit: 10 });
    expect(urls.map((u) => u.pathname)).toEqual(['/api/admin/classes', '/api/admin/classes']);
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      search: 'Infant Care',
      page: '2',
      limit: '25',
    });
    expect(Object.fromEntries(urls[1]!.searchParams)).toEqual({ page: '1', limit: '10' });
  });

  it('keys each page under the class list, beside the pickers, so one refresh reaches both', () => {
    const key = adminClassesQuery({ search: 'cpr', page: 3, limit: 25 }).queryKey;
    expect(key.slice(0, 2)).toEqual([...adminKeys.classes()]);
    expect(adminKeys.classChoices().slice(0, 2)).toEqual([...adminKeys.classes()]);
    expect(key).not.toEqual(adminClassesQuery({ search: 'cpr', page: 4, limit: 25 }).queryKey);
  });
});
