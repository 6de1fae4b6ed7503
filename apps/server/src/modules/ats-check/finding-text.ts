import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import {
  type AtsFinding,
  type AtsFindingCode,
  type AtsScorePart,
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
 * of the service (`inLanguage`); so is each score part's label and detail (`atsScore.*`). Nothing is stored, so nothing
 * stored needs formatting later.
 */

/** A detail message of the catalogue with its own values, formatted before it is put into a finding's message. */
export interface Detail {
  id: MessageId;
  values?: Record<string, TextValue>;
}
/** A value: as it is, a message of its own, or a list of messages (said as a list in the language). */
export type TextValue = string | number | Detail | Detail[];
export type FindingValues = Record<string, TextValue>;

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

/**
 * Values formatted for a message: numbers as they are, messages said first (and cut, for a finding), lists joined as
 * the language joins them (English: with commas, as the score's details always were).
 */
function formatValues(intl: IntlShape, values: Record<string, TextValue>, quoted: (text: string) => string) {
  const say = (detail: Detail) =>
    intl.formatMessage({ id: detail.id }, formatValues(intl, detail.values ?? {}, String));
  const formatted: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') formatted[name] = value;
    else if (typeof value === 'string') formatted[name] = quoted(value);
    else if (Array.isArray(value)) {
      const items = value.map(say);
      formatted[name] =
        intl.locale === DEFAULT_UI_LANGUAGE ? items.join(', ') : intl.formatList(items, { type: 'conjunction' });
    } else formatted[name] = quoted(say(value));
  }
  return formatted;
}

/** A finding's message and fix in the formatter's language. */
export function findingText(intl: IntlShape, code: AtsFindingCode, values: FindingValues = {}) {
  const { message, fix } = FINDING_MESSAGES[code];
  return {
    message: intl.formatMessage({ id: message }, formatValues(intl, values, cut)),
    fix: intl.formatMessage({ id: fix }),
  };
}

/** The score's parts' names. */
const PART_LABELS: Record<AtsScorePart['key'], MessageId> = {
  parse: 'atsScore.parse',
  completeness: 'atsScore.completeness',
  writing: 'atsScore.writing',
};

/** A score part's label and detail in the formatter's language. */
const partText = (intl: IntlShape, key: AtsScorePart['key'], detail: Detail) => ({
  label: intl.formatMessage({ id: PART_LABELS[key] }),
  detail: intl.formatMessage({ id: detail.id }, formatValues(intl, detail.values ?? {}, String)),
});

/** Each score part's detail, kept for saying it again in another language. */
const detailOf = new WeakMap<AtsScorePart, Detail>();

/** A part of the score, in English; `detail` says how its points were counted. */
export function scorePart(key: AtsScorePart['key'], points: number, max: number, detail: Detail): AtsScorePart {
  const { label, detail: words } = partText(english, key, detail);
  const made: AtsScorePart = { key, label, points, max, detail: words };
  detailOf.set(made, detail);
  return made;
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

/** A report with its findings and its score's parts said in `language` (English: as it is). */
export async function inLanguage<Report extends { findings: AtsFinding[]; score: { parts: AtsScorePart[] } }>(
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
    score: {
      ...report.score,
      parts: report.score.parts.map((part) => {
        const detail = detailOf.get(part);
        return detail ? { ...part, ...partText(intl, part.key, detail) } : part;
      }),
    },
  };
}
