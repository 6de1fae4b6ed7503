import type { ResumeLanguage } from '../vocabulary.ts';

/** How a resume writes dates in its own language: month names, "Present" and the order of month and year. */
export interface DateWords {
  /** Short month names, January first. */
  months: readonly string[];
  present: string;
  /** A month as shown: "Mar 2021", "2021年3月". */
  month(year: string, month: number, words: DateWords): string;
}

const nameThenYear: DateWords['month'] = (year, month, words) => `${words.months[month - 1]} ${year}`;
const yearThenMonth: DateWords['month'] = (year, month) => `${year}年${month}月`;

export const DATE_WORDS: Record<ResumeLanguage, DateWords> = {
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    present: 'Present',
    month: nameThenYear,
  },
  de: {
    months: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    present: 'heute',
    month: nameThenYear,
  },
  fr: {
    months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    present: "aujourd'hui",
    month: nameThenYear,
  },
  es: {
    months: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
    present: 'actualidad',
    month: nameThenYear,
  },
  pt: {
    months: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
    present: 'atual',
    month: nameThenYear,
  },
  it: {
    months: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
    present: 'oggi',
    month: nameThenYear,
  },
  nl: {
    months: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
    present: 'heden',
    month: nameThenYear,
  },
  pl: {
    months: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
    present: 'obecnie',
    month: nameThenYear,
  },
  zh: {
    months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    present: '至今',
    month: yearThenMonth,
  },
  ja: {
    months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    present: '現在',
    month: yearThenMonth,
  },
  // Arabic resumes write months in full; these are the names used in Egypt, the Gulf and North Africa (the Levant's
  // Syriac names, كانون الثاني and so on, are read everywhere as well, but these are the more widely used).
  ar: {
    months: [
      'يناير',
      'فبراير',
      'مارس',
      'أبريل',
      'مايو',
      'يونيو',
      'يوليو',
      'أغسطس',
      'سبتمبر',
      'أكتوبر',
      'نوفمبر',
      'ديسمبر',
    ],
    present: 'حتى الآن',
    month: nameThenYear,
  },
  he: {
    months: [
      'ינואר',
      'פברואר',
      'מרץ',
      'אפריל',
      'מאי',
      'יוני',
      'יולי',
      'אוגוסט',
      'ספטמבר',
      'אוקטובר',
      'נובמבר',
      'דצמבר',
    ],
    present: 'עד היום',
    month: nameThenYear,
  },
};

/** The date words of `language`, English when none is set. */
export const dateWords = (language: ResumeLanguage | undefined): DateWords => DATE_WORDS[language ?? 'en'];
