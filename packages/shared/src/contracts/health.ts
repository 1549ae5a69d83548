import { z } from 'zod';

/** The contract of the liveness check: GET /api/health (load balancers, start-up waits). */

/** The server runs and its database answers. */
export const healthUpSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
});

/** The server runs but its database does not answer (status 503). */
export const healthDownSchema = z.object({
  status: z.literal('error'),
  database: z.literal('down'),
});
export type HealthUp = z.output<typeof healthUpSchema>;
export type HealthDown = z.output<typeof healthDownSchema>;
