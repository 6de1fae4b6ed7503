import type { JobMatch } from '@vitae/schema';
import type { TextCall } from '../writing-help/ai/provider-text.ts';
import type { ResumeLine } from './resume-text.ts';

/**
 * The AI's second opinion on a match (docs/job-match.md, "Offline and AI"): a few sentences in words beside the
 * offline figures, from the configured provider with its timeout. Offline servers have none.
 */
export type OpinionWriter = TextCall;

/** How much of the posting and the resume a prompt carries: enough for an opinion, bounded for the provider. */
const POSTING_CHARS = 12_000;
const RESUME_CHARS = 12_000;
const OPINION_CHARS = 3_000;

const statusWords = { met: 'shown', partly: 'partly shown', not_shown: 'not shown' } as const;

export function opinionPrompt(posting: string, lines: ResumeLine[], match: JobMatch): string {
  const resume = lines
    .map((line) => `${line.field}: ${line.text}`)
    .join('\n')
    .slice(0, RESUME_CHARS);
  const found = match.requirements
    .map((r) => `- ${r.text} (${r.kind}, ${r.required ? 'required' : 'nice to have'}): ${statusWords[r.status]}`)
    .join('\n');
  return [
    'You help a job seeker judge how well their resume answers a job posting.',
    'An offline reading already listed the posting’s requirements and whether the resume shows each:',
    found || '(none found)',
    'Give a second opinion in plain words: 3 to 6 short sentences on the strongest matches, the real gaps, and any',
    'requirement the list missed or misread. Use only facts in the resume and the posting below; never invent',
    'experience, employers, numbers or skills. Give no score, percentage or rating. Plain text, no headings.',
    '',
    'POSTING:',
    posting.slice(0, POSTING_CHARS),
    '',
    'RESUME (field: text):',
    resume,
  ].join('\n');
}

/** The answer as shown: fences and markdown emphasis removed, sentences with a score or percentage dropped. */
export function opinionText(answer: string): string {
  const plain = answer
    .replace(/```[a-z]*\n?/gi, '')
    .replace(/[*_#]{1,3}/g, '')
    .trim();
  const sentences = plain
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !/\d\s*%|\b\d+\s*\/\s*(?:10|100)\b/.test(sentence));
  return sentences.join(' ').slice(0, OPINION_CHARS).trim();
}
