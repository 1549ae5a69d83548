import type { Language } from './enums.ts';

/** Money travels as dollars with 2 decimals and is stored as integer cents (DESIGN.md section 3). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** "$1,234.50": dollars as written in the United States, in English or in Spanish (es-US). */
export function formatUsd(dollars: number, lang: Language = 'en'): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(dollars);
}
