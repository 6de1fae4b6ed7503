import { t } from '../../lib/i18n/language.ts';

/**
 * A session's device in words, "Firefox on Windows", from its User-Agent header. Only names are read, never
 * versions; the order matters, as browsers name others in their header (Edge says Chrome and Safari, Chrome says
 * Safari, Android says Linux, iOS says Mac OS X).
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, names: [RegExp, string][]) =>
  names.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceName(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  // In the interface's language (docs/i18n.md); the browsers' and systems' names are names.
  if (browser && system) return t('account.device.browserOnSystem', { browser, system });
  return browser ?? (system ? t('account.device.browser', { system }) : t('account.device.unknown'));
}
