import type { Resume, TailorFactKind } from '@vitae/schema';
import { SPELLED_NUMBERS } from '../../lib/number-words.ts';
import { textParts } from '../ats-check/text.ts';
import { isDeliberateForm, termsOf } from '../writing-help/ai/protected-terms.ts';

/**
 * The evidence lock (docs/tailoring.md): a proposed text may reorder, rephrase and emphasise what the resume says, but
 * every employer, title, date, number, degree, certification and skill in it must already be somewhere in the
 * resume. unsupportedFacts() names those that are not; a proposal with any is dropped before the user sees it.
 *
 * It is deliberately strict where a false "supported" would put an invented fact in front of a recruiter, and lenient
 * only where the same fact is written another way: case, accents, "40 %" and "40%", "1,000" and "1000", "$1.2M" and
 * "$1,200,000", "three" and "3", "March 2020" and the editor's "2020-03".
 */

/** A rich (or plain) text as plain text, one line per paragraph or list item, so each starts a sentence. */
export const plainLines = (value: string): string =>
  textParts(value)
    .map((part) => part.text)
    .join('\n');

export interface UnsupportedFact {
  kind: TailorFactKind;
  /** The fact as the candidate writes it. */
  text: string;
}

/** Lower case, accents off, every dash a hyphen, curly quotes straight, spaces collapsed. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

/**
 * normaliseText() one character at a time, so offsets in the folded text are offsets in the original: what a
 * search of the folded text finds is quoted from the original as the user wrote it.
 */
function foldChars(text: string): string {
  let folded = '';
  for (const char of text) {
    const plain = char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    const one = plain.length === char.length ? plain : char.toLowerCase().slice(0, char.length).padEnd(char.length);
    folded += one
      .replace(/[‐-―−]/g, '-')
      .replace(/[’‘]/g, "'")
      .replace(/[\s\u00a0\u202f]/gu, ' ');
  }
  return folded;
}

/** A word as compared: normalised, without a possessive ending. */
const wordKey = (word: string): string => normaliseText(word).replace(/'s?$/u, '');

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sep', 'sept'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
];
const MONTH_OF = new Map(MONTHS.flatMap((names, index) => names.map((name) => [name, index + 1] as const)));
const MONTH_NAMES = MONTHS.flat().sort((a, b) => b.length - a.length);

const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  bn: 1e9,
  b: 1e9,
  billion: 1e9,
};

const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}.,])';
/** A written number: 1,000 / 1 000 / 1.5 / 40, with an optional currency before and a unit or multiplier after. */
const NUMBER = new RegExp(
  `${NOT_WORD_BEFORE}([$€£¥])?\\s?(\\d{1,3}(?:[,\\u00a0\\u202f ]\\d{3})+(?:\\.\\d+)?|\\d+(?:[.,]\\d+)?)` +
    `(?:\\s?(%|percent\\b|per cent\\b|k\\b|mm\\b|m\\b|bn\\b|b\\b|thousand\\b|million\\b|billion\\b|x\\b|\\+))?` +
    `(?![\\p{L}\\p{N}])`,
  'giu',
);
const SPELLED_NUMBER = new RegExp(
  `(?<![\\p{L}])(${Object.keys(SPELLED_NUMBERS).join('|')})(?:\\s(percent|per cent|thousand|million|billion))?(?![\\p{L}])`,
  'giu',
);
const MONTH_YEAR = new RegExp(`(?<![\\p{L}])(${MONTH_NAMES.join('|')})\\.?,?\\s(\\d{4})(?![\\p{N}])`, 'giu');
const NUMERIC_MONTH_YEAR = /(?<![\p{N}])(?:(\d{4})[-/.](\d{1,2})|(\d{1,2})[-/.](\d{4}))(?![\p{N}])/gu;

interface NumberFact {
  /** `%`, `$`, `€`, `£`, `¥`, `x` or '' */
  unit: string;
  value: number;
  text: string;
  start: number;
  end: number;
}

function numberValue(digits: string): number {
  let text = digits.replace(/[\u00a0\u202f ]/g, '');
  // 1,000 and 1,000,000 are thousands; 2,5 is a decimal comma.
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  else text = text.replace(',', '.');
  return Number(text);
}

function unitOf(currency: string | undefined, suffix: string | undefined): { unit: string; multiplier: number } {
  const tail = (suffix ?? '').toLowerCase();
  const multiplier = MULTIPLIERS[tail] ?? 1;
  if (tail === '%' || tail.startsWith('per')) return { unit: '%', multiplier: 1 };
  if (tail === 'x') return { unit: 'x', multiplier: 1 };
  return { unit: currency ?? '', multiplier };
}

/** Every number of a text with its unit, spelled ones (two…twenty, thirty…) too. */
function numbersOf(text: string): NumberFact[] {
  const facts: NumberFact[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const [whole, currency, digits = '', suffix] = match;
    const { unit, multiplier } = unitOf(currency, suffix);
    const value = Math.round(numberValue(digits) * multiplier * 1000) / 1000;
    if (!Number.isFinite(value)) continue;
    facts.push({ unit, value, text: whole.trim(), start: match.index, end: match.index + whole.length });
  }
  for (const match of text.matchAll(SPELLED_NUMBER)) {
    const [whole, word = '', suffix] = match;
    const { unit, multiplier } = unitOf(undefined, suffix);
    const value = (SPELLED_NUMBERS[word.toLowerCase()] ?? 0) * multiplier;
    facts.push({ unit, value, text: whole, start: match.index, end: match.index + whole.length });
  }
  return facts;
}

const isYear = (fact: NumberFact) =>
  fact.unit === '' &&
  Number.isInteger(fact.value) &&
  fact.value >= 1950 &&
  fact.value <= 2099 &&
  /^\d{4}$/.test(fact.text);

/** Degrees by family: any way of writing one is the same degree. Matched as whole words on normalised text. */
const DEGREES: readonly { family: string; pattern: RegExp }[] = [
  { family: 'mba', pattern: /\b(mba|master of business administration)\b/ },
  { family: 'phd', pattern: /\b(ph\.? ?d\.?|phd|doctorate|doctoral degree|dphil)(?![a-z])/ },
  {
    family: 'bachelor',
    pattern: /\b(bachelor'?s?|b\.? ?sc\.?|bsc|b\.? ?eng|beng|bba|b\.a\.|b\.s\.|bfa|bsn|undergraduate degree)(?![a-z])/,
  },
  {
    family: 'master',
    pattern:
      /(?<!scrum )\b(master'?s?(?! of business administration| data)|m\.? ?sc\.?|msc|m\.? ?eng|meng|m\.a\.|m\.s\.|mfa|msn|mph)(?![a-z])/,
  },
  { family: 'associate', pattern: /\b(associate'?s? degree|associate of (arts|science))\b/ },
  { family: 'jd', pattern: /\b(j\.d\.|juris doctor)(?![a-z])/ },
  { family: 'md', pattern: /\b(m\.d\.|doctor of medicine)(?![a-z])/ },
  { family: 'diploma', pattern: /\b(diploma|high school degree|ged)\b/ },
];
/** Two-letter degree abbreviations that are words or other things too; counted only beside "degree", "in" or "of". */
const SHORT_DEGREES: readonly { family: string; pattern: RegExp }[] = [
  { family: 'bachelor', pattern: /\b(BA|BS)\b(?=\s(in|of|degree)\b)/ },
  { family: 'master', pattern: /\b(MA|MS)\b(?=\s(in|of|degree)\b)/ },
];

/** Certifications known by name, and the words that make a name run one ("AWS Certified Solutions Architect"). */
const CERTIFICATIONS: readonly string[] = [
  'pmp',
  'capm',
  'cpa',
  'cfa',
  'cma',
  'cissp',
  'cism',
  'cisa',
  'ccna',
  'ccnp',
  'comptia',
  'security+',
  'network+',
  'a+',
  'itil',
  'prince2',
  'csm',
  'psm',
  'safe',
  'six sigma',
  'lean six sigma',
  'green belt',
  'black belt',
  'bls',
  'acls',
  'pals',
  'cna',
  'lpn',
  'rn',
  'np',
  'cdl',
  'osha 10',
  'osha 30',
  'shrm-cp',
  'shrm-scp',
  'phr',
  'sphr',
  'frm',
  'acca',
  'cima',
  'cips',
  'cscp',
  'cpim',
  'leed ap',
  'pe',
  'tefl',
  'tesol',
  'celta',
  'ielts',
  'toefl',
];
const CERTIFICATION_WORDS = /\b(certified|certification|certificate|licensed|license|licence|accredited|chartered)\b/i;

/** Common skills and tools, across fields, matched as whole words (lower case, normalised). */
const SKILLS: readonly string[] = [
  // software and data
  'python',
  'java',
  'javascript',
  'typescript',
  'kotlin',
  'swift',
  'golang',
  'rust',
  'ruby',
  'php',
  'scala',
  'c++',
  'c#',
  'sql',
  'nosql',
  'postgresql',
  'mysql',
  'mongodb',
  'redis',
  'kafka',
  'spark',
  'hadoop',
  'react',
  'angular',
  'vue',
  'node.js',
  'django',
  'flask',
  'spring',
  'graphql',
  'docker',
  'kubernetes',
  'terraform',
  'ansible',
  'aws',
  'azure',
  'gcp',
  'google cloud',
  'linux',
  'git',
  'jenkins',
  'ci/cd',
  'machine learning',
  'deep learning',
  'tensorflow',
  'pytorch',
  'pandas',
  'tableau',
  'power bi',
  'looker',
  'excel',
  'vba',
  'r',
  'matlab',
  'sas',
  'spss',
  'stata',
  'snowflake',
  'databricks',
  'airflow',
  'dbt',
  'jira',
  'confluence',
  'figma',
  'sketch',
  'photoshop',
  'illustrator',
  'indesign',
  'after effects',
  'premiere',
  'autocad',
  'revit',
  'solidworks',
  'sketchup',
  // business, finance, operations
  'salesforce',
  'hubspot',
  'sap',
  'oracle',
  'netsuite',
  'quickbooks',
  'xero',
  'workday',
  'servicenow',
  'zendesk',
  'google analytics',
  'seo',
  'sem',
  'gaap',
  'ifrs',
  'financial modeling',
  'bloomberg',
  'agile',
  'scrum',
  'kanban',
  'lean',
  'erp',
  'crm',
  'wms',
  'forklift',
  'supply chain',
  'procurement',
  'budgeting',
  'forecasting',
  'payroll',
  // health, education, trades
  'epic',
  'cerner',
  'phlebotomy',
  'triage',
  'wound care',
  'iv therapy',
  'telemetry',
  'hipaa',
  'curriculum design',
  'classroom management',
  'google classroom',
  'canvas',
  'moodle',
  'welding',
  'plc',
  'hvac',
  'plumbing',
  'carpentry',
  'cnc',
  'blueprint reading',
];
const SKILL_SYNONYMS: readonly (readonly string[])[] = [
  ['javascript', 'js'],
  ['typescript', 'ts'],
  ['golang', 'go'],
  ['postgresql', 'postgres'],
  ['kubernetes', 'k8s'],
  ['google cloud', 'gcp'],
  ['machine learning', 'ml'],
  ['node.js', 'nodejs', 'node'],
  ['power bi', 'powerbi'],
  ['ci/cd', 'cicd', 'continuous integration'],
];

/** Legal forms and words that make a name run an organisation. */
const LEGAL_FORMS = new Set([
  'inc',
  'inc.',
  'llc',
  'ltd',
  'ltd.',
  'limited',
  'gmbh',
  'ag',
  'sa',
  'sas',
  'sarl',
  'bv',
  'nv',
  'plc',
  'corp',
  'corp.',
  'corporation',
  'co',
  'co.',
  'company',
  'group',
  'holdings',
  'llp',
  'lp',
  'pty',
  'oy',
  'ab',
  'as',
  'spa',
  'srl',
]);
const ORGANISATION_WORDS = new Set([
  'bank',
  'university',
  'college',
  'hospital',
  'clinic',
  'school',
  'agency',
  'institute',
  'foundation',
  'partners',
  'consulting',
  'labs',
  'technologies',
  'systems',
  'solutions',
  'ministry',
  'department',
  'council',
]);
const TITLE_WORDS = new Set([
  'manager',
  'director',
  'engineer',
  'developer',
  'analyst',
  'designer',
  'lead',
  'head',
  'officer',
  'specialist',
  'consultant',
  'coordinator',
  'assistant',
  'associate',
  'intern',
  'architect',
  'administrator',
  'president',
  'vp',
  'chief',
  'ceo',
  'cto',
  'cfo',
  'coo',
  'cio',
  'cmo',
  'founder',
  'co-founder',
  'supervisor',
  'nurse',
  'teacher',
  'accountant',
  'controller',
  'scientist',
  'researcher',
  'technician',
  'representative',
  'executive',
  'partner',
  'principal',
  'senior',
  'junior',
  'staff',
  'owner',
  'editor',
  'writer',
  'producer',
  'strategist',
  'planner',
  'auditor',
  'advisor',
  'adviser',
  'clerk',
  'operator',
  'foreman',
  'superintendent',
  'therapist',
  'pharmacist',
  'paramedic',
  'instructor',
  'professor',
  'lecturer',
  'tutor',
  'recruiter',
  'buyer',
  'chef',
  'electrician',
  'mechanic',
  'driver',
  'agent',
  'owner',
]);
/**
 * Small words that may sit inside a name run: "Bank of America", "Banco de Chile". Not "and": "Tableau and SQL" are
 * two names (and "Procter & Gamble" is still caught, as two).
 */
const NAME_JOINERS = new Set(['of', 'de', 'du', 'der', 'van', 'von', 'la', 'le', 'the']);
/** The word before a name that says it is an employer: "at Google", "for Initech", "joined Globex". */
const EMPLOYER_CUES = new Set(['at', 'for', 'joined']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** `term` as a whole word of normalised `text` (terms like C++ and node.js end in non-letters, so no \b there). */
const hasTerm = (text: string, term: string): boolean =>
  new RegExp(`(?<![\\p{L}\\p{N}+#])${escapeRegExp(term)}(?![\\p{L}\\p{N}+#]|\\.[\\p{L}])`, 'u').test(text);

/** What the sources say, read once: their text, words, numbers, years, months and degree families. */
interface SourceFacts {
  text: string;
  words: Set<string>;
  numbers: Set<string>;
  plainNumbers: Set<number>;
  years: Set<number>;
  months: Set<string>;
  degrees: Set<string>;
}

const numberKey = (unit: string, value: number) => `${unit}${value}`;

function degreeFamilies(original: string, normalised: string): Set<string> {
  const families = new Set<string>();
  for (const { family, pattern } of DEGREES) if (pattern.test(normalised)) families.add(family);
  for (const { family, pattern } of SHORT_DEGREES) if (pattern.test(original)) families.add(family);
  return families;
}

function monthsOf(text: string): { key: string; text: string; start: number; end: number }[] {
  const months: { key: string; text: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(MONTH_YEAR)) {
    const month = MONTH_OF.get((match[1] ?? '').toLowerCase());
    if (month)
      months.push({
        key: `${match[2]}-${month}`,
        text: match[0],
        start: match.index,
        end: match.index + match[0].length,
      });
  }
  for (const match of text.matchAll(NUMERIC_MONTH_YEAR)) {
    const year = match[1] ?? match[4];
    const month = Number(match[2] ?? match[3]);
    if (month >= 1 && month <= 12)
      months.push({ key: `${year}-${month}`, text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return months;
}

/** A deliberate term's kind: a quarter (Q3) is a date, a rank or an amount with letters (1st, 10x) a number. */
function deliberateKind(term: string): TailorFactKind {
  if (isCertificationName(term)) return 'certification';
  if (/^Q[1-4]$/iu.test(term) || /^(?:FY|H[12])\d{2,4}$/iu.test(term)) return 'date';
  if (/^\d/u.test(term)) return 'number';
  return 'skill';
}

/**
 * Sources read once per array: every proposal of one tailoring is checked against the same master's texts. A caller
 * passes a new array when the texts change (resumeSourceTexts() makes one each time); an array is never re-read.
 */
const readCache = new WeakMap<readonly string[], SourceFacts>();

function readSources(sources: string[]): SourceFacts {
  const cached = readCache.get(sources);
  if (cached) return cached;
  const read = readSourcesOnce(sources);
  readCache.set(sources, read);
  return read;
}

function readSourcesOnce(sources: string[]): SourceFacts {
  const plain = sources.map((source) => plainLines(source)).join('\n');
  const text = normaliseText(plain);
  const words = new Set(termsOf(plain).map((term) => wordKey(term.text)));
  for (const word of plain.split(/[\s/,;:()]+/u)) if (word) words.add(wordKey(word.replace(/[.,;:]+$/u, '')));
  const numbers = new Set<string>();
  const plainNumbers = new Set<number>();
  const years = new Set<number>();
  const dates = monthsOf(plain);
  for (const fact of numbersOf(plain)) {
    // The 07 of 2015-07 is a month, not a count the resume states.
    if (dates.some((date) => fact.start >= date.start && fact.end <= date.end) && !/^\d{4}$/.test(fact.text)) continue;
    numbers.add(numberKey(fact.unit, fact.value));
    plainNumbers.add(fact.value);
    if (/^\d{4}$/.test(fact.text)) years.add(fact.value);
  }
  for (const match of plain.matchAll(/(?<![\p{N}])(19|20)\d{2}(?![\p{N}])/gu)) years.add(Number(match[0]));
  const months = new Set(dates.map((month) => month.key));
  return { text, words, numbers, plainNumbers, years, months, degrees: degreeFamilies(plain, text) };
}

/** Offsets where a sentence (or a list item, or a clause after a colon) starts: a capital there says nothing. */
function sentenceStarts(text: string): Set<number> {
  const starts = new Set<number>();
  for (const match of text.matchAll(/(?:^|[.!?:;•·\n]\s*|[-–—]\s+|["“(]\s*)(?=\p{L})/gu)) {
    starts.add(match.index + match[0].length);
  }
  return starts;
}

interface NameRun {
  words: { text: string; start: number }[];
  start: number;
  end: number;
}

/** Runs of capitalised words ("Acme Corp", "Bank of America", "Senior Product Manager"), joiners inside kept. */
function nameRuns(text: string): NameRun[] {
  const runs: NameRun[] = [];
  const words = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}.&'’+#-]*/gu)].map((match) => ({
    text: match[0].replace(/[.'’]+$/u, ''),
    start: match.index,
    raw: match[0],
  }));
  let current: NameRun | null = null;
  let pendingJoiners: { text: string; start: number }[] = [];
  for (const [index, word] of words.entries()) {
    const previous = words[index - 1];
    const gap = previous ? text.slice(previous.start + previous.raw.length, word.start) : '';
    const broken = /[,;:.!?()"“”]/u.test(gap) || /[.!?]$/u.test(previous?.raw ?? '');
    if (broken && current) {
      runs.push(current);
      current = null;
      pendingJoiners = [];
    }
    const capitalised = /^\p{Lu}/u.test(word.text);
    if (capitalised) {
      if (current) current.words.push(...pendingJoiners, word);
      else current = { words: [word], start: word.start, end: 0 };
      current.end = word.start + word.text.length;
      pendingJoiners = [];
    } else if (current && NAME_JOINERS.has(word.text.toLowerCase()) && pendingJoiners.length === 0) {
      pendingJoiners.push(word);
    } else if (current) {
      runs.push(current);
      current = null;
      pendingJoiners = [];
    }
  }
  if (current) runs.push(current);
  return runs;
}

const isCertificationName = (term: string) => CERTIFICATIONS.includes(normaliseText(term));
const isSkillName = (term: string) => SKILLS.includes(normaliseText(term));
const isDegreeName = (term: string) => DEGREES.some(({ pattern }) => pattern.test(normaliseText(term)));

function classifyRun(text: string, keys: string[], before: string | undefined): TailorFactKind {
  if (isCertificationName(text) || CERTIFICATION_WORDS.test(text)) return 'certification';
  if (keys.some((key) => LEGAL_FORMS.has(key) || ORGANISATION_WORDS.has(key))) return 'employer';
  if (keys.some((key) => TITLE_WORDS.has(key))) return 'title';
  if (isSkillName(text)) return 'skill';
  if (before && EMPLOYER_CUES.has(before)) return 'employer';
  return deliberateKind(text);
}

/** Where `term` first stands as a whole word in folded text, or -1. */
const termAt = (folded: string, term: string): number =>
  folded.search(new RegExp(`(?<![\\p{L}\\p{N}+#])${escapeRegExp(term)}(?![\\p{L}\\p{N}+#]|\\.[\\p{L}])`, 'u'));

/** Names that are also everyday words, counted as a skill only when written as a name (capitalised). */
const EVERYDAY_SKILL_WORDS = new Set([
  'spring',
  'canvas',
  'lean',
  'epic',
  'sketch',
  'rust',
  'swift',
  'oracle',
  'agile',
  'excel',
  'react',
  'spark',
  'premiere',
]);

/**
 * The facts of `candidate` found in none of `sources`, each once, in the order they appear: employers and titles
 * (runs of capitalised words and known title words), dates (years, months), numbers (percentages, money, counts,
 * durations), degrees, certifications and skills (a built-in list, and any term whose very form is deliberate: MBA,
 * NetSuite, S3, Node.js). Rich text is read as its plain text.
 */
export function unsupportedFacts(candidate: string, sources: string[]): UnsupportedFact[] {
  const plain = plainLines(candidate);
  if (!plain.trim()) return [];
  const source = readSources(sources);
  const folded = foldChars(plain);
  const found: (UnsupportedFact & { start: number; end: number })[] = [];
  const seen = new Set<string>();
  /** Spans already read (a month with its year, a number, a fact found), so no word of them is checked again. */
  const covered: [number, number][] = [];
  const isCovered = (start: number, end: number) => covered.some(([from, to]) => start < to && end > from);
  const add = (kind: TailorFactKind, start: number, end: number) => {
    covered.push([start, end]);
    const text = plain.slice(start, end);
    const key = `${kind}:${normaliseText(text)}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ kind, text, start, end });
  };

  // Dates: a month with its year must be that month; a year alone must be a year the resume names.
  for (const month of monthsOf(plain)) {
    if (!source.months.has(month.key)) add('date', month.start, month.end);
    else covered.push([month.start, month.end]);
  }
  // Numbers: the same value with the same unit; a bare count may be any of the resume's numbers of that value.
  for (const fact of numbersOf(plain)) {
    if (isCovered(fact.start, fact.end)) continue;
    const start = fact.start + (fact.text.length - fact.text.trimStart().length);
    const end = start + fact.text.length;
    if (isYear(fact)) {
      if (!source.years.has(fact.value)) add('date', start, end);
      else covered.push([start, end]);
      continue;
    }
    const supported =
      source.numbers.has(numberKey(fact.unit, fact.value)) || (fact.unit === '' && source.plainNumbers.has(fact.value));
    if (!supported) add('number', start, end);
    else covered.push([start, end]);
  }

  // Degrees, by family: a bachelor's may be called a BSc, never a master's.
  for (const { family, pattern } of [...DEGREES, ...SHORT_DEGREES]) {
    const short = SHORT_DEGREES.some((degree) => degree.pattern === pattern);
    const match = (short ? pattern.exec(plain) : pattern.exec(folded)) ?? undefined;
    if (!match) continue;
    const end = match.index + match[0].replace(/\.$/u, '').length;
    if (source.degrees.has(family)) covered.push([match.index, end]);
    else if (!isCovered(match.index, end)) add('degree', match.index, end);
  }

  // Employers, titles and other names: capitalised runs with a word the resume never uses. A capital at a sentence's
  // start says nothing, so that word counts only when the run goes on.
  const starts = sentenceStarts(plain);
  for (const run of nameRuns(plain)) {
    const words = run.words.filter((word, index) => {
      if (index === 0 && starts.has(word.start)) return false;
      return !MONTH_OF.has(word.text.toLowerCase().replace(/\.$/u, ''));
    });
    while (words[0] && NAME_JOINERS.has(words[0].text.toLowerCase())) words.shift();
    const first = words[0];
    if (!first) continue;
    const named = words.filter((word) => !NAME_JOINERS.has(word.text.toLowerCase()));
    const missing = named.filter((word) => {
      const key = wordKey(word.text);
      if (isCovered(word.start, word.start + word.text.length)) return false;
      if (word.text.length === 1) return false;
      return !source.words.has(key) && !LEGAL_FORMS.has(key);
    });
    if (missing.length === 0) {
      if (named.length > 0) covered.push([first.start, run.end]);
      continue;
    }
    const text = plain.slice(first.start, run.end);
    const before = plain
      .slice(0, first.start)
      .match(/(\p{L}+)\s+$/u)?.[1]
      ?.toLowerCase();
    const kind = classifyRun(
      text,
      named.map((word) => wordKey(word.text)),
      before,
    );
    add(kind, first.start, run.end);
  }

  // Certifications known by name. Short ones (RN, NP, PE) only as written in capitals, not the words "pe" or "np".
  for (const name of CERTIFICATIONS) {
    const at = termAt(folded, name);
    if (at < 0 || isCovered(at, at + name.length)) continue;
    const original = plain.slice(at, at + name.length);
    // An acronym (RN, PE, SAFe) only as written with capitals, not the words "pe" or "safe" in a sentence.
    if (!name.includes(' ') && original === original.toLowerCase()) continue;
    if (hasTerm(source.text, name)) covered.push([at, at + name.length]);
    else add('certification', at, at + name.length);
  }

  // Skills from the built-in list, a synonym of one in the resume counting as the same skill.
  for (const skill of SKILLS) {
    const at = termAt(folded, skill);
    if (at < 0 || isCovered(at, at + skill.length)) continue;
    const original = plain.slice(at, at + skill.length);
    if (skill.length === 1 && original !== 'R') continue;
    // A name that is also an everyday word counts only capitalised, and not where any word is (a sentence's start).
    if (EVERYDAY_SKILL_WORDS.has(skill) && (!/^\p{Lu}/u.test(original) || starts.has(at))) continue;
    const names = SKILL_SYNONYMS.find((group) => group.includes(skill)) ?? [skill];
    if (names.some((name) => hasTerm(source.text, name))) covered.push([at, at + skill.length]);
    else add('skill', at, at + skill.length);
  }

  // Any other term whose form says it is deliberate (all caps, mixed case, a digit or a joiner inside).
  for (const term of termsOf(plain)) {
    if (!isDeliberateForm(term.text) || isCovered(term.start, term.end)) continue;
    if (/^[\d.,]+$/u.test(term.text) || isDegreeName(term.text)) continue;
    if (source.words.has(wordKey(term.text)) || hasTerm(source.text, normaliseText(term.text))) continue;
    add(deliberateKind(term.text), term.start, term.end);
  }

  return found.sort((a, b) => a.start - b.start).map(({ kind, text }) => ({ kind, text }));
}

/** Every text of a resume, rich text as its plain text: what a tailored proposal may draw its facts from. */
export function resumeSourceTexts(resume: Resume): string[] {
  const texts: string[] = [
    resume.resumeTitle,
    resume.fullName,
    resume.jobTitle,
    resume.address,
    resume.phone,
    resume.email,
    resume.summary,
    ...resume.experience.flatMap((item) => [
      item.title,
      item.companyName,
      item.city,
      item.state,
      item.startDate,
      item.endDate,
      item.workSummary,
    ]),
    ...resume.education.flatMap((item) => [
      item.universityName,
      item.degree,
      item.major,
      item.startDate,
      item.endDate,
      item.description,
    ]),
    ...resume.projects.flatMap((item) => [item.projectName, item.description]),
    ...resume.skills.map((item) => item.name),
    ...resume.certificationsOrExtraCurriculars.map((item) => item.certificationOrExtraCurricularName),
    ...resume.interests.map((item) => item.interestName),
    ...resume.achievements.map((item) => item.achievement),
    ...resume.social.map((item) => item.socialMediaName),
    ...resume.customSections.flatMap((section) => [
      section.title,
      ...section.items.flatMap((item) => [
        item.title,
        item.subtitle,
        item.location,
        item.startDate,
        item.endDate,
        item.description,
      ]),
    ]),
  ];
  return texts.filter((text) => typeof text === 'string' && text.trim() !== '').map((text) => plainLines(text));
}
