import {
  DEFAULT_UI_LANGUAGE,
  directionOf,
  EN_CATALOGUE,
  isUiLanguage,
  pickLanguage,
  translateText,
  type Catalogue,
  type MessageId,
  type UiLanguage,
} from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

/**
 * The interface's language (docs/i18n.md): the one chosen on this device (kept in localStorage), else the browser's
 * first the app speaks, else English; a signed-in account's choice replaces it (lib/auth.tsx). One language at a
 * time for the whole app: screens read it through `useI18n` (i18n-provider.tsx), code outside React through `t`.
 */
export const LANGUAGE_STORAGE_KEY = 'vitae:language';

export interface I18nState {
  language: UiLanguage;
  intl: IntlShape;
}

const cache = createIntlCache();

function intlFor(language: UiLanguage, messages: Catalogue): IntlShape {
  return createIntl(
    {
      locale: language,
      messages,
      defaultLocale: DEFAULT_UI_LANGUAGE,
      // A message missing in a catalogue falls back to English; the catalogue test keeps that from shipping.
      onError: (error) => console.warn(error.message),
    },
    cache,
  );
}

let state: I18nState = { language: DEFAULT_UI_LANGUAGE, intl: intlFor(DEFAULT_UI_LANGUAGE, EN_CATALOGUE) };
const listeners = new Set<() => void>();

export const i18nState = (): I18nState => state;

export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The language this device would show before any account says otherwise. */
export function deviceLanguage(): UiLanguage {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isUiLanguage(stored)) return stored;
  } catch {
    // storage blocked: the browser's languages decide
  }
  return pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

let asked = 0;

/**
 * Shows the interface in `language` once its catalogue is loaded (English stays meanwhile, and if it cannot be
 * loaded); `<html lang dir>` follow. `remember` keeps it as this device's choice.
 */
export async function setLanguage(language: UiLanguage, { remember = false } = {}): Promise<void> {
  const ticket = ++asked;
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage blocked: the choice lasts this visit (and the account keeps it when signed in)
    }
  }
  if (language === state.language) return;
  let messages: Catalogue;
  try {
    messages = await loadCatalogue(language);
  } catch (error) {
    console.error(`The ${language} catalogue could not be loaded; the interface stays in ${state.language}`, error);
    return;
  }
  if (ticket !== asked) return; // a newer choice came meanwhile
  state = { language, intl: intlFor(language, messages) };
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
  for (const listener of listeners) listener();
}

/** The interface's language as a locale for `Intl` (dates, numbers, relative times). */
export const uiLocale = (): UiLanguage => state.language;

/** A message of the catalogue in the interface's language, for code outside React (toasts, confirmations). */
export const t = (id: MessageId, values?: Record<string, string | number>): string =>
  state.intl.formatMessage({ id }, values);

/**
 * Words that reached the interface in English (a schema's validation message, an older server's answer, a message
 * built from values such as "Applied 3 corrections.") in the interface's language when the catalogue has them, by
 * the server's own mechanism (`translateText`, docs/i18n.md); anything else as it came.
 */
export function translated(text: string): string {
  if (state.language === DEFAULT_UI_LANGUAGE) return text;
  return translateText(text, t);
}
