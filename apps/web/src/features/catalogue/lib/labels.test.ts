import { describe, expect, it } from 'vitest';
import type { CatalogueClass } from '@careclass/shared';
import { otherSessionLanguages } from './labels.ts';

const withSessions = (language: CatalogueClass['language'], sessions: string[]) =>
  ({ language, sessions: sessions.map((l) => ({ language: l })) }) as unknown as CatalogueClass;

describe('languages of the other sessions', () => {
  it('names the session languages that differ from the class, once each', () => {
    expect(otherSessionLanguages(withSessions('en', ['en', 'es', 'es']))).toEqual(['es']);
    expect(otherSessionLanguages(withSessions('en', ['bilingual', 'es']))).toEqual([
      'es',
      'bilingual',
    ]);
  });

  it('is empty when every session is taught as the class is, or there is none', () => {
    expect(otherSessionLanguages(withSessions('es', ['es']))).toEqual([]);
    expect(otherSessionLanguages(withSessions('en', []))).toEqual([]);
  });
});
