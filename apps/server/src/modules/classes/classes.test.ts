import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClass } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/classes', () => {
  it('lists open classes with their upcoming sessions only', async () => {
    const { classId, sessionIds } = await createClass(t, {
      title: 'Catalogue Alpha',
      priceCents: 19950,
      sessions: [
        { startInDays: 5, capacity: 8 },
        { startInDays: -3 },
        { startInDays: 6, status: 'cancelled' },
        { startInDays: 7, sessionType: 'historical' },
        { startInDays: 8, status: 'completed' },
      ],
    });
    await createClass(t, { title: 'Catalogue Cancelled', status: 'cancelled' });
    const res = await t.request({ method: 'GET', url: '/api/classes' });
    expect(res.statusCode).toBe(200);
    const classes = res.json().classes as {
      id: number;
      title: string;
      price: number;
      sessions: { id: number; available_spots: number; capacity: number; start_time: string }[];
    }[];
    expect(classes.map((c) => c.title)).toContain('Catalogue Alpha');
    expect(classes.map((c) => c.title)).not.toContain('Catalogue Cancelled');
    const alpha = classes.find((c) => c.id === classId)!;
    expect(alpha.price).toBe(199.5);
    expect(alpha.sessions.map((s) => s.id)).toEqual([sessionIds[0]]);
    expect(alpha.sessions[0]).toMatchObject({
      capacity: 8,
      available_spots: 8,
      start_time: '09:00',
    });
  });

  it('filters by location type, price range and duration', async () => {
    await createClass(t, {
      title: 'Filter Online Cheap',
      locationType: 'online',
      priceCents: 9900,
    });
    await createClass(t, {
      title: 'Filter Hybrid Dear',
      locationType: 'hybrid',
      priceCents: 45000,
      duration: '3 months',
    });
    const titlesOf = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/classes?${query}` }))
        .json()
        .classes.map((c: { title: string }) => c.title) as string[];

    const online = await titlesOf('location_type=online');
    expect(online).toContain('Filter Online Cheap');
    expect(online).not.toContain('Filter Hybrid Dear');
    const dear = await titlesOf('price_range=over-400');
    expect(dear).toContain('Filter Hybrid Dear');
    expect(dear).not.toContain('Filter Online Cheap');
    const cheap = await titlesOf('price_range=under-200');
    expect(cheap).toContain('Filter Online Cheap');
    expect(cheap).not.toContain('Filter Hybrid Dear');
    expect(await titlesOf('duration=12-weeks')).toEqual(['Filter Hybrid Dear']);

    const bad = await t.request({ method: 'GET', url: '/api/classes?location_type=moon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Unknown location type');
  });
});

describe('GET /api/classes/:id, /classes/:id/sessions, /sessions/:id', () => {
  it('shows one class and its sessions', async () => {
    const { classId, sessionIds } = await createClass(t, {
      title: 'Detail Class',
      sessions: [{ startInDays: 3 }, { startInDays: 9 }],
    });
    const res = await t.request({ method: 'GET', url: `/api/classes/${classId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().class).toMatchObject({ id: classId, title: 'Detail Class' });
    expect(res.json().class.sessions.map((s: { id: number }) => s.id)).toEqual(sessionIds);
    const sessions = await t.request({ method: 'GET', url: `/api/classes/${classId}/sessions` });
    expect(sessions.json().sessions).toHaveLength(2);
    const one = await t.request({ method: 'GET', url: `/api/sessions/${sessionIds[1]}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().session).toMatchObject({
      id: sessionIds[1],
      class_id: classId,
      class_title: 'Detail Class',
    });
  });

  it('answers 404 for unknown or closed classes and removed sessions, 400 for a bad id', async () => {
    const closed = await createClass(t, { status: 'completed' });
    const removed = await createClass(t, { sessions: [{ sessionType: 'historical' }] });
    expect((await t.request({ method: 'GET', url: '/api/classes/999999' })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/classes/${closed.classId}` })).json(),
    ).toEqual({
      error: 'Class not found',
      code: 'NOT_FOUND',
      message_key: 'classNotFound',
    });
    expect(
      (await t.request({ method: 'GET', url: `/api/sessions/${removed.sessionIds[0]}` }))
        .statusCode,
    ).toBe(404);
    const bad = await t.request({ method: 'GET', url: '/api/classes/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid id');
  });
});
