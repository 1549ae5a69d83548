import { LIMITS } from '@careclass/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { LimitRule } from './rate-limit.ts';
import { hasSessionFromAddress } from './sessions.repository.ts';

/**
 * The counters a login attempt must pass (decision record 0005). Every attempt counts against its
 * account-and-address pair. An address the account has logged in from recently is known and
 * limited by that pair only, so strangers' failures elsewhere never lock the owner out. From any
 * other address the attempt also counts against the address across accounts (password spraying)
 * and against the account across addresses, where a growing delay replaces a hard lock.
 */
export function loginRules(email: string, ip: string, knownAddress: boolean): LimitRule[] {
  const pair: LimitRule = {
    key: `login-fail:pair:${email}|${ip}`,
    limit: LIMITS.loginFailuresPerWindow,
    windowMinutes: LIMITS.loginWindowMinutes,
  };
  if (knownAddress) return [pair];
  return [
    pair,
    {
      key: `login-fail:ip:${ip}`,
      limit: LIMITS.loginFailuresPerAddress,
      windowMinutes: LIMITS.loginWindowMinutes,
    },
    {
      key: `login-fail:acct:${email}`,
      limit: LIMITS.loginAccountFailuresPerDay,
      windowMinutes: 24 * 60,
      backoff: {
        firstMinutes: LIMITS.loginDelayFirstMinutes,
        maxMinutes: LIMITS.loginDelayMaxMinutes,
      },
    },
  ];
}

export async function isKnownAddress(
  db: DbOrTx,
  userId: number | undefined,
  ip: string,
): Promise<boolean> {
  if (userId === undefined) return false;
  return hasSessionFromAddress(db, userId, ip, LIMITS.loginKnownAddressDays);
}
