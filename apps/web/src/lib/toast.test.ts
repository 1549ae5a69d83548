import { describe, expect, it } from 'vitest';
import { UI_TIMING } from '@careclass/shared';
import { ApiError } from './api-client.ts';
import { attachToastHost, toast } from './toast.ts';

describe('toast', () => {
  it('keeps toasts asked for before the host loads and shows them, in order, when it mounts', () => {
    toast.error('Session is full');
    toast.error(new ApiError(401, 'expired', { silent: true }));
    toast.success('Enrolled');

    const shown: [string, unknown][] = [];
    const detach = attachToastHost((message, options) => shown.push([message, options]));
    expect(shown).toEqual([
      ['Session is full', { variant: 'error', autoHideDuration: UI_TIMING.toastErrorMs }],
      ['Enrolled', { variant: 'success', autoHideDuration: UI_TIMING.toastSuccessMs }],
    ]);

    toast.info('Saved');
    expect(shown.at(-1)).toEqual([
      'Saved',
      { variant: 'info', autoHideDuration: UI_TIMING.toastDefaultMs },
    ]);

    detach();
    toast.warning('Later');
    expect(shown).toHaveLength(3);
    const later: string[] = [];
    attachToastHost((message) => later.push(message))();
    expect(later).toEqual(['Later']);
  });
});
