import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * How routes meet the shared contract (issue 12, decision 0038). Requests are validated with the
 * route's zod schemas as fastify-type-provider-zod does; answers are *parsed* with the response
 * schema rather than encoded with it. Parsing is the direction the web app reads the same schemas
 * in, so one schema serves both ends: the handler hands the schema's input (a row whose
 * timestamps are `Date`s), the answer is its output (ISO text), and a field the schema does not
 * name is dropped before it leaves.
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A route plugin typed by the contract provider (request input typed, answers checked). */
export type FastifyPluginAsyncContract<
  Options extends FastifyPluginOptions = Record<never, never>,
> = FastifyPluginAsync<Options, RawServerDefault, ContractTypeProvider>;

/**
 * Serialises an answer through its response schema. An answer that does not fit is a bug of
 * the server: it fails (500, logged) instead of sending a shape the document does not promise.
 */
export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new ResponseSerializationError(method, url, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
