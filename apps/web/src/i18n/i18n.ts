import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MSG } from '@careclass/shared';
import enCommon from './locales/en/common.json';
import { DEFAULT_LANGUAGE, detectLanguage, rememberLanguage, type Language } from './languages.ts';
import { groupTextsChanged, importGroupTexts } from './group-texts-state.ts';

/**
 * Message catalogues: one JSON file per language and namespace under ./locales. English `common`
 * (header, footer, shared words) ships with the first page so an English first paint waits for
 * nothing; every other catalogue is its own small chunk, fetched when a page first asks for its
 * namespace (react-i18next suspends until then) or when the language changes.
 */
const catalogues = import.meta.glob<{ default: ResourceKey }>('./locales/*/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    if (namespace === 'texts') {
      readGroupTexts(language, done);
      return;
    }
    const load = catalogues[`./locales/${language}/${namespace}.json`];
    if (!load) {
      done(new Error(`No ${language} catalogue named ${namespace}`), false);
      return;
    }
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error as Error, false),
    );
  },
};

/**
 * The `texts` namespace (the message groups besides MSG, see group-texts.ts) comes with its lookup:
 * the English catalogue is the groups' own words, the Spanish one a file as any other.
 */
function readGroupTexts(language: string, done: Parameters<BackendModule['read']>[2]): void {
  const file = catalogues[`./locales/${language}/texts.json`];
  importGroupTexts()
    .then(async (lookup) =>
      language === DEFAULT_LANGUAGE || !file ? lookup.englishTexts() : (await file()).default,
    )
    .then(
      (catalogue) => done(null, catalogue),
      (error: unknown) => done(error as Error, false),
    );
}

export const i18n = i18next.createInstance();

const groupTextsAsked = new Set<string>();

/**
 * Loads the `texts` namespace and its lookup for the page's language (once per language), then
 * renders the screens that show such texts again. English pages never need it: the texts already
 * are English.
 */
export function loadGroupTexts(): Promise<void> {
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!language || language === DEFAULT_LANGUAGE || groupTextsAsked.has(language)) {
    return Promise.resolve();
  }
  groupTextsAsked.add(language);
  return i18n.loadNamespaces('texts').then(groupTextsChanged);
}

/** Starts i18n in the detected language; resolves once its `common` catalogue is loaded. */
export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  await i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'es'],
      ns: ['common'],
      defaultNS: 'common',
      // The specification's texts are the English `messages` catalogue (see messages.ts).
      resources: { en: { common: enCommon, messages: MSG } },
      // Bundled English plus catalogues fetched on demand.
      partialBundledLanguages: true,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  markPageLanguage(language);
  // Toasts and form helpers read the specification's texts outside React (messages.ts), and
  // those of the other message groups in a language other than English.
  void i18n.loadNamespaces('messages');
  void loadGroupTexts();
}

/** Switches the page's language and remembers it in this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  await Promise.all([i18n.loadNamespaces('messages'), loadGroupTexts()]);
  rememberLanguage(language);
  markPageLanguage(language);
}

/** Screen readers and the browser's translate offer read the page's language from <html lang>. */
function markPageLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
