/**
 * Saved cards are local only (specification: add, set default and delete make no server call).
 * They live in this browser's localStorage, one list per user id, and hold only what a person
 * needs to recognise a card: the last four digits and the expiry. The full number is never kept.
 */

export interface SavedCard {
  id: string;
  payment_type: 'credit_card';
  last_four: string;
  /** MM/YY */
  expiry_date: string;
  is_default: boolean;
}

const keyFor = (userId: number | string) => `careclass:payment-methods:${userId}`;

function isSavedCard(value: unknown): value is SavedCard {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.last_four === 'string' &&
    /^\d{4}$/.test(v.last_four) &&
    typeof v.expiry_date === 'string' &&
    typeof v.is_default === 'boolean'
  );
}

export function loadCards(userId: number | string): SavedCard[] {
  try {
    const raw = window.localStorage.getItem(keyFor(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isSavedCard) : [];
  } catch {
    return [];
  }
}

export function saveCards(userId: number | string, cards: SavedCard[]): void {
  try {
    window.localStorage.setItem(keyFor(userId), JSON.stringify(cards));
  } catch {
    // Storage blocked or full: the list still holds for this page.
  }
}

/** Exactly one default while any card exists: the first card added, or the one chosen. */
export function withDefault(cards: SavedCard[], defaultId?: string): SavedCard[] {
  if (cards.length === 0) return cards;
  const wanted = defaultId ?? cards.find((c) => c.is_default)?.id ?? cards[0]!.id;
  const id = cards.some((c) => c.id === wanted) ? wanted : cards[0]!.id;
  return cards.map((c) => ({ ...c, is_default: c.id === id }));
}

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Luhn checksum of a 12 to 19 digit card number (spaces and dashes allowed). */
export function isValidCardNumber(value: string): boolean {
  if (/[^\d\s-]/.test(value)) return false;
  const digits = digitsOnly(value);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 'invalid', 'expired' or null (fine) for an MM/YY expiry; a card is valid to its month's end. */
export function expiryProblem(value: string, now: Date): 'invalid' | 'expired' | null {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!m) return 'invalid';
  const month = Number(m[1]);
  if (month < 1 || month > 12) return 'invalid';
  const year = 2000 + Number(m[2]);
  const endOfMonth = new Date(year, month, 1);
  return endOfMonth.getTime() <= now.getTime() ? 'expired' : null;
}

export function normaliseExpiry(value: string): string {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  return m ? `${m[1]}/${m[2]}` : value.trim();
}
