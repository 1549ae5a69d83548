import { randomToken } from '../../lib/crypto.ts';

export interface ChargeRequest {
  paymentId: number;
  userId: number;
  amountCents: number;
  /** The last four digits of the card the student chose, if any (cards never reach the server). */
  lastFour?: string | null;
}

export type ChargeResult =
  | { ok: true; provider: string; reference: string }
  | { ok: false; provider: string; reason: string };

/**
 * Where Pay Now goes. The default provider is the office's own ledger: it records the payment at
 * once (DESIGN.md 4.11). A card processor would implement the same interface.
 */
export interface PaymentProvider {
  name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export const officeLedgerProvider: PaymentProvider = {
  name: 'office',
  async charge() {
    return { ok: true, provider: 'office', reference: `OFC-${randomToken(9)}` };
  },
};
