import { describe, expect, it } from 'vitest';
import { hasFilters, readFilters, toApiQuery } from './filters.ts';

describe('catalogue filters in the address', () => {
  it('reads the teaching language and passes it to the API as language', () => {
    const filters = readFilters(new URLSearchParams('language=es&location=online'));
    expect(filters).toEqual({ location: 'online', language: 'es' });
    expect(hasFilters(filters)).toBe(true);
    expect(toApiQuery(filters)).toEqual({
      location_type: 'online',
      duration: undefined,
      price_range: undefined,
      language: 'es',
    });
    expect(readFilters(new URLSearchParams('language=bilingual')).language).toBe('bilingual');
  });

  it('ignores a language it does not know', () => {
    const filters = readFilters(new URLSearchParams('language=fr'));
    expect(filters).toEqual({});
    expect(hasFilters(filters)).toBe(false);
    expect(toApiQuery(filters).language).toBeUndefined();
  });
});
