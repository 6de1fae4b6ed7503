import { escapeHtml, type Resume, TAILOR_MESSAGES, type TailorProposal } from '@vitae/schema';
import { z } from 'zod';
import { extractFencedBlock } from '../writing-help/ai/fenced-block.ts';
import type { TextCall } from '../writing-help/ai/provider-text.ts';
import { plainLines } from './evidence-lock.ts';
import { bulletsOf, bulletText } from './proposals.ts';

/**
 * AI tailoring (docs/tailoring.md): the configured provider rephrases the summary and the bullets for the posting.
 * Its answer is only ever a candidate: every text goes through the evidence lock before the user sees it.
 */

/** The posting as the prompt quotes it: long postings are cut, the start says what the job is. */
const POSTING_IN_PROMPT = 8000;
/** A rephrased text longer than this is not a rephrasing. */
const MAX_TEXT = 2000;

/** One job's bullets as the prompt numbers them. */
interface PromptJob {
  index: number;
  title: string;
  company: string;
  bullets: string[];
}

function jobsOf(resume: Resume): PromptJob[] {
  return resume.experience.flatMap((job, index) => {
    const bullets = bulletsOf(job.workSummary);
    return bullets ? [{ index, title: job.title, company: job.companyName, bullets: bullets.map(bulletText) }] : [];
  });
}

export function tailoringPrompt(resume: Resume, posting: string): string {
  const jobs = jobsOf(resume);
  return [
    'You help a job seeker tailor their resume to a job posting. Rephrase the summary and the bullets below so they ' +
      'speak to the posting. You may reorder, rephrase and emphasise what they already say. Never add an employer, ' +
      'job title, date, number, degree, certification or skill that the text below does not already state: a ' +
      'proposal that does is thrown away.',
    '',
    'Answer with ONE ```json block holding ONE object: {"summary": "the rephrased summary", "bullets": [{"job": 0, ' +
      '"bullet": 0, "text": "the rephrased bullet"}]} — job and bullet are the numbers given below; plain text, no HTML.',
    '',
    'Summary:',
    plainLines(resume.summary) || '(none)',
    '',
    ...jobs.flatMap((job) => [
      `Job ${job.index}: ${job.title} at ${job.company}`,
      ...job.bullets.map((bullet, index) => `  Bullet ${index}: ${bullet}`),
    ]),
    '',
    'Job posting:',
    '"""',
    posting.slice(0, POSTING_IN_PROMPT),
    '"""',
  ].join('\n');
}

const answerSchema = z.object({
  summary: z.string().max(MAX_TEXT).optional().catch(undefined),
  bullets: z
    .array(
      z.object({
        job: z.number().int().min(0),
        bullet: z.number().int().min(0),
        text: z.string().min(1).max(MAX_TEXT),
      }),
    )
    .max(100)
    .optional()
    .catch(undefined),
});

/** The provider's proposals, unchecked: the caller runs each through the evidence lock. Empty on an unusable answer. */
export async function aiProposals(ask: TextCall, resume: Resume, posting: string): Promise<TailorProposal[]> {
  const block = extractFencedBlock(await ask(tailoringPrompt(resume, posting)));
  const parsed = answerSchema.safeParse(block.kind === 'json' ? block.value : undefined);
  if (!parsed.success) return [];
  const proposals: TailorProposal[] = [];
  const summary = parsed.data.summary?.trim();
  const currentSummary = plainLines(resume.summary);
  if (summary && summary !== currentSummary) {
    proposals.push({
      id: 'ai-summary',
      field: 'summary',
      before: currentSummary,
      after: summary,
      value: `<p>${escapeHtml(summary)}</p>`,
      source: 'ai',
      reason: TAILOR_MESSAGES.aiSummaryReason,
    });
  }
  for (const { job, bullet, text } of parsed.data.bullets ?? []) {
    const bullets = bulletsOf(resume.experience[job]?.workSummary ?? '');
    const original = bullets?.[bullet];
    const after = text.trim();
    if (original === undefined || after === bulletText(original)) continue;
    proposals.push({
      id: `ai-bullet-${job}-${bullet}`,
      field: `experience.${job}.workSummary`,
      before: bulletText(original),
      after,
      // The bullet's own HTML and its replacement: the web swaps that one item, wherever it has moved to.
      value: { replace: original, with: escapeHtml(after) },
      source: 'ai',
      reason: TAILOR_MESSAGES.aiBulletReason,
    });
  }
  return proposals;
}
