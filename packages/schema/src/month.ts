import { dateWords } from './resume/date-words.ts';
import type { ResumeLanguage } from './vocabulary.ts';

/**
 * Month + year dates: what a user may type ("2021-03", "Mar 2021", "03/2021"), the form they are stored in
 * ("2021-03"; older rows may hold a full date "2021-03-15" or free text) and how they are shown ("Mar 2021").
 */

/** English month names, January first: the month picker's buttons. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "Jan" … "Dec": how a month is shown. */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

/** The forms a stored date takes: '' (none), a month "2021-03" or a full date "2021-03-15". */
export const STORED_DATE = /^$|^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

const ISO_MONTH = /^(\d{4})-(\d{1,2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLASHED = /^(\d{1,2})\/(\d{4})$/;
const NAMED = /^(\p{L}+)\.?,?\s+(\d{4})$/u;

const canonical = (year: string, month: number) => `${year}-${String(month).padStart(2, '0')}`;
const isMonthNumber = (month: number) => Number.isInteger(month) && month >= 1 && month <= 12;

/** 1–12 for "March", "mar", "Sept" (any case); 0 for anything else. */
function monthFromName(name: string): number {
  const lower = name.toLowerCase();
  if (lower === 'sept') return 9;
  const index = MONTH_NAMES.findIndex((month) => {
    const full = month.toLowerCase();
    return lower === full || lower === full.slice(0, 3);
  });
  return index + 1;
}

/**
 * The month `text` names, as "YYYY-MM", or null when it names none. Accepts "2021-03", "2021-3", a full date
 * "2021-03-15" (its month), "Mar 2021", "March 2021", "mar. 2021" and "03/2021"; surrounding spaces are ignored.
 */
export function parseMonthInput(text: string): string | null {
  const value = text.trim();
  const iso = ISO_MONTH.exec(value);
  if (iso) return isMonthNumber(Number(iso[2])) ? canonical(iso[1]!, Number(iso[2])) : null;
  const full = ISO_DATE.exec(value);
  if (full) return STORED_DATE.test(value) ? canonical(full[1]!, Number(full[2])) : null;
  const slashed = SLASHED.exec(value);
  if (slashed) return isMonthNumber(Number(slashed[1])) ? canonical(slashed[2]!, Number(slashed[1])) : null;
  const named = NAMED.exec(value);
  if (named) {
    const month = monthFromName(named[1]!);
    return month ? canonical(named[2]!, month) : null;
  }
  return null;
}

/**
 * A stored date as shown: a month "2021-03" or full date "2021-03-15" as "Mar 2021" (in `language`: "März 2021",
 * "2021年3月"); '' and any other text (free text from before dates were months) exactly as written.
 */
export function formatMonth(value: string, language?: ResumeLanguage): string {
  if (value === '' || !STORED_DATE.test(value)) return value;
  const [year, month] = value.split('-');
  const words = dateWords(language);
  return words.month(year!, Number(month), words);
}

/**
 * Orders two months: negative when `a` is earlier than `b`, 0 for the same month, positive when later. Takes
 * anything parseMonthInput reads (so "2021-03-15" and "Mar 2021" are the same month); throws on text it cannot.
 */
export function compareMonths(a: string, b: string): number {
  const first = parseMonthInput(a);
  const second = parseMonthInput(b);
  if (first === null || second === null) throw new RangeError(`Not a month: ${first === null ? a : b}`);
  return first < second ? -1 : first > second ? 1 : 0;
}

/** Whether `end` is a month before `start`; false when either is empty or not a month (other rules cover those). */
export function endsBeforeStart(start: string, end: string): boolean {
  const from = parseMonthInput(start);
  const to = parseMonthInput(end);
  return from !== null && to !== null && to < from;
}
