import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { idParam, type UserRole } from '@careclass/shared';
import type { AppContext } from '../context.ts';
import { requireRole, type UserRow } from '../plugins/auth.ts';
import type { FastifyPluginAsyncContract } from './contract-provider.ts';

/** The `app` a route plugin typed by the contract provider is given. */
type ContractApp = Parameters<FastifyPluginAsyncContract>[0];

/** Options of a read whose only schema is its answer. */
export const answering = <Answer extends z.ZodType>(answer: Answer) => ({
  schema: { response: { 200: answer } },
});

/** Options of a read of the row named by the path's `:id`, whose answer is `answer`. */
export const ofRow = <Answer extends z.ZodType>(answer: Answer) => ({
  schema: { params: idParam, response: { 200: answer } },
});

/**
 * A service call that changes the row named by the path's `:id`: it gets the caller (who has
 * passed the guard), the id, the checked body and the caller's address for the audit entry.
 */
export type RowAction<Body extends z.ZodType, Answer extends z.ZodType> = (
  ctx: AppContext,
  caller: UserRow,
  id: number,
  body: z.output<Body>,
  ip: string,
) => Promise<z.input<Answer>>;

type Method = 'PATCH' | 'POST' | 'PUT';
/** A method and path, as in "PATCH /certificates/:id". */
type RowRoute = `${Method} /${string}`;

/**
 * Declares changes to one row, the shape most office writes share: `act('PUT /things/:id',
 * { body, answer }, run)`. `:id` in the path names the row, `body` checks what is sent, `answer`
 * the 200 reply, and `run` is the service function. `onRequest` guards the route itself when the
 * plugin does not guard all of its routes.
 */
export function rowActions(app: ContractApp, ctx: AppContext) {
  return function act<Body extends z.ZodType, Answer extends z.ZodType>(
    route: RowRoute,
    spec: { body: Body; answer: Answer; onRequest?: onRequestHookHandler },
    run: RowAction<Body, Answer>,
  ): void {
    const [method, url] = route.split(' ') as [Method, string];
    // The types are the provider's, written out: the body is the schema's output, the answer its
    // input (ContractTypeProvider), so a service that does not fit fails where it is passed in.
    // Inside this generic function the provider cannot resolve them, hence the plain instance.
    (app as FastifyInstance).route({
      method,
      url,
      ...(spec.onRequest ? { onRequest: spec.onRequest } : {}),
      schema: { params: idParam, body: spec.body, response: { 200: spec.answer } },
      handler: async (request: FastifyRequest<{ Params: { id: number } }>) =>
        run(ctx, request.auth!.user, request.params.id, request.body as z.output<Body>, request.ip),
    });
  };
}

/** The `act` of rowActions: declares a write on the row named by the path's `:id`. */
export type Act = ReturnType<typeof rowActions>;

/**
 * A back-office plugin whose every route admits only `roles`: the guard runs on request, before
 * the path and body are validated, so a stranger always gets 401 first and a student 403.
 * `register` declares the routes with the plugin's `app` and its `act`.
 */
export function officeRoutes(
  ctx: AppContext,
  roles: readonly [UserRole, ...UserRole[]],
  register: (app: ContractApp, act: Act) => void | Promise<void>,
): FastifyPluginAsyncContract {
  return async (app) => {
    app.addHook('onRequest', requireRole(ctx, ...roles));
    await register(app, rowActions(app, ctx));
  };
}
