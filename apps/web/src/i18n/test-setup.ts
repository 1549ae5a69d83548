import { i18n, initI18n } from './i18n.ts';

/**
 * Unit tests render components in Node: start i18n in English with every English catalogue loaded
 * up front, so nothing suspends and assertions read the English texts.
 */
const english = import.meta.glob<{ default: Record<string, unknown> }>('./locales/en/*.json', {
  eager: true,
});

await initI18n('en');
// English `messages` (MSG) is a catalogue fetched after start, as in the browser.
await i18n.loadNamespaces('messages');
for (const [path, module] of Object.entries(english)) {
  const namespace = path.replace(/^.*\/(.+)\.json$/, '$1');
  i18n.addResourceBundle('en', namespace, module.default, true, true);
}
