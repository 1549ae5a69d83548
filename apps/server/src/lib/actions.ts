import { z } from 'zod';
import { idSchema } from '@careclass/shared';
import { badRequest } from './errors.ts';
import { parseOrThrow } from './validate.ts';

/**
 * One action of an "action plus fields" call (catalogue: POST /admin/class-schedules,
 * /admin/notifications, /admin/certificates; docs/decisions/0027). `run` calls the same service
 * function as the action's own route, with the body's other fields; `target` names the field that
 * carries the id the own route has in its path.
 */
export interface Action {
  target?: string;
  /** The own route answers 201 (it creates something). */
  creates?: boolean;
  run: (fields: Record<string, unknown>, targetId: number) => Promise<unknown>;
}

/** Runs the action the body names; an unknown or missing action is a 400 naming the known ones. */
export async function runAction(
  actions: Record<string, Action>,
  body: unknown,
): Promise<{ status: number; answer: unknown }> {
  const names = Object.keys(actions);
  const use = `Use one of: ${names.join(', ')}`;
  const { action, ...fields } = parseOrThrow(
    z
      .object(
        { action: z.unknown().optional() },
        { error: `The body must be an object with an action. ${use}` },
      )
      .catchall(z.unknown()),
    body,
  );
  if (action === undefined || action === null || action === '') {
    throw badRequest(`Please give an action. ${use}`, { action: 'Required' });
  }
  const name = typeof action === 'string' ? action : JSON.stringify(action);
  if (typeof action !== 'string' || !Object.hasOwn(actions, action)) {
    // The asked-for name is echoed shortened: enough to spot a typo, never a page of input.
    const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
    throw badRequest(`Unknown action: ${shown}. ${use}`, { action: 'Unknown action' });
  }
  const chosen = actions[action]!;
  let targetId = 0;
  if (chosen.target) {
    targetId = parseOrThrow(z.object({ [chosen.target]: idSchema() }), fields)[chosen.target]!;
    delete fields[chosen.target];
  }
  return { status: chosen.creates ? 201 : 200, answer: await chosen.run(fields, targetId) };
}
