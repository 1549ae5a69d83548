import type { PendingCounts } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import { countPendingRequests } from './office.repository.ts';

export type { PendingCounts };

/** What waits for the office: the badges of the back-office menu and the daily digest. */
export async function pendingRequestCounts(db: DbOrTx): Promise<PendingCounts> {
  return countPendingRequests(db);
}
