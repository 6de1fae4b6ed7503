import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import {
  type AtsFinding,
  type AtsFindingCode,
  type AtsSeverity,
  DEFAULT_UI_LANGUAGE,
  EN_CATALOGUE,
  type MessageId,
  type UiLanguage,
} from '@vitae/schema';
import { loadCatalogue } from '@vitae/schema/i18n-catalogues';

/**
 * A finding's words come from the message catalogue's `ats` part (docs/i18n.md, docs/ats-check.md): each code's
 * `atsFinding.<code>.message` and `.fix`, with values (a heading, a word, a count) and, where a message quotes a
 * sentence of its own, a detail message (`atsFinding.detail.*`). A finding is built in English (what the checks and
 * their tests read), and keeps its values so that the report can be said again in the user's language on its way out
 * of the service (`inLanguage`). Nothing is stored, so nothing stored needs formatting later.
 */

/** A detail message of the catalogue with its own values, formatted before it is put into a finding's message. */
export interface Detail {
  id: MessageId;
  values?: Record<string, string | number>;
}
export type FindingValues = Record<string, string | number | Detail>;

/** Each code's two messages, named in full (a test checks that code names every message of the catalogue). */
const FINDING_MESSAGES: Record<AtsFindingCode, { message: MessageId; fix: MessageId }> = {
  'contact-missing': { message: 'atsFinding.contact-missing.message', fix: 'atsFinding.contact-missing.fix' },
  'contact-order': { message: 'atsFinding.contact-order.message', fix: 'atsFinding.contact-order.fix' },
  'unknown-heading': { message: 'atsFinding.unknown-heading.message', fix: 'atsFinding.unknown-heading.fix' },
  'date-unreadable': { message: 'atsFinding.date-unreadable.message', fix: 'atsFinding.date-unreadable.fix' },
  'garbled-text': { message: 'atsFinding.garbled-text.message', fix: 'atsFinding.garbled-text.fix' },
  'columns-interleaved': {
    message: 'atsFinding.columns-interleaved.message',
    fix: 'atsFinding.columns-interleaved.fix',
  },
  'text-in-header-footer': {
    message: 'atsFinding.text-in-header-footer.message',
    fix: 'atsFinding.text-in-header-footer.fix',
  },
  'text-in-image': { message: 'atsFinding.text-in-image.message', fix: 'atsFinding.text-in-image.fix' },
  'too-long': { message: 'atsFinding.too-long.message', fix: 'atsFinding.too-long.fix' },
  'bullet-no-verb': { message: 'atsFinding.bullet-no-verb.message', fix: 'atsFinding.bullet-no-verb.fix' },
  'bullet-no-figure': { message: 'atsFinding.bullet-no-figure.message', fix: 'atsFinding.bullet-no-figure.fix' },
  'bullet-too-long': { message: 'atsFinding.bullet-too-long.message', fix: 'atsFinding.bullet-too-long.fix' },
  'repeated-words': { message: 'atsFinding.repeated-words.message', fix: 'atsFinding.repeated-words.fix' },
  'hidden-text': { message: 'atsFinding.hidden-text.message', fix: 'atsFinding.hidden-text.fix' },
  'text-outside-page': { message: 'atsFinding.text-outside-page.message', fix: 'atsFinding.text-outside-page.fix' },
  'keyword-stuffing': { message: 'atsFinding.keyword-stuffing.message', fix: 'atsFinding.keyword-stuffing.fix' },
  'ai-instructions': { message: 'atsFinding.ai-instructions.message', fix: 'atsFinding.ai-instructions.fix' },
  'fact-not-found': { message: 'atsFinding.fact-not-found.message', fix: 'atsFinding.fact-not-found.fix' },
  'no-text': { message: 'atsFinding.no-text.message', fix: 'atsFinding.no-text.fix' },
};

const cache = createIntlCache();
const english = createIntl({ locale: DEFAULT_UI_LANGUAGE, messages: EN_CATALOGUE }, cache);
const intls = new Map<UiLanguage, Promise<IntlShape>>([[DEFAULT_UI_LANGUAGE, Promise.resolve(english)]]);

/** The interface language's formatter, its catalogue loaded once. */
function intlOf(language: UiLanguage): Promise<IntlShape> {
  let intl = intls.get(language);
  if (!intl) {
    intl = loadCatalogue(language).then((messages) => createIntl({ locale: language, messages }, cache));
    intls.set(language, intl);
  }
  return intl;
}

/** What a finding quotes is cut to 160 characters (a whole detail sentence too, once formatted). */
const cut = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);

/** A finding's message and fix in the formatter's language. */
export function findingText(intl: IntlShape, code: AtsFindingCode, values: FindingValues = {}) {
  const formatted: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    formatted[name] =
      typeof value === 'number'
        ? value
        : cut(typeof value === 'string' ? value : intl.formatMessage({ id: value.id }, value.values));
  }
  const { message, fix } = FINDING_MESSAGES[code];
  return { message: intl.formatMessage({ id: message }, formatted), fix: intl.formatMessage({ id: fix }) };
}

/** Each finding's values, kept for saying it again in another language. */
const valuesOf = new WeakMap<AtsFinding, FindingValues>();

/** A finding, in English; `values` fill its message. */
export function finding(
  severity: AtsSeverity,
  code: AtsFindingCode,
  values: FindingValues = {},
  field: string | null = null,
): AtsFinding {
  const made: AtsFinding = { severity, code, ...findingText(english, code, values), field };
  valuesOf.set(made, values);
  return made;
}

/** A report with its findings said in `language` (English: as it is). */
export async function inLanguage<Report extends { findings: AtsFinding[] }>(
  report: Report,
  language: UiLanguage = DEFAULT_UI_LANGUAGE,
): Promise<Report> {
  if (language === DEFAULT_UI_LANGUAGE) return report;
  const intl = await intlOf(language);
  return {
    ...report,
    findings: report.findings.map((item) => {
      const values = valuesOf.get(item);
      return values ? { ...item, ...findingText(intl, item.code, values) } : item;
    }),
  };
}
