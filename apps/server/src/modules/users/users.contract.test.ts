import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';
import { createClass, signedInStudent } from '../../../test/factories.ts';

/** The contract test of the users calls: a user's own account and User Management. */
let t: TestApp;
let contract: Contract;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  const admin = await t.createUser({ role: 'admin', firstName: 'Ada' });
  adminToken = await t.tokenFor(admin.id);
});
afterAll(async () => {
  await t?.close();
});

const asAdmin = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.request({ method, url, token: adminToken, ...(payload ? { payload } : {}) });

describe('contract: a user’s own account', () => {
  it('answers the profile, preferences, password and activity calls as documented', async () => {
    const s = await signedInStudent(t, 'Owen');
    const own = await t.request({ method: 'GET', url: '/api/users/profile', token: s.token });
    expect(own.statusCode).toBe(200);
    contract.check('GET /api/users/profile', own);

    for (const url of ['/api/users/profile', '/api/profile/profile'] as const) {
      const updated = await t.request({
        method: 'PUT',
        url,
        token: s.token,
        payload: {
          first_name: 'Owen',
          last_name: url.includes('users') ? 'Keeps' : 'Changes',
          phone_number: '5550102030',
          address: '1 Elm St',
          emergency_contact: null,
        },
      });
      expect(updated.statusCode).toBe(200);
      const refused = await t.request({
        method: 'PUT',
        url,
        token: s.token,
        payload: { first_name: '', last_name: 'Keeps' },
      });
      expect(refused.statusCode).toBe(400);
      if (url === '/api/users/profile') {
        contract.check('PUT /api/users/profile', updated);
        contract.check('PUT /api/users/profile', refused);
      } else {
        contract.check('PUT /api/profile/profile', updated);
        contract.check('PUT /api/profile/profile', refused);
      }
    }

    const prefs = await t.request({
      method: 'PUT',
      url: '/api/users/preferences',
      token: s.token,
      payload: { preferences: { email_notifications: false } },
    });
    expect(prefs.statusCode).toBe(200);
    contract.check('PUT /api/users/preferences', prefs);
    const noChoice = await t.request({
      method: 'PUT',
      url: '/api/users/preferences',
      token: s.token,
      payload: {},
    });
    expect(noChoice.statusCode).toBe(400);
    contract.check('PUT /api/users/preferences', noChoice);

    const changed = await t.request({
      method: 'POST',
      url: '/api/users/change-password',
      token: s.token,
      payload: {
        currentPassword: s.password,
        newPassword: 'Moonlight77',
        confirmPassword: 'Moonlight77',
      },
    });
    expect(changed.statusCode).toBe(200);
    contract.check('POST /api/users/change-password', changed);
    const wrongCurrent = await t.request({
      method: 'POST',
      url: '/api/users/change-password',
      token: s.token,
      payload: { currentPassword: 'not it', newPassword: 'Starlight88' },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    contract.check('POST /api/users/change-password', wrongCurrent);
    const changedAgain = await t.request({
      method: 'PUT',
      url: '/api/profile/password',
      token: s.token,
      payload: { currentPassword: 'Moonlight77', newPassword: 'Starlight88' },
    });
    expect(changedAgain.statusCode).toBe(200);
    contract.check('PUT /api/profile/password', changedAgain);
    const blank = await t.request({
      method: 'PUT',
      url: '/api/profile/password',
      token: s.token,
      payload: {},
    });
    expect(blank.statusCode).toBe(400);
    contract.check('PUT /api/profile/password', blank);

    const history = await t.request({
      method: 'GET',
      url: '/api/users/activity-history?page=1&limit=5',
      token: s.token,
    });
    expect(history.statusCode).toBe(200);
    const page = contract.check('GET /api/users/activity-history', history) as {
      activities: unknown[];
    };
    expect(page.activities.length).toBeGreaterThan(0);
    const anonymous = await t.request({ method: 'GET', url: '/api/users/activity-history' });
    expect(anonymous.statusCode).toBe(401);
    contract.check('GET /api/users/activity-history', anonymous);
  });
});

describe('contract: User Management', () => {
  it('answers the reads of the users list and a user’s dialogs as documented', async () => {
    await t.createUser({ role: 'instructor', firstName: 'Ines' });
    const s = await signedInStudent(t, 'Mina');
    const c = await createClass(t, { title: 'Contract Users Class' });
    const enrolled = await t.request({
      method: 'POST',
      url: `/api/enrollments/${c.classId}`,
      token: s.token,
      payload: { sessionId: c.sessionIds[0] },
    });
    expect(enrolled.statusCode).toBeLessThan(300);

    const list = await asAdmin('GET', '/api/admin/users/search?searchTerm=mina&role=all&page=1');
    expect(list.statusCode).toBe(200);
    contract.check('GET /api/admin/users/search', list);
    const badSize = await asAdmin('GET', '/api/admin/users/search?limit=7');
    expect(badSize.statusCode).toBe(400);
    contract.check('GET /api/admin/users/search', badSize);

    const instructors = await asAdmin('GET', '/api/admin/instructors');
    expect(instructors.statusCode).toBe(200);
    contract.check('GET /api/admin/instructors', instructors);

    const one = await asAdmin('GET', `/api/admin/users/${s.id}`);
    expect(one.statusCode).toBe(200);
    contract.check('GET /api/admin/users/:id', one);
    const missing = await asAdmin('GET', '/api/admin/users/999999');
    expect(missing.statusCode).toBe(404);
    contract.check('GET /api/admin/users/:id', missing);

    const profile = await asAdmin('GET', `/api/admin/users/${s.id}/profile`);
    expect(profile.statusCode).toBe(200);
    const body = contract.check('GET /api/admin/users/:id/profile', profile) as {
      enrollments: { active: unknown[] };
    };
    expect(body.enrollments.active).toHaveLength(1);
    contract.check(
      'GET /api/admin/users/:id/profile',
      await asAdmin('GET', '/api/admin/users/999999/profile'),
    );

    const enrollments = await asAdmin('GET', `/api/admin/users/${s.id}/enrollments`);
    expect(enrollments.statusCode).toBe(200);
    contract.check('GET /api/admin/users/:id/enrollments', enrollments);

    const activity = await asAdmin('GET', `/api/admin/users/${s.id}/activity?page=1`);
    expect(activity.statusCode).toBe(200);
    contract.check('GET /api/admin/users/:id/activity', activity);
    const badPage = await asAdmin('GET', `/api/admin/users/${s.id}/activity?page=0`);
    expect(badPage.statusCode).toBe(400);
    contract.check('GET /api/admin/users/:id/activity', badPage);

    // Something for the office's log of this account first.
    expect(
      (await asAdmin('PATCH', `/api/admin/users/${s.id}/status`, { status: 'suspended' }))
        .statusCode,
    ).toBe(200);
    const logs = await asAdmin('GET', `/api/admin/users/${s.id}/activity-logs`);
    expect(logs.statusCode).toBe(200);
    const audit = contract.check('GET /api/admin/users/:id/activity-logs', logs) as {
      logs: unknown[];
    };
    expect(audit.logs.length).toBeGreaterThan(0);
  });

  it('answers the writes on an account as documented', async () => {
    const s = await signedInStudent(t, 'Wren');

    const role = await asAdmin('PATCH', `/api/admin/users/${s.id}/role`, { role: 'instructor' });
    expect(role.statusCode).toBe(200);
    contract.check('PATCH /api/admin/users/:id/role', role);
    const badRole = await asAdmin('PATCH', `/api/admin/users/${s.id}/role`, { role: 'boss' });
    expect(badRole.statusCode).toBe(400);
    contract.check('PATCH /api/admin/users/:id/role', badRole);

    const status = await asAdmin('PATCH', `/api/admin/users/${s.id}/status`, {
      status: 'inactive',
    });
    expect(status.statusCode).toBe(200);
    contract.check('PATCH /api/admin/users/:id/status', status);
    const badStatus = await asAdmin('PATCH', `/api/admin/users/${s.id}/status`, {});
    expect(badStatus.statusCode).toBe(400);
    contract.check('PATCH /api/admin/users/:id/status', badStatus);

    const password = await asAdmin('PUT', `/api/admin/users/${s.id}/password`, {
      new_password: 'Moonlight77',
      confirm_password: 'Moonlight77',
    });
    expect(password.statusCode).toBe(200);
    contract.check('PUT /api/admin/users/:id/password', password);
    const mismatch = await asAdmin('PUT', `/api/admin/users/${s.id}/password`, {
      newPassword: 'Moonlight77',
      confirmPassword: 'Moonlight78',
    });
    expect(mismatch.statusCode).toBe(400);
    contract.check('PUT /api/admin/users/:id/password', mismatch);

    const note = await asAdmin('POST', `/api/admin/users/${s.id}/notifications`, {
      title: 'Hello',
      message: 'Your certificate is ready.',
    });
    expect(note.statusCode).toBe(200);
    contract.check('POST /api/admin/users/:id/notifications', note);
    const empty = await asAdmin('POST', `/api/admin/users/${s.id}/notifications`, {
      message: ' ',
    });
    expect(empty.statusCode).toBe(400);
    contract.check('POST /api/admin/users/:id/notifications', empty);

    const deleted = await asAdmin('DELETE', `/api/admin/users/${s.id}`);
    expect(deleted.statusCode).toBe(200);
    contract.check('DELETE /api/admin/users/:id', deleted);
    const gone = await asAdmin('DELETE', '/api/admin/users/999999');
    expect(gone.statusCode).toBe(404);
    contract.check('DELETE /api/admin/users/:id', gone);
  });
});
