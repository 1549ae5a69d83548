import type { AuditTargetNames } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import { TARGET_NAME_LOOKUPS as LOOKUPS } from './audit.repository.ts';

const NONE: AuditTargetNames = {
  user_name: null,
  class_title: null,
  session_date: null,
  name: null,
};
const keyOf = (type: string, id: string | number) => `${type}:${id}`;

/** The names of each entry's target, keyed `type:id`; at most one query per kind of target. */
export async function namesOfTargets(
  db: DbOrTx,
  entries: { targetType: string; targetId: string | null }[],
): Promise<(entry: { targetType: string; targetId: string | null }) => AuditTargetNames> {
  const idsByType = new Map<string, Set<number>>();
  for (const e of entries) {
    // Ids of these tables are integers; anything else (a file path, a batch) names nothing here.
    if (!LOOKUPS[e.targetType] || !e.targetId || !/^\d{1,9}$/.test(e.targetId)) continue;
    const set = idsByType.get(e.targetType) ?? new Set<number>();
    set.add(Number(e.targetId));
    idsByType.set(e.targetType, set);
  }
  const found = new Map<string, AuditTargetNames>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      for (const row of await LOOKUPS[type]!(db, [...ids])) {
        const { id, ...names } = row;
        found.set(keyOf(type, id), { ...NONE, ...names });
      }
    }),
  );
  return (e) => (e.targetId ? (found.get(keyOf(e.targetType, e.targetId)) ?? NONE) : NONE);
}
