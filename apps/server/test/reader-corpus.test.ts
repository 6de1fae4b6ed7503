import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readTemplateRegistry, toTemplateData } from '@vitae/pdf';
import { sampleResume } from '@vitae/pdf/sample-resume';
import { resumeContentSchema } from '@vitae/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createResumeTypstCompiler } from '../../../packages/pdf/src/typst-compiler.ts';
import { readDocument } from '../src/modules/import/document-reader.ts';
import {
  CORPUS_DIR,
  type CorpusFile,
  corpusFiles,
  type ExpectedField,
  expectedFromContent,
  type FileScore,
  formatScores,
  HELD_OUT_DIR,
  overallRatio,
  scoreContent,
} from './helpers/corpus-score.ts';

// The reader corpus (test/fixtures/corpus/README.md): resumes made elsewhere (Word-like documents through
// LibreOffice, Google-Docs-like layouts, moderncv and awesome-cv style LaTeX, JSON Resume-like HTML themes printed by
// Chromium, two-column designs; English, German, French, Spanish) and Vitae's own templates, each with the fields a
// careful person would enter. The reader must get at least 95 % of all fields right and at least 80 % of every file's.
const OVERALL = 0.95;
const PER_FILE = 0.8;

/** Whether readDocument reads Word files yet: a corpus .docx read as one (a PDF-only reader refuses it). */
async function readsWord(path: string | undefined): Promise<boolean> {
  if (!path) return false;
  try {
    return (await readDocument(await readFile(path), [])).format === 'docx';
  } catch {
    return false;
  }
}

async function score(file: string, format: string, bytes: Uint8Array, expected: ExpectedField[]): Promise<FileScore> {
  let content: Record<string, unknown> = {};
  try {
    content = (await readDocument(bytes, [])).content;
  } catch (error) {
    // A file the reader refuses scores nothing; the table says why.
    content = { fullName: `(refused: ${(error as Error).message})` };
  }
  const { right, total, results } = scoreContent(content, expected);
  return { file, format, right, total, wrong: results.filter((r) => !r.right) };
}

/** The fields an expected file may name, and the form of their values. */
const FIELD =
  /^(fullName|jobTitle|email|phone|social\.\d+\.socialMediaLink|experience\.\d+\.(title|companyName|city|state|startDate|endDate|currentlyWorking|bullets)|education\.\d+\.(universityName|degree|major)|projects\.\d+\.projectName|skills\.\d+\.name)$/;

/** Each file's expected fields: known paths, once each, months as YYYY-MM, counts as numbers, a current job without an end. */
function expectWellFormed(files: CorpusFile[]): void {
  for (const f of files) {
    const fields = f.expected.map((e) => e.field);
    expect(new Set(fields).size, f.file).toBe(fields.length);
    for (const { field, value } of f.expected) {
      expect(field, f.file).toMatch(FIELD);
      if (/Date$/.test(field)) expect(value, `${f.file} ${field}`).toMatch(/^(\d{4}-(0[1-9]|1[0-2]))?$/);
      if (/\.bullets$/.test(field)) expect(value, `${f.file} ${field}`).toMatch(/^\d+$/);
      if (!/endDate$/.test(field)) expect(value.trim(), `${f.file} ${field}`).not.toBe('');
    }
    for (const { field } of f.expected.filter((e) => e.field.endsWith('.currentlyWorking'))) {
      const end = f.expected.find((e) => e.field === field.replace('currentlyWorking', 'endDate'));
      expect(end?.value, `${f.file} ${field}`).toBe('');
    }
  }
}

/** Each resume's name once, and its one source (HTML, LaTeX or flat ODT), with a Word file exactly beside the ODT ones. */
function expectSources(files: CorpusFile[], dir: string): string[] {
  const names = [...new Set(files.map((f) => f.file.replace(/\.(pdf|docx)$/, '')))];
  for (const name of names) {
    const sources = ['html', 'tex', 'fodt'].filter((ext) => existsSync(path.join(dir, `${name}.${ext}`)));
    expect(sources, name).toHaveLength(1);
    expect(existsSync(path.join(dir, `${name}.docx`)), name).toBe(sources[0] === 'fodt');
  }
  for (const f of files) expect(statSync(f.path).size, f.file).toBeLessThan(200_000);
  return names;
}

describe('the reader corpus', () => {
  const files = corpusFiles({ docx: true });

  it('has resumes in at least three languages, each with its source, small, and Word files beside LibreOffice’s', () => {
    const names = expectSources(files, CORPUS_DIR);
    expect(new Set(names.map((name) => name.split('-')[0])).size).toBeGreaterThanOrEqual(3);
  });

  it('has well-formed expected fields: known paths, once each, months as YYYY-MM, a current job without an end', () => {
    expectWellFormed(files);
  });
});

// The held-out resumes (test/fixtures/corpus/held-out/README.md) were written after the reader's rules and in layouts
// they were not tuned on, so their score is an honest figure for files the reader has never seen. They are kept out of
// the thresholds above on purpose (a rule tuned to pass them would end that); `npx tsx bench/reader-corpus.ts` prints
// their score. Here only their shape is checked.
describe('the held-out resumes', () => {
  const files = corpusFiles({ docx: true }, HELD_OUT_DIR);

  it('are at least ten resumes with their sources, in at least three languages, three or more also as Word files', () => {
    const names = expectSources(files, HELD_OUT_DIR);
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(new Set(names.map((name) => name.split('-')[0])).size).toBeGreaterThanOrEqual(3);
    expect(files.filter((f) => f.format === 'docx').length).toBeGreaterThanOrEqual(3);
    // None shares a name with a corpus file: a held-out resume copied into the corpus would no longer be held out.
    const corpus = new Set(corpusFiles({ docx: true }).map((f) => f.file));
    expect(files.filter((f) => corpus.has(f.file)).map((f) => f.file)).toEqual([]);
  });

  it('have well-formed expected fields, at least 15 per file', () => {
    expectWellFormed(files);
    for (const f of files) expect(f.expected.length, f.file).toBeGreaterThanOrEqual(15);
  });
});

describe('the document reader on the reader corpus', () => {
  const scores: FileScore[] = [];

  beforeAll(async () => {
    const allFiles = corpusFiles({ docx: true });
    const docx = await readsWord(allFiles.find((f) => f.format === 'docx')?.path);
    for (const f of corpusFiles({ docx })) {
      scores.push(await score(f.file, f.format, await readFile(f.path), f.expected));
    }
    // Vitae's own templates, each rendered once with the sample resume; expected: the sample resume's fields.
    const compiler = createResumeTypstCompiler();
    const content = resumeContentSchema.parse(sampleResume);
    const expected = expectedFromContent(content);
    for (const folder of (await readTemplateRegistry()).keys()) {
      scores.push(await score(`vitae-${folder}`, 'pdf', compiler.compile(folder, toTemplateData(content)), expected));
    }
  }, 240_000);

  it('has at least 25 resumes made elsewhere and Vitae’s eight templates', () => {
    expect(scores.filter((s) => !s.file.startsWith('vitae-') && s.format === 'pdf').length).toBeGreaterThanOrEqual(25);
    expect(scores.filter((s) => s.file.startsWith('vitae-')).length).toBeGreaterThanOrEqual(8);
  });

  it(`reads at least ${OVERALL * 100} % of all fields right and at least ${PER_FILE * 100} % of every file’s`, () => {
    const table = formatScores(scores);
    const low = scores.filter((s) => s.right / s.total < PER_FILE).map((s) => s.file);
    expect(overallRatio(scores), `overall below ${OVERALL * 100} %\n${table}`).toBeGreaterThanOrEqual(OVERALL);
    expect(low, `files below ${PER_FILE * 100} %\n${table}`).toEqual([]);
  });
});
