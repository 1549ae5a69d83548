import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadContract, type Contract } from '../../../test/contract.ts';

/** The contract test of the open calls: contact, health and the document itself. */
let t: TestApp;
let contract: Contract;
beforeAll(async () => {
  t = await createTestApp();
  contract = await loadContract(t);
});
afterAll(async () => {
  await t?.close();
});

describe('contract: open calls', () => {
  it('answers the contact form, health and the document as documented', async () => {
    const sent = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ana Diaz',
        email: 'ana@example.test',
        message: 'Do you teach on Saturdays?',
      },
    });
    contract.check('POST /api/contact', sent);
    const refused = await t.request({ method: 'POST', url: '/api/contact', payload: {} });
    contract.check('POST /api/contact', refused);
    contract.check('GET /api/health', await t.request({ method: 'GET', url: '/api/health' }));
    contract.check(
      'GET /api/openapi.json',
      await t.request({ method: 'GET', url: '/api/openapi.json' }),
    );
  });
});
