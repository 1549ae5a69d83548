import type { ActivityAction } from '@careclass/shared';
import { activityLog } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Appends to the student's activity history (profile Activity section). */
export async function recordActivity(
  db: DbOrTx,
  entry: {
    userId: number;
    action: ActivityAction;
    description: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(activityLog).values({
    userId: entry.userId,
    action: entry.action,
    description: entry.description,
    details: entry.details ?? {},
  });
}
