import type { AtsFact, AtsFinding, AtsReadability, AtsScorePart } from '@vitae/schema';
import { type Detail, scorePart } from './finding-text.ts';

/**
 * The score, 0–100, never without its parts (docs/ats-check.md, Score): parse fidelity (50: the facts read back,
 * less garbled, hidden and interleaved text), completeness (30: contact, summary, dated experience, education,
 * skills) and writing (20: bullets, readability, length).
 */
export const SCORE_MAX = { parse: 50, completeness: 30, writing: 20 } as const;

export interface ScoreInput {
  /** The own resume's facts; undefined for an uploaded file (then `readFields` counts). */
  facts?: AtsFact[] | undefined;
  /** For an uploaded file: which of the key fields the reader found. */
  readFields?: Record<'name' | 'email' | 'phone' | 'experience' | 'education' | 'skills', boolean> | undefined;
  findings: AtsFinding[];
  completeness: {
    email: boolean;
    phone: boolean;
    summary: boolean;
    datedExperience: boolean;
    education: boolean;
    skills: boolean;
  };
  bullets: number;
  readability: AtsReadability;
}

const count = (findings: AtsFinding[], code: AtsFinding['code'], severity?: AtsFinding['severity']) =>
  findings.filter((finding) => finding.code === code && (!severity || finding.severity === severity)).length;

export function scoreOf(input: ScoreInput): { total: number; parts: AtsScorePart[] } {
  const { findings } = input;

  let fidelity: number;
  let factWords: Detail;
  if (input.facts) {
    const found = input.facts.filter((fact) => fact.found).length;
    const total = input.facts.length;
    fidelity = total ? found / total : 1;
    factWords = { id: 'atsScore.factsRead', values: { found, total } };
  } else {
    const fields = Object.values(input.readFields ?? {});
    const found = fields.filter(Boolean).length;
    fidelity = fields.length ? found / fields.length : 0;
    factWords = { id: 'atsScore.fieldsFound', values: { found, total: fields.length } };
  }
  // The words of each part are the catalogue's (docs/ats-check.md, The findings' language).
  const penalties: Detail[] = [];
  let lost = 0;
  const garbled = count(findings, 'garbled-text', 'error') * 10 + count(findings, 'garbled-text', 'warning') * 3;
  if (garbled) penalties.push({ id: 'atsScore.penaltyGarbled' });
  const hidden = (count(findings, 'hidden-text') + count(findings, 'text-outside-page')) * 10;
  if (hidden) penalties.push({ id: 'atsScore.penaltyHidden' });
  const interleaved = Math.min(10, count(findings, 'columns-interleaved') * 3);
  if (interleaved) penalties.push({ id: 'atsScore.penaltyInterleaved' });
  const ai = count(findings, 'ai-instructions') * 10;
  if (ai) penalties.push({ id: 'atsScore.penaltyAi' });
  lost = garbled + hidden + interleaved + ai;
  const parse = Math.max(0, Math.round(40 * fidelity + 10 - lost));
  const parseDetail: Detail = penalties.length
    ? { id: 'atsScore.parsePenalties', values: { facts: factWords, penalties } }
    : { id: 'atsScore.parseClean', values: { facts: factWords } };

  const c = input.completeness;
  const owned: [boolean, number, Detail][] = [
    [c.email, 5, { id: 'atsScore.hasEmail' }],
    [c.phone, 3, { id: 'atsScore.hasPhone' }],
    [c.summary, 5, { id: 'atsScore.hasSummary' }],
    [c.datedExperience, 8, { id: 'atsScore.hasDatedExperience' }],
    [c.education, 5, { id: 'atsScore.hasEducation' }],
    [c.skills, 4, { id: 'atsScore.hasSkills' }],
  ];
  const completeness = owned.reduce((sum, [has, points]) => sum + (has ? points : 0), 0);
  const missing = owned.filter(([has]) => !has).map(([, , name]) => name);
  const completenessDetail: Detail = missing.length
    ? { id: 'atsScore.missing', values: { missing } }
    : { id: 'atsScore.complete' };

  const weak =
    count(findings, 'bullet-no-verb') + count(findings, 'bullet-no-figure') * 0.5 + count(findings, 'bullet-too-long');
  const bulletPoints = input.bullets ? Math.max(0, 8 * (1 - weak / input.bullets)) : 4;
  const ease = input.readability.score;
  const readingPoints =
    ease === null ? (input.readability.wordsPerSentence <= 25 ? 5 : 3) : ease >= 50 ? 6 : ease >= 30 ? 4 : 2;
  const lengthPoints = Math.max(
    0,
    6 -
      count(findings, 'too-long') * 3 -
      Math.min(2, count(findings, 'repeated-words')) -
      count(findings, 'keyword-stuffing') * 2,
  );
  const writing = Math.round(bulletPoints + readingPoints + lengthPoints);
  const reading: Detail | string =
    ease === null
      ? { id: 'atsScore.wordsPerSentence', values: { words: input.readability.wordsPerSentence } }
      : `${input.readability.formula} ${ease}`;
  const writingDetail: Detail = {
    id: 'atsScore.writingDetail',
    values: {
      bulletPoints: Math.round(bulletPoints),
      bullets: input.bullets,
      weak: Math.round(weak),
      readingPoints,
      reading,
      lengthPoints,
    },
  };

  const parts: AtsScorePart[] = [
    scorePart('parse', parse, SCORE_MAX.parse, parseDetail),
    scorePart('completeness', completeness, SCORE_MAX.completeness, completenessDetail),
    scorePart('writing', writing, SCORE_MAX.writing, writingDetail),
  ];
  const total = Math.max(
    0,
    Math.min(
      100,
      parts.reduce((sum, part) => sum + part.points, 0),
    ),
  );
  return { total, parts };
}
