import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { REQUEST_MSG } from '@careclass/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { TRIES, transactionWithRetries, withRetries } from './retry.ts';

/** An error as the pg driver throws it, with its SQLSTATE. */
const pgError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

const quiet = () => {
  const warned: object[] = [];
  return { warned, log: { warn: (details: object) => warned.push(details) } };
};

describe('withRetries', () => {
  it('runs the work again after a deadlock or a serialization failure, and tells the log', async () => {
    const { warned, log } = quiet();
    const refusals = [pgError('40P01'), pgError('40001')];
    let calls = 0;
    const answer = await withRetries(log, async () => {
      calls++;
      const refusal = refusals.shift();
      if (refusal) throw refusal;
      return 'done';
    });
    expect(answer).toBe('done');
    expect(calls).toBe(3);
    expect(warned).toEqual([
      { code: '40P01', attempt: 1 },
      { code: '40001', attempt: 2 },
    ]);
  });

  it('finds the SQLSTATE on the cause of a wrapped error', async () => {
    const { log } = quiet();
    let calls = 0;
    await withRetries(log, async () => {
      if (calls++ === 0) throw new Error('query failed', { cause: pgError('40P01') });
    });
    expect(calls).toBe(2);
  });

  it('gives up after the last try with the refusal itself', async () => {
    const { warned, log } = quiet();
    let calls = 0;
    await expect(
      withRetries(log, async () => {
        calls++;
        throw pgError('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(TRIES);
    expect(warned).toHaveLength(TRIES - 1);
  });

  it('never runs again after any other error', async () => {
    const { warned, log } = quiet();
    let calls = 0;
    await expect(
      withRetries(log, async () => {
        calls++;
        throw pgError('23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
    expect(warned).toEqual([]);
  });
});

describe('transactionWithRetries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a transaction handle: only a whole transaction can run again', async () => {
    await t.database.db.transaction(async (tx) => {
      expect(() => transactionWithRetries({ db: tx, log: t.ctx.log }, async () => 1)).toThrow(
        'transactionWithRetries needs the database, not a transaction',
      );
    });
    expect(await transactionWithRetries(t.ctx, async () => 1)).toBe(1);
  });
});

describe('a request refused for concurrency on every try', () => {
  it('is answered 503 with Retry-After and a text asking to try again, not as a fault', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    let calls = 0;
    app.post('/write', async () =>
      withRetries(app.log, async () => {
        calls++;
        // As Drizzle wraps the driver's error: the SQLSTATE on the cause.
        throw new Error('Failed query: update class_sessions ...', { cause: pgError('40P01') });
      }),
    );
    const res = await app.inject({ method: 'POST', url: '/write' });
    expect(calls).toBe(TRIES);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      error: REQUEST_MSG.busy,
      code: 'BUSY',
      message_key: 'request.busy',
    });
    // Nothing of the query reaches the caller.
    expect(res.body).not.toContain('class_sessions');
    await app.close();
  });
});
