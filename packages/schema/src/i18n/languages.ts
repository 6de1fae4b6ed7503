/**
 * The languages of the app's interface (docs/i18n.md): each with its own name, as a switcher shows it, and its
 * direction. A leaf: it imports nothing, so the user schema, the config and the catalogues may all name a language.
 */
export const UI_LANGUAGES = [
  { id: 'en', name: 'English', dir: 'ltr' },
  { id: 'de', name: 'Deutsch', dir: 'ltr' },
  { id: 'fr', name: 'Français', dir: 'ltr' },
  { id: 'es', name: 'Español', dir: 'ltr' },
  { id: 'pt', name: 'Português', dir: 'ltr' },
  { id: 'it', name: 'Italiano', dir: 'ltr' },
  { id: 'nl', name: 'Nederlands', dir: 'ltr' },
  { id: 'pl', name: 'Polski', dir: 'ltr' },
  { id: 'zh', name: '简体中文', dir: 'ltr' },
  { id: 'ja', name: '日本語', dir: 'ltr' },
  { id: 'ar', name: 'العربية', dir: 'rtl' },
  { id: 'he', name: 'עברית', dir: 'rtl' },
] as const;

export type UiLanguage = (typeof UI_LANGUAGES)[number]['id'];
export type TextDirection = 'ltr' | 'rtl';

export const UI_LANGUAGE_IDS = UI_LANGUAGES.map((language) => language.id) as [UiLanguage, ...UiLanguage[]];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (UI_LANGUAGE_IDS as readonly string[]).includes(value);

export const directionOf = (language: UiLanguage): TextDirection =>
  UI_LANGUAGES.find((each) => each.id === language)!.dir;

/**
 * The first of `preferred` (BCP 47 tags, most wanted first: `navigator.languages`, or an Accept-Language header read
 * by `acceptedLanguages`) that the interface speaks, by its primary subtag (`de-AT` → `de`, `zh-Hans-CN` → `zh`,
 * `pt-BR` → `pt`); English when none is.
 */
export function pickLanguage(preferred: readonly string[]): UiLanguage {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isUiLanguage(primary)) return primary;
  }
  return DEFAULT_UI_LANGUAGE;
}

/** A BCP 47 language tag's shape (`de`, `zh-Hans-CN`); `*` and junk are not tags. */
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$/;

/** The tags of an Accept-Language header, most wanted first (by `q`, then order); `*`, junk and `q=0` left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000) // a header is a few tags; a huge one is read no further
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => LANGUAGE_TAG.test(tag) && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
