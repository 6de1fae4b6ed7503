import { AI_LIMITS, escapeHtml, EXPERIENCE_LEVELS, type ExperienceLevel, type SummarySuggestion } from '@vitae/schema';
import { z } from 'zod';
import { sanitizeRichText } from '../../../lib/rich-text.ts';
import { aiUnreadable } from './errors.ts';
import type { FencedBlock } from './fenced-block.ts';

/** Models drift from the asked shape (a string for a list, "Mid Level" for "mid-level"): accept what is meant. */
const textList = (max: number) =>
  z
    .union([z.array(z.coerce.string()), z.string().transform((value) => value.split(/\n|(?<=\.)\s+(?=[A-Z])/))])
    .transform((items) =>
      items
        .map((item) => item.trim())
        .filter(Boolean)
        .slice(0, max)
        .map((item) => item.slice(0, AI_LIMITS.suggestionText)),
    );

const modelSummarySchema = z.object({
  experience_level: z.coerce.string().default(''),
  summary: textList(AI_LIMITS.summaryLines),
  skills: z
    .union([z.array(z.coerce.string()), z.string().transform((value) => value.split(','))])
    .default([])
    .transform((items) =>
      items
        .map((item) => item.trim())
        .filter(Boolean)
        .slice(0, AI_LIMITS.skills),
    ),
});

function levelOf(label: string): ExperienceLevel | undefined {
  const text = label.toLowerCase();
  if (/fresh|entry|junior|graduate/.test(text)) return 'fresher';
  if (/mid|intermediate/.test(text)) return 'mid-level';
  if (/experienced|senior|expert|lead/.test(text)) return 'experienced';
  return undefined;
}

/** Three summaries, one per level in EXPERIENCE_LEVELS' order; a level the model did not label takes its position's. */
export function summariesFrom(block: FencedBlock): SummarySuggestion[] {
  if (block.kind !== 'json') throw aiUnreadable();
  const list = Array.isArray(block.value)
    ? block.value
    : Object.values((block.value ?? {}) as object).find((value) => Array.isArray(value));
  const parsed = z.array(modelSummarySchema).safeParse(list);
  if (!parsed.success || parsed.data.length < EXPERIENCE_LEVELS.length) throw aiUnreadable();
  const byLevel = new Map<ExperienceLevel, SummarySuggestion>();
  for (const item of parsed.data.slice(0, EXPERIENCE_LEVELS.length)) {
    const level = levelOf(item.experience_level);
    const chosen = level && !byLevel.has(level) ? level : EXPERIENCE_LEVELS.find((l) => !byLevel.has(l))!;
    if (item.summary.length === 0) throw aiUnreadable();
    byLevel.set(chosen, { experience_level: chosen, summary: item.summary, skills: item.skills });
  }
  return EXPERIENCE_LEVELS.map((level) => byLevel.get(level)!);
}

/** A sanitised `<ul>` of the model's bullets; an answer with no list items is unreadable. */
export function bulletsFrom(block: FencedBlock): string {
  let html: string;
  if (block.kind === 'html') html = block.html;
  else if (block.kind === 'json' && typeof block.value === 'string') html = block.value;
  else if (block.kind === 'json' && Array.isArray(block.value)) {
    html = `<ul>${block.value.map((item) => `<li>${escapeHtml(String(item))}</li>`).join('')}</ul>`;
  } else throw aiUnreadable();
  const clean = sanitizeRichText(html).trim();
  if (!/<li>/.test(clean) || clean.length > AI_LIMITS.bulletsHtml - 10) throw aiUnreadable();
  return /^<(ul|ol)>/.test(clean) ? clean : `<ul>${clean}</ul>`;
}

/** The grammar prompt's `suggestions`; its `correctedText` is ignored, since Harper corrects. */
export function nextSentencesFrom(block: FencedBlock): string[] {
  if (block.kind !== 'json' || typeof block.value !== 'object' || block.value === null) throw aiUnreadable();
  const parsed = textList(AI_LIMITS.suggestions).safeParse((block.value as { suggestions?: unknown }).suggestions);
  if (!parsed.success) throw aiUnreadable();
  return parsed.data;
}
