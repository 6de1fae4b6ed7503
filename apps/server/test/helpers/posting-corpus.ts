import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequirementKind } from '@vitae/schema';
import { extractRequirements } from '../../src/modules/job-match/requirements.ts';

/**
 * Scores the job match's reading of postings against the requirements a careful person listed for each
 * (`<name>.json` beside `<name>.txt` in test/fixtures/postings; docs/job-match.md, "The corpus").
 */
export interface ExpectedRequirement {
  text: string;
  kind: RequirementKind;
  required: boolean;
}

export interface Posting {
  name: string;
  text: string;
  expected: ExpectedRequirement[];
}

export const POSTINGS_DIR = fileURLToPath(new URL('../fixtures/postings/', import.meta.url));

/**
 * The postings of `dir`: the corpus the vocabulary and rules were grown on, or (HELD_OUT_DIR) postings written after
 * they were frozen, scored apart to show how much the first set's figures flatter.
 */
export function loadPostings(dir = POSTINGS_DIR): Posting[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => {
      const name = path.basename(file, '.txt');
      const expected = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as ExpectedRequirement[];
      return { name, text: readFileSync(path.join(dir, file), 'utf8'), expected };
    });
}

export const HELD_OUT_DIR = path.join(POSTINGS_DIR, 'held-out');

/** The field a posting comes from: its name's first word ("nursing-icu-rn" → "nursing"). */
export const fieldOf = (name: string) => name.split('-')[0]!;

/**
 * How a requirement is compared: its kind and its term in lower case; years of experience by the fewest years asked
 * (the field they are asked in is worded too freely to compare).
 */
export function keyOf({ kind, text }: { kind: RequirementKind; text: string }): string {
  if (kind === 'experience') return `experience:${/\d+/.exec(text)?.[0] ?? '?'}`;
  return `${kind}:${text.toLowerCase()}`;
}

export interface PostingScore {
  name: string;
  found: number;
  expected: number;
  right: number;
  requiredRight: number;
  missed: string[];
  extra: string[];
  wrongRequired: string[];
}

export function scorePosting(posting: Posting): PostingScore {
  const found = extractRequirements(posting.text);
  const expected = new Map(posting.expected.map((entry) => [keyOf(entry), entry]));
  const got = new Map(found.map((entry) => [keyOf(entry), entry]));
  const right = [...got.keys()].filter((key) => expected.has(key));
  const wrongRequired = right.filter((key) => expected.get(key)!.required !== got.get(key)!.required);
  return {
    name: posting.name,
    found: got.size,
    expected: expected.size,
    right: right.length,
    requiredRight: right.length - wrongRequired.length,
    missed: [...expected.keys()].filter((key) => !got.has(key)),
    extra: [...got.keys()].filter((key) => !expected.has(key)),
    wrongRequired,
  };
}

export interface CorpusScore {
  postings: number;
  fields: number;
  precision: number;
  recall: number;
  /** Of the requirements found and expected, how many have the right required / nice-to-have flag. */
  requiredAccuracy: number;
  scores: PostingScore[];
}

export function scoreCorpus(postings = loadPostings()): CorpusScore {
  const scores = postings.map(scorePosting);
  const sum = (pick: (score: PostingScore) => number) => scores.reduce((total, score) => total + pick(score), 0);
  return {
    postings: postings.length,
    fields: new Set(postings.map((posting) => fieldOf(posting.name))).size,
    precision: sum((score) => score.right) / sum((score) => score.found),
    recall: sum((score) => score.right) / sum((score) => score.expected),
    requiredAccuracy: sum((score) => score.requiredRight) / sum((score) => score.right),
    scores,
  };
}
