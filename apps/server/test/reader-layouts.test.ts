import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/import/document-reader.ts';
import { fontStyleOf, readPdfLines } from '../src/modules/import/pdf-lines.ts';
import { findDateRange, looksLikeCompany, looksLikeJobTitle } from '../src/modules/import/pdf-words.ts';

// The document reader on layouts other tools write (test/fixtures/pdf/*.html, printed by Chromium): the company
// written before the title, a side column with headings of its own, entries on one line, Google Docs' tab-aligned
// dates; and where each field was read.
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'pdf');

const read = async (name: string) => readDocument(await readFile(path.join(FIXTURES, `${name}.pdf`)), []);

type Content = Record<string, unknown> & {
  experience: Record<string, unknown>[];
  education: Record<string, unknown>[];
  skills: { name: string }[];
};

const jobs = (content: Record<string, unknown>) =>
  (content as Content).experience.map((job) => [job.title, job.companyName, job.city, job.startDate, job.endDate]);

describe('the document reader on layouts made elsewhere', () => {
  it('tells the title from the company when the company comes first (words, legal forms, the document’s pattern)', async () => {
    const { content, sources } = await read('company-first');
    expect(jobs(content)).toEqual([
      ['Senior Platform Engineer', 'Acme Corp', 'Chicago', '2021-03', ''],
      ['Site Reliability Engineer', 'Globex GmbH', 'Berlin', '2018-06', '2021-02'],
      ['Software Developer', 'Initech', 'Austin', '2016-09', '2018-05'],
      // No word tells "Sommelier" from "Greenleaf Market": the titles above are the italic lines, so is this one.
      ['Sommelier', 'Greenleaf Market', 'Evanston', '2014-06', '2016-08'],
    ]);
    const confidence = (field: string) => sources.find((source) => source.field === field)?.confidence;
    // Told by its words, the title is surer than one told by the document's pattern.
    expect(confidence('experience.0.title')).toBeGreaterThan(confidence('experience.3.title')!);
    expect(confidence('experience.3.title')).toBeLessThan(0.8);
  });

  it('never takes a side column’s heading for the name: the largest text at the top, across columns', async () => {
    const { content } = await read('company-first');
    expect(content).toMatchObject({
      fullName: 'Maya Okafor',
      jobTitle: 'Platform Engineer',
      email: 'maya.okafor@example.com',
      phone: '+1 312 555 0148',
      address: 'Chicago, IL',
    });
    expect((content as Content).skills.map((skill) => skill.name)).toEqual([
      'Go',
      'Kubernetes',
      'PostgreSQL',
      'Terraform',
    ]);
    expect((content as Content).education).toMatchObject([
      { universityName: 'University of Illinois', degree: 'BSc', major: 'Computer Science' },
    ]);
  });

  it('reads entries written on one line, title or company first', async () => {
    const { content } = await read('single-line');
    expect(content).toMatchObject({ fullName: 'Tomás Ferreira', email: 'tomas.ferreira@example.com' });
    expect(jobs(content)).toEqual([
      // "Backend Engineer, Farfetch — Porto | 2019–2021"
      ['Backend Engineer', 'Farfetch', 'Porto', '2019-01', '2021-01'],
      // "Talkdesk | Software Engineer | Jan 2017 – Dec 2018"
      ['Software Engineer', 'Talkdesk', '', '2017-01', '2018-12'],
      // "Data Analyst, Banco Atlântico SA — Lisbon | 06/2015 – 12/2016"
      ['Data Analyst', 'Banco Atlântico SA', 'Lisbon', '2015-06', '2016-12'],
    ]);
    expect((content as Content).education).toMatchObject([
      { universityName: 'Universidade do Porto', degree: 'MSc', major: 'Informatics', endDate: '2015-01' },
    ]);
  });

  it('reads Google-Docs-style entries (company and place, dates at a tab stop, the title in italics below)', async () => {
    const { content } = await read('google-docs');
    expect(jobs(content)).toEqual([
      ['Senior Data Scientist', 'Brightline Health', 'New York', '2020-01', ''],
      ['Data Analyst', 'Harbor Analytics LLC', 'Boston', '2016-07', '2019-12'],
    ]);
    expect((content as Content).experience.map((job) => job.state)).toEqual(['NY', 'MA']);
    expect((content as Content).experience[0]!.currentlyWorking).toBe(true);
    expect((content as Content).education).toMatchObject([
      { universityName: 'Columbia University', degree: 'MS', major: 'Statistics', startDate: '2014-09' },
    ]);
  });

  it('reads a French resume with a side column of its own headings, companies first and dates at a tab stop', async () => {
    const { content } = await read('french-sidebar');
    expect(content).toMatchObject({
      fullName: 'Lucie Martin',
      jobTitle: 'Développeuse backend',
      email: 'lucie.martin@example.fr',
      phone: '06 12 34 56 78',
      address: 'Nantes',
    });
    expect(jobs(content)).toEqual([
      ['Développeuse backend senior', 'Maison Bleue SAS', 'Nantes', '2020-09', ''],
      ['Développeuse', 'Ouest Logiciels', '', '2017-01', '2020-08'],
    ]);
    expect((content as Content).education).toMatchObject([
      { universityName: 'Université de Nantes', degree: 'Master', major: 'Informatique' },
    ]);
    expect((content as Content).skills.map((skill) => skill.name)).toEqual(['Java', 'Spring Boot', 'Kafka']);
  });

  it('takes the job title off a contact line ("Operations Manager · email · phone · place")', async () => {
    const { content } = await read('title-on-contact-line');
    expect(content).toMatchObject({
      fullName: 'Daniel Okoro',
      jobTitle: 'Operations Manager',
      email: 'daniel.okoro@example.com',
      phone: '+44 7700 900123',
      address: 'Leeds, UK',
    });
    expect(jobs(content)).toEqual([
      ['Operations Manager', 'Northern Rail Freight Ltd', 'Leeds', '2019-03', ''],
      ['Shift Supervisor', 'Parcelwise', 'Bradford', '2015-01', '2019-01'],
    ]);
    // "BSc Logistics | Aston University": an abbreviated degree, then its field.
    expect((content as Content).education).toMatchObject([
      { universityName: 'Aston University', degree: 'BSc', major: 'Logistics' },
    ]);
  });

  it('knows bold and italic by the font’s own name, the body and the headings sharing one family', async () => {
    const doc = await readPdfLines(await readFile(path.join(FIXTURES, 'google-docs.pdf')), []);
    const piece = (text: string) =>
      doc.lines.flatMap((line) => line.segments.flatMap((segment) => segment.pieces)).find((p) => p.text === text);
    expect(piece('Brightline Health')).toMatchObject({ bold: true, italic: false });
    expect(piece('Senior Data Scientist')).toMatchObject({ bold: false, italic: true });
    expect(piece('Jan 2020 – Present')).toMatchObject({ bold: false, italic: false });
    expect(fontStyleOf({ name: 'ABCDEF+Arimo-Bold' })).toEqual({ bold: true, italic: false });
    expect(fontStyleOf({ name: 'LMRoman10-Italic' })).toEqual({ bold: false, italic: true });
    expect(fontStyleOf({ name: 'CMBX12' })).toEqual({ bold: true, italic: false });
    expect(fontStyleOf({ name: 'Arimo', bold: false })).toEqual({ bold: false, italic: false });
  });

  it.each([
    ['März 2019 – heute', { start: '2019-03', end: '', current: true }],
    ['janv. 2019 – aujourd’hui', { start: '2019-01', end: '', current: true }],
    ["févr. 2016 – aujourd'hui", { start: '2016-02', end: '', current: true }],
    ['01/2019 – 03/2021', { start: '2019-01', end: '2021-03', current: false }],
    ['2019 — present', { start: '2019-01', end: '', current: true }],
    ['2015-2018', { start: '2015-01', end: '2018-01', current: false }],
    ['Since 2020', { start: '2020-01', end: '', current: true }],
    ['seit 2020', { start: '2020-01', end: '', current: true }],
    ['ene. 2021 – actualidad', { start: '2021-01', end: '', current: true }],
    ['gen 2019 – oggi', { start: '2019-01', end: '', current: true }],
    ['sty 2018 – obecnie', { start: '2018-01', end: '', current: true }],
    ['mrt 2017 – heden', { start: '2017-03', end: '', current: true }],
    ['set. 2016 – atual', { start: '2016-09', end: '', current: true }],
    ['2019年3月 – 至今', { start: '2019-03', end: '', current: true }],
    ['2018年4月～2021年3月', { start: '2018-04', end: '2021-03', current: false }],
    ['2019年3月 – 現在', { start: '2019-03', end: '', current: true }],
    ['2016年 – 2019年', { start: '2016-01', end: '2019-01', current: false }],
    ['2019.03 – 2021.05', { start: '2019-03', end: '2021-05', current: false }],
  ])('reads the date range "%s"', (text, expected) => {
    expect(findDateRange(text)).toMatchObject(expected);
  });

  it('reads "Lab 2019" as a year (not "ab 2019", since 2019) and no date in a phone number', () => {
    expect(findDateRange('Lab 2019')).toMatchObject({ start: '2019-01', current: false });
    expect(findDateRange('+49 30 5557 8123')).toBeNull();
  });

  it('tells job titles from companies by their words in several languages', () => {
    for (const title of ['Senior Engineer', 'Softwareentwicklerin', 'Chef de projet', 'Diseñadora gráfica', '工程师']) {
      expect(looksLikeJobTitle(title), title).toBe(true);
    }
    for (const company of ['Acme Corp', 'Globex GmbH', 'Banco Atlântico S.A.', 'Turing Labs', '株式会社サンプル']) {
      expect(looksLikeCompany(company), company).toBe(true);
      expect(looksLikeJobTitle(company), company).toBe(false);
    }
    // "as" or "se" in a sentence is no legal form.
    expect(looksLikeCompany('works as a teacher')).toBe(false);
  });
});

describe('where each field was read (sources)', () => {
  /** The text's lines of page `page`, from 1, as the reader's `text` gives them. */
  const lineOf = (text: string, page: number, line: number) => text.split('\n\n')[page - 1]?.split('\n')[line - 1];

  /** Every field with a value, as paths ("experience.0.companyName"), rich text and link names left out. */
  function paths(value: unknown, prefix = ''): [string, unknown][] {
    if (Array.isArray(value)) return value.flatMap((item, index) => paths(item, `${prefix}${index}.`));
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([key, item]) => paths(item, `${prefix}${key}.`));
    }
    if (value === '' || value === false || value === null || value === undefined) return [];
    return [[prefix.slice(0, -1), value]];
  }

  it.each([
    'company-first',
    'single-line',
    'google-docs',
    'french-sidebar',
    'title-on-contact-line',
    'one-column',
    'two-column',
    'latex',
    // Two pages, from the reader corpus.
    '../corpus/en-even-projectmanager',
  ])('%s: every field found has a page, a line and a confidence, and the line holds its value', async (name) => {
    const { content, sources, text } = await read(name);
    // A custom section's id is made from its title, not read.
    const fields = paths(content).filter(
      ([field]) => !/socialMediaName$|^design\.|^customSections\.\d+\.id$/.test(field),
    );
    expect(fields.length).toBeGreaterThan(10);
    for (const [field, value] of fields) {
      const source = sources.find((each) => each.field === field);
      expect(source, `${field} has no source`).toBeDefined();
      expect(source!.page).toBeGreaterThanOrEqual(1);
      expect(source!.line).toBeGreaterThanOrEqual(1);
      expect(source!.confidence).toBeGreaterThan(0);
      expect(source!.confidence).toBeLessThanOrEqual(1);
      const line = lineOf(text, source!.page, source!.line);
      expect(line, `${field}: no line ${source!.page}:${source!.line}`).toBeDefined();
      // Values written as read (not dates made months, not rich text) are on their line.
      const plain = typeof value === 'string' && !/^\d{4}-\d{2}$/.test(value) && !value.startsWith('<');
      if (plain && !/socialMediaLink$/.test(field)) expect(line!.toLowerCase(), field).toContain(value.toLowerCase());
    }
    // A resume of two pages numbers the second page's lines from 1.
    if (name.includes('projectmanager')) expect(sources.some((source) => source.page === 2)).toBe(true);
    // No source names a field that was not found.
    const found = new Set(fields.map(([field]) => field));
    for (const source of sources) expect(found.has(source.field), source.field).toBe(true);
  });
});
