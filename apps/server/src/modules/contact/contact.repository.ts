import type { ContactInput } from '@careclass/shared';
import { contactMessages } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The contact module's table: only this file reads or writes it. */
export async function insertContactMessage(db: DbOrTx, input: ContactInput, ip: string) {
  await db.insert(contactMessages).values({ ...input, ipAddress: ip });
}
