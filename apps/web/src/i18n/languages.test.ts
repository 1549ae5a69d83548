import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, rememberLanguage } from './languages.ts';

/** A browser's storage, enough for the language choice. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

function browser(languages: string[], storage: Storage | undefined = memoryStorage()) {
  vi.stubGlobal('navigator', { languages });
  vi.stubGlobal('localStorage', storage);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the language of a first visit', () => {
  it('follows a Spanish browser, whatever its region', () => {
    browser(['es-ES', 'en-US']);
    expect(detectLanguage()).toBe('es');
    browser(['ES-mx']);
    expect(detectLanguage()).toBe('es');
  });

  it('takes the first of the browser languages CareClass speaks', () => {
    browser(['fr-FR', 'de', 'es-419', 'en']);
    expect(detectLanguage()).toBe('es');
    browser(['fr-FR', 'en-GB', 'es']);
    expect(detectLanguage()).toBe('en');
  });

  it('is English when the browser speaks none of ours or says nothing', () => {
    browser(['fr-FR', 'pt-BR']);
    expect(detectLanguage()).toBe('en');
    browser([]);
    expect(detectLanguage()).toBe('en');
  });
});

describe('the remembered choice', () => {
  it('wins over the browser language', () => {
    browser(['es-ES']);
    rememberLanguage('en');
    expect(detectLanguage()).toBe('en');
    browser(['en-US']);
    rememberLanguage('es');
    expect(detectLanguage()).toBe('es');
  });

  it('is ignored when it is not a language of ours', () => {
    const storage = memoryStorage();
    storage.setItem('careclass.language', 'fr');
    browser(['es-ES'], storage);
    expect(detectLanguage()).toBe('es');
  });

  it('lasts for the page only when storage refuses it', () => {
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    browser(['es-ES'], refusing);
    expect(() => rememberLanguage('en')).not.toThrow();
    expect(detectLanguage()).toBe('es');
  });
});
