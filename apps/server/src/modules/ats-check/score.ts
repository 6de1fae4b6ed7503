import type { AtsFact, AtsFinding, AtsReadability, AtsScorePart } from '@vitae/schema';

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
  let factWords: string;
  if (input.facts) {
    const found = input.facts.filter((fact) => fact.found).length;
    const total = input.facts.length;
    fidelity = total ? found / total : 1;
    factWords = `${found} of ${total} facts read back`;
  } else {
    const fields = Object.values(input.readFields ?? {});
    const found = fields.filter(Boolean).length;
    fidelity = fields.length ? found / fields.length : 0;
    factWords = `${found} of ${fields.length} key fields found (name, email, phone, experience, education, skills)`;
  }
  const penalties: string[] = [];
  let lost = 0;
  const garbled = count(findings, 'garbled-text', 'error') * 10 + count(findings, 'garbled-text', 'warning') * 3;
  if (garbled) penalties.push('garbled text');
  const hidden = (count(findings, 'hidden-text') + count(findings, 'text-outside-page')) * 10;
  if (hidden) penalties.push('hidden text');
  const interleaved = Math.min(10, count(findings, 'columns-interleaved') * 3);
  if (interleaved) penalties.push('interleaved columns');
  const ai = count(findings, 'ai-instructions') * 10;
  if (ai) penalties.push('instructions to AI screeners');
  lost = garbled + hidden + interleaved + ai;
  const parse = Math.max(0, Math.round(40 * fidelity + 10 - lost));
  const parseDetail = `${factWords}; ${penalties.length ? `points lost for ${penalties.join(', ')}` : 'no garbled, hidden or interleaved text'}.`;

  const c = input.completeness;
  const owned: [boolean, number, string][] = [
    [c.email, 5, 'email'],
    [c.phone, 3, 'phone'],
    [c.summary, 5, 'summary'],
    [c.datedExperience, 8, 'experience with dates'],
    [c.education, 5, 'education'],
    [c.skills, 4, 'skills'],
  ];
  const completeness = owned.reduce((sum, [has, points]) => sum + (has ? points : 0), 0);
  const missing = owned.filter(([has]) => !has).map(([, , name]) => name);
  const completenessDetail = missing.length
    ? `Missing: ${missing.join(', ')}.`
    : 'Contact, summary, dated experience, education and skills all present.';

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
  const readingWords =
    ease === null ? `${input.readability.wordsPerSentence} words a sentence` : `${input.readability.formula} ${ease}`;
  const writingDetail =
    `Bullets ${Math.round(bulletPoints)}/8 (${input.bullets} bullets, ${Math.round(weak)} to improve), ` +
    `readability ${readingPoints}/6 (${readingWords}), length and wording ${lengthPoints}/6.`;

  const parts: AtsScorePart[] = [
    { key: 'parse', label: 'Parse fidelity', points: parse, max: SCORE_MAX.parse, detail: parseDetail },
    {
      key: 'completeness',
      label: 'Completeness',
      points: completeness,
      max: SCORE_MAX.completeness,
      detail: completenessDetail,
    },
    { key: 'writing', label: 'Writing', points: writing, max: SCORE_MAX.writing, detail: writingDetail },
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
