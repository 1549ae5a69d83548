import type { DehydratedState } from '@tanstack/react-query';
import { DRAWN_PAGE } from '@careclass/shared';
import type { Language } from '../i18n/languages.ts';

/**
 * What a page drawn by the server (entry-server.tsx) hands the browser app, as JSON in
 * <script type="application/json" id="ssr-state"> (data, not code: the CSP allows it).
 */
export interface SsrState {
  /** The language the page was drawn in. */
  language: Language;
  /** The answers the page showed, for the query client. */
  queries: DehydratedState;
}

/** The state of a page drawn by the server, if this page was. */
export function readSsrState(): SsrState | undefined {
  const element = document.getElementById(DRAWN_PAGE.stateId);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return undefined;
  }
}
