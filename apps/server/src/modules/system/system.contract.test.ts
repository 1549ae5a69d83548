import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';

/** The contract test of the settings, the audit log, system health and the pending counts. */
let t: TestApp;
let contract: Contract;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
  const admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin.id);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  t.request({ method, url, token: adminToken, ...(payload ? { payload } : {}) });

describe('contract: settings and system', () => {
  it('answers the settings, the audit log, health and the counts as documented', async () => {
    const open = await t.request({ method: 'GET', url: '/api/settings/public' });
    expect(open.statusCode).toBe(200);
    contract.check('GET /api/settings/public', open);

    contract.check('GET /api/admin/settings', await call('GET', '/api/admin/settings'));
    const saved = await call('PUT', '/api/admin/settings', { settings: { offer_hold_hours: 48 } });
    expect(saved.statusCode).toBe(200);
    contract.check('PUT /api/admin/settings', saved);
    const refused = await call('PUT', '/api/admin/settings', { offer_hold_hours: 0 });
    expect(refused.statusCode).toBe(400);
    contract.check('PUT /api/admin/settings', refused);

    // The save above wrote an audit entry, so the page has a row.
    const logs = await call('GET', '/api/admin/audit-logs?limit=10');
    expect(logs.statusCode).toBe(200);
    const page = contract.check('GET /api/admin/audit-logs', logs) as { logs: unknown[] };
    expect(page.logs.length).toBeGreaterThan(0);
    const badPage = await call('GET', '/api/admin/audit-logs?page=0');
    expect(badPage.statusCode).toBe(400);
    contract.check('GET /api/admin/audit-logs', badPage);

    contract.check('GET /api/admin/system-health', await call('GET', '/api/admin/system-health'));
    contract.check('GET /api/admin/pending-counts', await call('GET', '/api/admin/pending-counts'));
  });
});
