import type { UiLanguage } from '../languages.ts';
import { EN_CATALOGUE, type Catalogue } from '../catalogue.ts';

/**
 * Each language's catalogue, loaded when asked for (the web app fetches only the one it shows; the server loads
 * them all at start). English is the source, always at hand.
 */
const LOADERS: Record<UiLanguage, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(EN_CATALOGUE),
  de: async () => (await import('./de.ts')).default,
  fr: async () => (await import('./fr.ts')).default,
  es: async () => (await import('./es.ts')).default,
  pt: async () => (await import('./pt.ts')).default,
  it: async () => (await import('./it.ts')).default,
  nl: async () => (await import('./nl.ts')).default,
  pl: async () => (await import('./pl.ts')).default,
  zh: async () => (await import('./zh.ts')).default,
  ja: async () => (await import('./ja.ts')).default,
  ar: async () => (await import('./ar.ts')).default,
  he: async () => (await import('./he.ts')).default,
};

export const loadCatalogue = (language: UiLanguage): Promise<Catalogue> => LOADERS[language]();
