import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  APPLICATION_MESSAGES,
  APPLICATION_STAGES,
  CLOSED_REASONS,
  COVER_LETTER_MESSAGES,
  EN_CATALOGUE,
  IMPORT_AI_WARNINGS,
  invalidSectionMessage,
  LIMITS,
  listMessages,
  matchMessage,
  MESSAGES,
  notFittedMessage,
  pdfTooManyPagesMessage,
  pdfTooMuchTextMessage,
  resumeLimitMessage,
  SHARE_MESSAGES,
  summaryMessages,
  TAILOR_MESSAGES,
  translateText,
  VALIDATION_MESSAGES,
  VERSION_MESSAGES,
} from '../src/index.ts';
import { loadCatalogue } from '../src/i18n/catalogues/index.ts';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogue, IcuValues, MessageId } from '../src/index.ts';

/** A catalogue's message formatted as the server and the web app do (they use FormatJS too). */
const formatter =
  (language: string, catalogue: Catalogue) =>
  (id: MessageId, values: IcuValues = {}): string =>
    String(new IntlMessageFormat(catalogue[id], language, undefined, { ignoreTag: true }).format(values));

/** The messages as code built them before they became ICU messages (docs/i18n.md): English must not change. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
const before = {
  notFitted: (pages: number) =>
    `This resume still needs ${pages} pages at the smallest size and spacing allowed. Shorten or hide a section to fit it on one page.`,
  invalidSection: (field: string, sections: readonly string[]) =>
    `design.${field} names a section that does not exist. Sections: ${sections.join(', ')}, and your own sections' ids.`,
  pdfTooManyPages: (pages: number) =>
    `This resume would be ${pages} pages; the limit is ${LIMITS.pdfMaxPages}. Shorten or remove some sections.`,
  pdfTooMuchText: () =>
    `This resume has more than ${LIMITS.pdfMaxTextBytes / 1_048_576} MB of text. Shorten the longest sections.`,
  removed: (label: string) => `${label} removed.`,
  restored: (label: string) => `${label} restored.`,
  duplicated: (label: string, position: number) => `${label} duplicated as item ${position}.`,
  moved: (label: string, position: number, count: number) => `${label} moved to position ${position} of ${count}.`,
  bulletsAdded: (count: number) => `Added ${count} bullet point${count === 1 ? '' : 's'} to the work summary.`,
  stillNeeded: (fields: string[]) => `Still needed: ${fields.join(', ')}.`,
  corrected: (from: string, to: string) => (to === '' ? `Removed "${from}".` : `Changed "${from}" to "${to}".`),
  allCorrected: (count: number) => `Applied ${count} correction${count === 1 ? '' : 's'}.`,
  failed: (reason: string) => `AI could not improve this import (${reason}); the resume was read without it.`,
  textCut: (max: number) =>
    `Only the first ${max.toLocaleString('en')} characters of the PDF’s text were sent to the AI.`,
  resumeLimit: (max: number) =>
    `You have reached the limit of ${max} resumes. Delete one you no longer need to create another.`,
  beforeRestoring: (name: string) => `Before restoring “${name}”`,
  tooManyAttempts: (seconds: number) => `Too many password attempts. Please wait ${waitText(seconds)} and try again.`,
  emailChangeSent: (email: string) => `We have sent a link to ${email}. Your address changes when you open it.`,
  applicationsTooMany: (max: number) => `You can keep at most ${max} applications. Delete some to add more.`,
  csvTooLarge: (megabytes: number) => `The CSV file is larger than ${megabytes} MB.`,
  csvTooManyRows: (max: number) => `A CSV file holds at most ${max} applications.`,
  csvBadRow: (line: number, message: string) => `Line ${line}: ${message}`,
  imported: (count: number) => `${count} application${count === 1 ? '' : 's'} imported.`,
  coverLettersTooMany: (max: number) => `You can keep at most ${max} cover letters. Delete some to add more.`,
  sectionOrderReason: (first: string, count: number) =>
    `Puts ${first} higher: it shows ${count} of the things this posting asks for.`,
  skillOrderReason: (met: number) => `Puts first the ${met} skill${met === 1 ? '' : 's'} the posting asks for.`,
  bulletOrderReason: (met: number) => `Moves up the ${met} bullet${met === 1 ? '' : 's'} that meet the posting.`,
  dropped: (count: number) =>
    `${count} proposal${count === 1 ? ' was' : 's were'} dropped because ${count === 1 ? 'it' : 'they'} added facts your resume does not have.`,
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  tooManyItems: (max: number) => `A list holds at most ${max} items.`,
  tooManyContacts: (max: number) => `At most ${max} contacts.`,
  stageInvalid: () => `Stage must be one of ${APPLICATION_STAGES.join(', ')}.`,
  reasonInvalid: () => `Reason must be one of ${CLOSED_REASONS.join(', ')}.`,
};

const counts = [0, 1, 2, 3, 4, 5, 7, 11, 12, 21, 22, 25, 59, 60, 61, 100, 101, 119, 120, 121, 899, 900, 901, 999, 1000];
const bigger = [...counts, 1001, 1234, 12_000, 100_000, 1_000_000, 1_234_567];
const words = ['Experience', 'Acme “Inc”', 'a, b and c', 'x', '', '{braces}', "it's", 'ein Wort', '1,000', 'removed.'];

/** Each message built from values, with the arguments it is called with in the tests. */
const cases: {
  name: string;
  now: (...args: never[]) => string;
  old: (...args: never[]) => string;
  args: unknown[][];
}[] = [
  { name: 'notFitted', now: notFittedMessage, old: before.notFitted, args: bigger.map((n) => [n]) },
  {
    name: 'invalidSection',
    now: invalidSectionMessage,
    old: before.invalidSection,
    args: [
      ['sectionOrder', ['summary', 'experience']],
      ['hiddenSections', []],
      ['x', ['one']],
    ],
  },
  { name: 'pdfTooManyPages', now: pdfTooManyPagesMessage, old: before.pdfTooManyPages, args: bigger.map((n) => [n]) },
  { name: 'pdfTooMuchText', now: pdfTooMuchTextMessage, old: before.pdfTooMuchText, args: [[]] },
  { name: 'removed', now: listMessages.removed, old: before.removed, args: words.map((w) => [w]) },
  { name: 'restored', now: listMessages.restored, old: before.restored, args: words.map((w) => [w]) },
  {
    name: 'duplicated',
    now: listMessages.duplicated,
    old: before.duplicated,
    args: words.flatMap((w) => bigger.map((n) => [w, n])),
  },
  {
    name: 'moved',
    now: listMessages.moved,
    old: before.moved,
    args: words.flatMap((w) => counts.map((n) => [w, n, n + 3])),
  },
  { name: 'bulletsAdded', now: listMessages.bulletsAdded, old: before.bulletsAdded, args: bigger.map((n) => [n]) },
  {
    name: 'stillNeeded',
    now: listMessages.stillNeeded,
    old: before.stillNeeded,
    args: [[['Title']], [['Title', 'Company']], [[]]],
  },
  {
    name: 'corrected',
    now: summaryMessages.corrected,
    old: before.corrected,
    args: words.flatMap((a) => words.map((b) => [a, b])),
  },
  { name: 'allCorrected', now: summaryMessages.allCorrected, old: before.allCorrected, args: bigger.map((n) => [n]) },
  {
    name: 'failed',
    now: IMPORT_AI_WARNINGS.failed,
    old: before.failed,
    args: [...words, MESSAGES.aiTimeout].map((w) => [w]),
  },
  { name: 'textCut', now: IMPORT_AI_WARNINGS.textCut, old: before.textCut, args: bigger.map((n) => [n]) },
  { name: 'resumeLimit', now: resumeLimitMessage, old: before.resumeLimit, args: bigger.map((n) => [n]) },
  {
    name: 'beforeRestoring',
    now: VERSION_MESSAGES.beforeRestoring,
    old: before.beforeRestoring,
    args: [...words, '12 Mar 2026, 14:05'].map((w) => [w]),
  },
  {
    name: 'tooManyAttempts',
    now: SHARE_MESSAGES.tooManyAttempts,
    old: before.tooManyAttempts,
    args: [...bigger, 3600, 3601, 86_400].map((n) => [n]),
  },
  {
    name: 'emailChangeSent',
    now: ACCOUNT_MESSAGES.emailChangeSent,
    old: before.emailChangeSent,
    args: [['ada@example.com'], ["o'neil+x@example.co.uk"]],
  },
  {
    name: 'applicationsTooMany',
    now: APPLICATION_MESSAGES.tooMany,
    old: before.applicationsTooMany,
    args: bigger.map((n) => [n]),
  },
  { name: 'csvTooLarge', now: APPLICATION_MESSAGES.csvTooLarge, old: before.csvTooLarge, args: [[1], [2], [0.5]] },
  {
    name: 'csvTooManyRows',
    now: APPLICATION_MESSAGES.csvTooManyRows,
    old: before.csvTooManyRows,
    args: bigger.map((n) => [n]),
  },
  {
    name: 'csvBadRow',
    now: APPLICATION_MESSAGES.csvBadRow,
    old: before.csvBadRow,
    args: counts.map((n) => [n, APPLICATION_MESSAGES.companyRequired]),
  },
  { name: 'imported', now: APPLICATION_MESSAGES.imported, old: before.imported, args: bigger.map((n) => [n]) },
  {
    name: 'coverLettersTooMany',
    now: COVER_LETTER_MESSAGES.tooMany,
    old: before.coverLettersTooMany,
    args: bigger.map((n) => [n]),
  },
  {
    name: 'sectionOrderReason',
    now: TAILOR_MESSAGES.sectionOrderReason,
    old: before.sectionOrderReason,
    args: words.flatMap((w) => counts.map((n) => [w, n])),
  },
  {
    name: 'skillOrderReason',
    now: TAILOR_MESSAGES.skillOrderReason,
    old: before.skillOrderReason,
    args: bigger.map((n) => [n]),
  },
  {
    name: 'bulletOrderReason',
    now: TAILOR_MESSAGES.bulletOrderReason,
    old: before.bulletOrderReason,
    args: bigger.map((n) => [n]),
  },
  { name: 'dropped', now: TAILOR_MESSAGES.dropped, old: before.dropped, args: bigger.map((n) => [n]) },
  { name: 'tooLong', now: VALIDATION_MESSAGES.tooLong, old: before.tooLong, args: bigger.map((n) => [n]) },
  {
    name: 'tooManyItems',
    now: VALIDATION_MESSAGES.tooManyItems,
    old: before.tooManyItems,
    args: bigger.map((n) => [n]),
  },
  {
    name: 'tooManyContacts',
    now: VALIDATION_MESSAGES.tooManyContacts,
    old: before.tooManyContacts,
    args: bigger.map((n) => [n]),
  },
  {
    name: 'stageInvalid',
    now: () => VALIDATION_MESSAGES.stageInvalid(APPLICATION_STAGES),
    old: before.stageInvalid,
    args: [[]],
  },
  {
    name: 'reasonInvalid',
    now: () => VALIDATION_MESSAGES.reasonInvalid(CLOSED_REASONS),
    old: before.reasonInvalid,
    args: [[]],
  },
];

describe('messages built from values, now ICU messages', () => {
  it.each(cases)('$name gives the same English as before, for every value tried', ({ now, old, args }) => {
    for (const values of args) expect(now(...(values as never[]))).toBe(old(...(values as never[])));
  });

  it.each(cases)('$name is found again from its English, with values that give it back', ({ now, args }) => {
    for (const values of args) {
      const text = now(...(values as never[]));
      const match = matchMessage(text);
      expect(match, text).toBeDefined();
      // A text some other message also gives (`x removed.` is also `{label} removed.`) may match that one: either
      // way, the message found with the values found gives the text back.
      expect(formatter('en', EN_CATALOGUE)(match!.id, match!.values)).toBe(text);
    }
  });

  it('recovers values: a count from its plural, a unit from its select, numbers written with commas', () => {
    expect(matchMessage(SHARE_MESSAGES.tooManyAttempts(1))).toEqual({
      id: 'shareMessages.tooManyAttempts',
      // A select's `other` branch taken gives `other`: formatting with it takes that branch again in every language.
      values: { unit: 'other', count: 1 },
    });
    expect(matchMessage(SHARE_MESSAGES.tooManyAttempts(600))).toEqual({
      id: 'shareMessages.tooManyAttempts',
      values: { unit: 'minute', count: 10 },
    });
    expect(matchMessage(IMPORT_AI_WARNINGS.textCut(12_000))).toEqual({
      id: 'importAiWarnings.textCut',
      values: { max: 12_000 },
    });
    expect(matchMessage(resumeLimitMessage(1000))).toEqual({ id: 'messages.resumeLimit', values: { max: 1000 } });
    expect(matchMessage(summaryMessages.corrected('teh', ''))).toEqual({
      id: 'summaryMessages.corrected',
      values: { change: 'removed', from: 'teh' },
    });
    expect(matchMessage(TAILOR_MESSAGES.dropped(1))?.values).toEqual({ count: 1 });
    expect(matchMessage(MESSAGES.invalidCredentials)).toEqual({ id: 'invalidCredentials', values: {} });
    expect(matchMessage('Too many password attempts. Please wait a while and try again.')).toBeUndefined();
    expect(matchMessage('Too many password attempts. Please wait 2 second and try again.')).toBeUndefined();
    expect(matchMessage('words no catalogue has')).toBeUndefined();
    expect(matchMessage(`${'x'.repeat(5000)} removed.`)).toBeUndefined();
  });

  it('translates a message built from values into another language, and a message given as its value', async () => {
    const toGerman = formatter('de', await loadCatalogue('de'));
    const german = (text: string) => translateText(text, toGerman);
    expect(german(SHARE_MESSAGES.tooManyAttempts(1))).toContain('1 Sekunde');
    expect(german(SHARE_MESSAGES.tooManyAttempts(30))).toContain('30 Sekunden');
    expect(german(SHARE_MESSAGES.tooManyAttempts(900))).toContain('15 Minuten');
    expect(german(resumeLimitMessage(1000))).toContain('1000');
    const row = german(APPLICATION_MESSAGES.csvBadRow(3, APPLICATION_MESSAGES.companyRequired));
    expect(row).toContain('3');
    expect(row).toContain(german(APPLICATION_MESSAGES.companyRequired));
    expect(german(APPLICATION_MESSAGES.companyRequired)).not.toBe(APPLICATION_MESSAGES.companyRequired);
    expect(german('words no catalogue has')).toBe('words no catalogue has');
  });

  it.each(['pl', 'ar', 'he', 'ja'] as const)('%s: every plural form of a count formats', async (language) => {
    const format = formatter(language, await loadCatalogue(language));
    for (const n of counts) {
      expect(translateText(SHARE_MESSAGES.tooManyAttempts(n), format)).not.toBe(SHARE_MESSAGES.tooManyAttempts(n));
      expect(translateText(APPLICATION_MESSAGES.imported(n), format)).not.toBe(APPLICATION_MESSAGES.imported(n));
    }
  });
});
