import type { UiLanguage } from '../languages.ts';
import { EN_CATALOGUE, type Catalogue } from '../catalogue.ts';

/**
 * Each language's catalogue, loaded when asked for (the web app fetches only the one it shows; the server loads
 * them all at start). English is the source, always at hand.
 */
const LOADERS: Record<UiLanguage, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(EN_CATALOGUE),
  de: async () => (await import('./de/index.ts')).default,
  fr: async () => (await import('./fr/index.ts')).default,
  es: async () => (await import('./es/index.ts')).default,
  pt: async () => (await import('./pt/index.ts')).default,
  it: async () => (await import('./it/index.ts')).default,
  nl: async () => (await import('./nl/index.ts')).default,
  pl: async () => (await import('./pl/index.ts')).default,
  zh: async () => (await import('./zh/index.ts')).default,
  ja: async () => (await import('./ja/index.ts')).default,
  ar: async () => (await import('./ar/index.ts')).default,
  he: async () => (await import('./he/index.ts')).default,
};

export const loadCatalogue = (language: UiLanguage): Promise<Catalogue> => LOADERS[language]();
