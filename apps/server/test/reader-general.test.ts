import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/import/document-reader.ts';
import { knownHeading } from '../src/modules/import/pdf-words.ts';

// The document reader on ways of writing a resume it was not tuned on (test/fixtures/general/*.html, printed by
// Chromium with print.mjs there): the place in brackets after the company, headings of other wordings and
// languages, labelled lines ("Position: …", "Arbeitgeber: …"), "Title | Company | City, ST" and a name wrapped in a
// narrow side column.
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'general');

const read = async (name: string) => readDocument(await readFile(path.join(FIXTURES, `${name}.pdf`)), []);

type Content = Record<string, unknown> & {
  experience: Record<string, unknown>[];
  education: Record<string, unknown>[];
  skills: { name: string }[];
  customSections: { title: string; items: Record<string, unknown>[] }[];
};

const jobs = (content: Record<string, unknown>) =>
  (content as Content).experience.map((job) => [
    job.title,
    job.companyName,
    job.city,
    job.state,
    job.startDate,
    job.endDate,
  ]);

describe('the document reader on resumes written in ways it was not tuned on', () => {
  it('reads "Company (City) [dates]" and "Company (City), Title, 2019–2021" entries', async () => {
    const { content } = await read('company-city');
    expect(jobs(content)).toEqual([
      // "Lumen Analytics Inc. (San Francisco) [2021 – Present]", the title in italics below.
      ['Senior Data Engineer', 'Lumen Analytics Inc.', 'San Francisco', '', '2021-01', ''],
      // "Northwind Traders (Seattle), Data Engineer, 2018–2021"
      ['Data Engineer', 'Northwind Traders', 'Seattle', '', '2018-01', '2021-01'],
      // Under "Academic Appointments": "Stanford University (Stanford), Research Assistant, 2016–2018"
      ['Research Assistant', 'Stanford University', 'Stanford', '', '2016-01', '2018-01'],
    ]);
    expect((content as Content).experience[0]!.currentlyWorking).toBe(true);
  });

  it('reads the place in brackets wherever the company is: after the title, before bars, above the title', async () => {
    const { content } = await read('bracket-variants');
    expect(jobs(content)).toEqual([
      // "Data Engineer, Acme Corp (Denver, CO) 2019–2021"
      ['Data Engineer', 'Acme Corp', 'Denver', 'CO', '2019-01', '2021-01'],
      // "Globex (Austin) | Software Engineer | 2016 – 2019"
      ['Software Engineer', 'Globex', 'Austin', '', '2016-01', '2019-01'],
      // "Initech, Dallas (2014–2016)", the title in italics below
      ['Junior Developer', 'Initech', 'Dallas', '', '2014-01', '2016-01'],
      // "Hooli (Remote) — Product Manager — Jan 2012 – Dec 2013"
      ['Product Manager', 'Hooli', 'Remote', '', '2012-01', '2013-12'],
    ]);
  });

  it('knows headings of other wordings and languages ("Professional Background", "Formação", "Methods and Skills")', async () => {
    const { content } = await read('company-city');
    expect((content as Content).education).toMatchObject([
      { universityName: 'University of Washington', degree: 'BSc', major: 'Computer Science', endDate: '2016-01' },
    ]);
    expect((content as Content).skills.map((skill) => skill.name)).toEqual(['Python', 'SQL', 'Spark', 'Airflow']);
  });

  it('keeps the dated entries under a heading it does not know, as a section of its own', async () => {
    const { content } = await read('company-city');
    expect((content as Content).customSections).toMatchObject([
      {
        title: 'Field Work',
        items: [
          { title: 'Field Technician', subtitle: 'Ocean Survey Project', startDate: '2015-01', endDate: '2016-01' },
        ],
      },
    ]);
  });

  it('reads an unknown heading of dated jobs as the experience when no heading names it, a "Role:" label cut off', async () => {
    const { content, unknownHeadings } = await read('unknown-heading');
    // Still named as a heading a parser may not know, for the ATS check's unknown-heading finding.
    expect(unknownHeadings).toEqual(['Where I Have Worked']);
    expect(jobs(content)).toEqual([
      ['Senior Nurse', 'St Anne’s Hospital', '', '', '2018-01', '2022-01'],
      ['Staff Nurse', 'Royal Infirmary', '', '', '2014-01', '2018-01'],
      ['Healthcare Assistant', 'Greenway Clinic', '', '', '2012-01', '2014-01'],
    ]);
    expect((content as Content).customSections).toEqual([]);
    expect((content as Content).education).toMatchObject([{ universityName: 'University of Manchester' }]);
  });

  it('knows numbered headings ("2. Work Experience:") and a school with its town in brackets', async () => {
    const { content } = await read('numbered');
    expect((content as Content).summary).toContain('credit risk modelling');
    expect(jobs(content)).toEqual([
      ['Senior Economist', 'Banco Andino', 'Santiago', '', '2019-01', '2023-01'],
      ['Analyst', 'Consultora Pacífico', 'Valparaíso', '', '2015-01', '2019-01'],
    ]);
    expect((content as Content).education).toMatchObject([
      { universityName: 'Universidad de Chile', degree: 'Licenciatura', major: 'Economía', endDate: '2015-01' },
    ]);
    expect((content as Content).skills.map((skill) => skill.name)).toEqual(['Stata', 'R', 'SQL']);
  });

  it('reads labelled lines as their fields, in German, English, French and Spanish, without the labels', async () => {
    const { content, sources } = await read('labelled');
    expect(jobs(content)).toEqual([
      ['Projektleiter', 'Hafenlogistik GmbH', 'Hamburg', '', '2019-03', ''],
      ['Logistics Analyst', 'Baltic Freight Ltd', 'Bremen', '', '2016-01', '2019-02'],
      ['Chef de quai', 'Transports Duval SARL', 'Le Havre', '', '2014-09', '2015-12'],
    ]);
    expect((content as Content).experience[0]!.currentlyWorking).toBe(true);
    expect((content as Content).experience[0]!.workSummary).toContain('Lagerautomatisierung');
    expect((content as Content).education).toMatchObject([
      { universityName: 'Technische Universität Hamburg', degree: 'M.Sc.', major: 'Logistik', endDate: '2015-01' },
      { universityName: 'Universidad de Sevilla', degree: 'Grado', major: 'Administración de Empresas' },
    ]);
    expect((content as Content).skills.map((skill) => skill.name)).toEqual(['SAP', 'Excel', 'Python']);
    // A labelled value is read as sure as a value can be.
    const employer = sources.find((source) => source.field === 'experience.0.companyName');
    expect(employer?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a table of labels and values (Spanish) as labelled lines, not as two columns', async () => {
    const { content } = await read('label-table');
    expect(jobs(content)).toEqual([
      ['Enfermera de quirófano', 'Hospital La Fe', 'Valencia', '', '2018-03', ''],
      ['Enfermera', 'Clínica Levante', 'Alicante', '', '2014-09', '2018-02'],
    ]);
    expect((content as Content).education).toMatchObject([
      { universityName: 'Universidad de Valencia', degree: 'Grado', major: 'Enfermería', endDate: '2014-01' },
    ]);
  });

  it('splits "Title | Company | City, ST", "Company, City, ST" and "City ST" into city and state', async () => {
    const { content } = await read('pipes-pills');
    expect(jobs(content)).toEqual([
      ['Project Manager', 'Harborview Construction', 'Boston', 'MA', '2019-01', ''],
      ['Assistant Project Manager', 'Keystone Builders', 'Providence', 'RI', '2015-01', '2019-01'],
      ['Estimator', 'Granite State Contractors', 'Manchester', 'NH', '2012-01', '2015-01'],
    ]);
  });

  it('reads a large name wrapped in a narrow side column as one name, and skill pills as separate skills', async () => {
    const { content } = await read('pipes-pills');
    expect(content).toMatchObject({
      fullName: 'Alexandra Whitfield',
      jobTitle: 'Project Manager',
      email: 'alex@whitfield.dev',
      phone: '+1 617 555 0142',
      address: 'Boston, MA',
    });
    expect((content as Content).skills.map((skill) => skill.name)).toEqual([
      'Scheduling',
      'Budgeting',
      'Procore',
      'AutoCAD',
    ]);
  });
});

describe('headings of other wordings and languages', () => {
  it.each([
    ['Academic Appointments', 'experience'],
    ['Positions', 'experience'],
    ['Postes occupés', 'experience'],
    ['Employment', 'experience'],
    ['Professional Background', 'experience'],
    ['Werdegang', 'experience'],
    ['Berufliche Stationen', 'experience'],
    ['Parcours', 'experience'],
    ['Trayectoria', 'experience'],
    ['Werkervaring', 'experience'],
    ['Experiência', 'experience'],
    ['2. Work Experience:', 'experience'],
    ['— Profile —', 'summary'],
    ['Formação', 'education'],
    ['Opleiding', 'education'],
    ['Methods and Skills', 'skills'],
    ['Technical Skills', 'skills'],
    ['Core Competencies', 'skills'],
    ['Competencies', 'skills'],
    ['Centres d’intérêt', 'interests'],
    ['Proyectos', 'projects'],
  ])('"%s" is read as %s', (heading, key) => {
    expect(knownHeading(heading)?.key).toBe(key);
  });
});

describe('where each field of these resumes was read', () => {
  const lineOf = (text: string, page: number, line: number) => text.split('\n\n')[page - 1]?.split('\n')[line - 1];

  function paths(value: unknown, prefix = ''): [string, unknown][] {
    if (Array.isArray(value)) return value.flatMap((item, index) => paths(item, `${prefix}${index}.`));
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([key, item]) => paths(item, `${prefix}${key}.`));
    }
    if (value === '' || value === false || value === null || value === undefined) return [];
    return [[prefix.slice(0, -1), value]];
  }

  it.each([
    'company-city',
    'labelled',
    'pipes-pills',
    'unknown-heading',
    'numbered',
    'label-table',
    'bracket-variants',
  ])('%s: every field found has a line, and the line holds its value (never a label)', async (name) => {
    const { content, sources, text } = await read(name);
    const fields = paths(content).filter(
      ([field]) => !/socialMediaName$|^design\.|^customSections\.\d+\.id$/.test(field),
    );
    for (const [field, value] of fields) {
      const source = sources.find((each) => each.field === field);
      expect(source, `${field} has no source`).toBeDefined();
      const line = lineOf(text, source!.page, source!.line);
      const plain = typeof value === 'string' && !/^\d{4}-\d{2}$/.test(value) && !value.startsWith('<');
      if (plain) {
        expect(line!.toLowerCase(), field).toContain(value.toLowerCase());
        expect(value, field).not.toMatch(/^[\p{L} ]{2,30}\s*:/u);
      }
    }
  });
});
