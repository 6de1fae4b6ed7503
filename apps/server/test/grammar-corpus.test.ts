// The grammar corpus (fixtures/grammar-corpus.json, see its "about"): sentences from real resumes in many fields,
// each with planted errors the check must flag and professional terms it must leave alone. Starts Harper (~450 MB).
import { readFileSync } from 'node:fs';
import type { GrammarIssue, GrammarResult } from '@vitae/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFixes } from '../src/modules/writing-help/ai/grammar.ts';
import { as, createTestApp, registerUser, type TestApp } from './helpers/test-app.ts';

interface PlantedError {
  wrong: string;
  fix: string;
  context?: string;
}

interface CorpusSentence {
  field: string;
  text: string;
  errors: PlantedError[];
  protected: string[];
  resume?: { skills?: string[]; companies?: string[] };
  knownMisses?: (PlantedError & { why: string })[];
}

const { sentences } = JSON.parse(readFileSync(new URL('./fixtures/grammar-corpus.json', import.meta.url), 'utf8')) as {
  sentences: CorpusSentence[];
};

/** Where a planted error is: `wrong` inside `context` (the first one when no context is given). */
function spanOf(text: string, { wrong, context }: PlantedError): { start: number; end: number } {
  const from = context === undefined ? 0 : text.indexOf(context);
  const start = text.indexOf(wrong, from);
  return { start, end: start + wrong.length };
}

const occurrences = (text: string, term: string) => text.split(term).length - 1;

/** At least this share of planted errors get exactly their fix as the issue's replacement (measured: 64 of 71). */
const MIN_EXACT_FIX_SHARE = 0.85;

let t: TestApp;
let check: (sentence: CorpusSentence) => Promise<GrammarResult>;
const results = new Map<CorpusSentence, Promise<GrammarResult>>();
/** Each sentence is checked once, by whichever test asks first. */
function resultOf(sentence: CorpusSentence): Promise<GrammarResult> {
  if (!results.has(sentence)) results.set(sentence, check(sentence));
  return results.get(sentence)!;
}

/** Whether the issue flagging a planted error offers exactly its fix. */
function offersFix(text: string, issues: GrammarIssue[], error: PlantedError): boolean {
  const { start, end } = spanOf(text, error);
  const intended = text.slice(0, start) + error.fix + text.slice(end);
  return issues.some((issue) => issue.start < end && issue.end > start && applyFixes(text, [issue]) === intended);
}

beforeAll(async () => {
  // One user checks every sentence at once: more than a user's AI requests a minute.
  t = await createTestApp({ env: { AI_RATE_LIMIT_PER_MINUTE: '100000' } });
  const call = as(t.app, (await registerUser(t.app)).accessToken);
  /** A resume holding the sentence's resume words, as the editor's resume would. */
  const resumeFor = async ({ skills = [], companies = [] }: NonNullable<CorpusSentence['resume']>) => {
    const created = await call({
      method: 'POST',
      url: '/api/v1/users/create-user-resume',
      payload: { resumeTitle: 'Corpus' },
    });
    const id: string = created.json().data._id;
    const updated = await call({
      method: 'PATCH',
      url: `/api/v1/users/update-resume-details/${id}`,
      payload: {
        skills: skills.map((name) => ({ name })),
        experience: companies.map((companyName) => ({ title: 'Staff', companyName })),
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    return id;
  };
  check = async (sentence) => {
    const resumeId = sentence.resume ? await resumeFor(sentence.resume) : undefined;
    const response = await call({
      method: 'POST',
      url: '/api/v1/ai/grammar',
      payload: { text: sentence.text, resumeId },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
});
afterAll(() => t?.close());

describe('the grammar corpus', () => {
  it('has at least 60 sentences from at least 8 fields, each with an error, every span found in its text', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(60);
    expect(new Set(sentences.map((sentence) => sentence.field)).size).toBeGreaterThanOrEqual(8);
    for (const sentence of sentences) {
      expect(sentence.errors.length, sentence.text).toBeGreaterThan(0);
      for (const error of [...sentence.errors, ...(sentence.knownMisses ?? [])]) {
        if (error.context !== undefined) expect(sentence.text, error.context).toContain(error.context);
        expect(spanOf(sentence.text, error).start, error.wrong).toBeGreaterThanOrEqual(0);
      }
      for (const term of sentence.protected) expect(sentence.text, term).toContain(term);
    }
  });

  it.each(sentences.map((sentence) => [`${sentence.field}: ${sentence.text}`, sentence] as const))(
    'flags every planted error and no protected term: %s',
    async (_, sentence) => {
      const { text } = sentence;
      const { issues, correctedText } = await resultOf(sentence);
      const overlapping = (start: number, end: number) =>
        issues.filter((issue: GrammarIssue) => issue.start < end && issue.end > start);

      for (const error of sentence.errors) {
        const { start, end } = spanOf(text, error);
        const found = overlapping(start, end);
        expect(found, `"${error.wrong}" is not flagged`).not.toEqual([]);
        for (const issue of found) expect(issue.message.length).toBeGreaterThan(0);
      }

      for (const term of sentence.protected) {
        for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.length)) {
          for (const issue of overlapping(at, at + term.length)) {
            const fixed = applyFixes(text, [issue]);
            expect(occurrences(fixed, term), `"${term}" rewritten: ${issue.message}`).toBeGreaterThanOrEqual(
              occurrences(text, term),
            );
          }
        }
        expect(occurrences(correctedText, term), `"${term}" in correctedText`).toBeGreaterThanOrEqual(
          occurrences(text, term),
        );
      }
    },
  );

  it(`offers the intended fix for at least ${MIN_EXACT_FIX_SHARE * 100}% of the planted errors`, async () => {
    let planted = 0;
    let exact = 0;
    for (const sentence of sentences) {
      const { issues } = await resultOf(sentence);
      for (const error of sentence.errors) {
        planted += 1;
        if (offersFix(sentence.text, issues, error)) exact += 1;
      }
    }
    expect(exact / planted, `${exact} of ${planted}`).toBeGreaterThanOrEqual(MIN_EXACT_FIX_SHARE);
  });
});
