import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Scores what the document reader reads from a resume file against the fields a careful person would enter from it
 * (`<name>.expected.json` beside each file of the reader corpus, see test/fixtures/corpus/README.md).
 */

/** One expected field: a path into the resume's content ("experience.0.companyName") and its value as text. */
export interface ExpectedField {
  field: string;
  value: string;
}

export interface FieldResult extends ExpectedField {
  /** What the reader gave, as text ('' when nothing). */
  read: string;
  right: boolean;
}

export interface FileScore {
  file: string;
  format: string;
  right: number;
  total: number;
  wrong: FieldResult[];
  /** Median read time in milliseconds, when measured. */
  ms?: number;
}

export const CORPUS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'corpus');

/**
 * Resumes the reader's rules were never tuned on (test/fixtures/corpus/held-out/README.md): scored the same way but
 * kept out of the corpus's thresholds, so their figure stays an honest measure of files the reader has not seen.
 */
export const HELD_OUT_DIR = path.join(CORPUS_DIR, 'held-out');

/**
 * A value as compared: Unicode-normalised, lower case, one space for any run of white space, every dash and minus a
 * hyphen, curly quotes straight, punctuation and spaces at either end dropped (a trailing "," or "|" is layout).
 */
export function normalise(value: string): string {
  return value
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:|·•\-–—/]+|[\s,;:|·•\-–—/]+$/gu, '')
    .trim();
}

/** A link as compared: normalised, without "mailto:", the scheme, "www." or a trailing slash. */
export function normaliseLink(value: string): string {
  return normalise(value)
    .replace(/^mailto:/, '')
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** The bullets of a job's rich-text summary: its list items, or its paragraphs when it has no list. */
export function bulletCount(html: string): number {
  const items = html.match(/<li[\s>]/g)?.length ?? 0;
  if (items) return items;
  return (html.match(/<p[\s>]([\s\S]*?)<\/p>/g) ?? []).filter((p) => /[\p{L}\p{N}]/u.test(p.replace(/<[^>]+>/g, '')))
    .length;
}

/** The value at `field` in `content` as text: "experience.0.bullets" is the count of that job's bullets. */
export function readField(content: Record<string, unknown>, field: string): string {
  const parts = field.split('.');
  if (parts[0] === 'experience' && parts[2] === 'bullets') {
    const job = (content.experience as Record<string, unknown>[] | undefined)?.[Number(parts[1])];
    return job ? String(bulletCount(String(job.workSummary ?? ''))) : '';
  }
  let value: unknown = content;
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return '';
    value = (value as Record<string, unknown>)[part];
  }
  return value === undefined || value === null ? '' : String(value);
}

/** Whether the read value is the expected one, after normalising (links also without scheme and "www."). */
export function sameValue(field: string, expected: string, read: string): boolean {
  if (/Link$/.test(field)) return normaliseLink(expected) === normaliseLink(read);
  return normalise(expected) === normalise(read);
}

/** The fields of `content` compared with `expected`. */
export function scoreContent(
  content: Record<string, unknown>,
  expected: ExpectedField[],
): { right: number; total: number; results: FieldResult[] } {
  const results = expected.map(({ field, value }) => {
    const read = readField(content, field);
    return { field, value, read, right: sameValue(field, value, read) };
  });
  return { right: results.filter((r) => r.right).length, total: results.length, results };
}

export interface CorpusFile {
  /** The file's name in the corpus folder ("en-even-nurse.pdf"). */
  file: string;
  format: 'pdf' | 'docx';
  path: string;
  expected: ExpectedField[];
}

/** Every PDF (and, with `docx`, every Word file) of the corpus that has expected fields, by name. */
export function corpusFiles(options: { docx: boolean }, dir = CORPUS_DIR): CorpusFile[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.expected.json'))
    .map((name) => name.slice(0, -'.expected.json'.length))
    .sort();
  const files: CorpusFile[] = [];
  const present = new Set(readdirSync(dir));
  for (const name of names) {
    const expected = JSON.parse(readFileSync(path.join(dir, `${name}.expected.json`), 'utf8')) as ExpectedField[];
    for (const format of options.docx ? (['pdf', 'docx'] as const) : (['pdf'] as const)) {
      const file = `${name}.${format}`;
      if (present.has(file)) files.push({ file, format, path: path.join(dir, file), expected });
    }
  }
  return files;
}

/** The fields a person would enter from a Vitae resume's content, in the corpus's expected form. */
export function expectedFromContent(content: {
  fullName: string;
  jobTitle: string;
  email: string;
  phone: string;
  social: { socialMediaLink: string }[];
  experience: {
    title: string;
    companyName: string;
    city: string;
    state: string;
    startDate: string;
    endDate: string;
    currentlyWorking: boolean;
    workSummary: string;
  }[];
  education: { universityName: string; degree: string; major: string }[];
  projects: { projectName: string }[];
  skills: { name: string }[];
}): ExpectedField[] {
  const out: ExpectedField[] = [];
  const add = (field: string, value: string | number | boolean) => {
    out.push({ field, value: String(value) });
  };
  add('fullName', content.fullName);
  if (content.jobTitle) add('jobTitle', content.jobTitle);
  add('email', content.email);
  add('phone', content.phone);
  content.social.forEach((link, i) => add(`social.${i}.socialMediaLink`, link.socialMediaLink));
  content.experience.forEach((job, i) => {
    add(`experience.${i}.title`, job.title);
    add(`experience.${i}.companyName`, job.companyName);
    if (job.city) add(`experience.${i}.city`, job.city);
    if (job.state) add(`experience.${i}.state`, job.state);
    add(`experience.${i}.startDate`, job.startDate);
    add(`experience.${i}.endDate`, job.currentlyWorking ? '' : job.endDate);
    if (job.currentlyWorking) add(`experience.${i}.currentlyWorking`, true);
    add(`experience.${i}.bullets`, bulletCount(job.workSummary));
  });
  content.education.forEach((school, i) => {
    add(`education.${i}.universityName`, school.universityName);
    add(`education.${i}.degree`, school.degree);
    if (school.major) add(`education.${i}.major`, school.major);
  });
  content.projects.forEach((project, i) => add(`projects.${i}.projectName`, project.projectName));
  content.skills.forEach((skill, i) => add(`skills.${i}.name`, skill.name));
  return out;
}

const percent = (right: number, total: number) => `${total ? ((100 * right) / total).toFixed(1) : '—'} %`;

/** The per-file table (file, format, right/total, ratio, read ms), the overall figure, and the wrong fields. */
export function formatScores(scores: FileScore[], options: { wrong?: boolean } = {}): string {
  const right = scores.reduce((sum, s) => sum + s.right, 0);
  const total = scores.reduce((sum, s) => sum + s.total, 0);
  const width = Math.max(4, ...scores.map((s) => s.file.length));
  const lines = [
    `${'file'.padEnd(width)}  format  right/total   ratio${scores.some((s) => s.ms !== undefined) ? '   read ms' : ''}`,
    ...scores.map(
      (s) =>
        `${s.file.padEnd(width)}  ${s.format.padEnd(6)}  ${`${s.right}/${s.total}`.padStart(11)}  ${percent(s.right, s.total).padStart(7)}` +
        (s.ms === undefined ? '' : `  ${s.ms.toFixed(1).padStart(8)}`),
    ),
    `${'overall'.padEnd(width)}  ${''.padEnd(6)}  ${`${right}/${total}`.padStart(11)}  ${percent(right, total).padStart(7)}`,
  ];
  if (options.wrong !== false) {
    for (const s of scores.filter((score) => score.wrong.length)) {
      lines.push('', `${s.file}:`);
      for (const w of s.wrong)
        lines.push(`  ${w.field}: expected ${JSON.stringify(w.value)}, read ${JSON.stringify(w.read)}`);
    }
  }
  return lines.join('\n');
}

/** The ratio of right fields over all files, 0 to 1. */
export function overallRatio(scores: FileScore[]): number {
  const total = scores.reduce((sum, s) => sum + s.total, 0);
  return total ? scores.reduce((sum, s) => sum + s.right, 0) / total : 0;
}
