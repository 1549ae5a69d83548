import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnrollmentStatus } from '@careclass/shared';
import { changeEnrollmentStatus } from './change-enrollment-status.ts';

describe('changeEnrollmentStatus', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('raises Invalid status for a status without a call, before asking the server', async () => {
    const calls: unknown[] = [];
    // Records whether anything is sent; no answer is ever needed.
    vi.stubGlobal('fetch', (...args: unknown[]) => {
      calls.push(args);
      return Promise.reject(new Error('no request expected'));
    });
    for (const to of ['declined', 'cancelled', '', 'toString', '__proto__']) {
      await expect(changeEnrollmentStatus({ id: 1, to: to as EnrollmentStatus })).rejects.toThrow(
        /^Invalid status$/,
      );
    }
    expect(calls).toEqual([]);
  });
});
