import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';
import { DEFAULT_LANGUAGE, detectLanguage, rememberLanguage, type Language } from './languages.ts';

/**
 * Message catalogues: one JSON file per language and namespace under ./locales. English `common`
 * (header, footer, shared words) ships with the first page so an English first paint waits for
 * nothing; every other catalogue is its own small chunk, fetched when a page first asks for its
 * namespace (react-i18next suspends until then) or when the language changes. English `messages`
 * is the specification's MSG itself (english-messages.ts), fetched as the others are.
 */
// English `common` is bundled (above), never fetched: it is left out of the list.
const catalogues = import.meta.glob<{ default: ResourceKey }>([
  './locales/*/*.json',
  '!./locales/en/common.json',
]);

const englishMessages = () => import('./english-messages.ts');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load =
      language === DEFAULT_LANGUAGE && namespace === 'messages'
        ? englishMessages
        : catalogues[`./locales/${language}/${namespace}.json`];
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

export const i18n = i18next.createInstance();

let groupTexts: import('./group-texts.ts').GroupTexts | undefined;
let groupLoading: Promise<void> | undefined;

/** The message groups' texts besides MSG in the page's language, once loaded (messages.ts). */
export const currentGroupTexts = () => groupTexts;

/**
 * Loads the `texts` catalogue (the message groups besides MSG, see group-texts.ts) and its lookup
 * once, for a language other than English (English pages show those texts as they come); later
 * language switches reload the catalogue as any other. Screens bound to `groupTexts` render again.
 */
export function loadGroupTexts(): Promise<void> | undefined {
  if (i18n.language !== DEFAULT_LANGUAGE) {
    groupLoading ??= Promise.all([import('./group-texts.ts'), i18n.loadNamespaces('texts')]).then(
      ([module]) => {
        groupTexts = module.groupTextsOf(i18n);
        i18n.emit('groupTexts');
      },
      (error: unknown) => {
        // Offline or a new deployment: the texts show in English until a later call succeeds.
        groupLoading = undefined;
        throw error;
      },
    );
  }
  return groupLoading;
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
      resources: { en: { common: enCommon } },
      // Bundled English plus catalogues fetched on demand.
      partialBundledLanguages: true,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  markPageLanguage(language);
  // The specification's texts (the `messages` catalogue, English MSG included): toasts and form
  // helpers read them outside React (messages.ts), and the pages that show them wait for them;
  // the other message groups' texts too in a language other than English.
  void i18n.loadNamespaces('messages');
  void loadGroupTexts()?.catch(() => {});
}

/** Switches the page's language and remembers it in this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  // Remembered at once, before the catalogues load: a sign-in check that ends meanwhile then sees
  // a choice newer than the account's language and leaves it (AuthProvider).
  rememberLanguage(language);
  await i18n.changeLanguage(language);
  await Promise.all([i18n.loadNamespaces('messages'), loadGroupTexts()]);
  markPageLanguage(language);
}

/** Screen readers and the browser's translate offer read the page's language from <html lang>. */
function markPageLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
