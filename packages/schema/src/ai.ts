import { z } from 'zod';
import { publicConfigSchema } from './config.ts';
import { boundedText, cleanString, id } from './fields.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES, VALIDATION_MESSAGES } from './messages.ts';

/** Who writes the suggestions: a Gemini model, an OpenAI-compatible server, or the built-in phrase bank. */
export const aiProviderKindSchema = publicConfigSchema.shape.aiProvider;

export const EXPERIENCE_LEVELS = ['fresher', 'mid-level', 'experienced'] as const;
export const experienceLevelSchema = z.enum(EXPERIENCE_LEVELS);

/** The summary prompt's job title when none is given. */
export const DEFAULT_JOB_TITLE = 'Software Engineer';

export const AI_LIMITS = {
  /** The grammar check runs on the summary as the user types; Harper lints it on the event loop. */
  grammarText: 5000,
  suggestionText: 2000,
  suggestions: 3,
  summaryLines: 8,
  skills: 12,
  bulletsHtml: LIMITS.longText,
  /** A word of the grammar dictionary, in characters (MESSAGES.dictionaryWordTooLong says it). */
  dictionaryWord: 64,
  /** Words one user's dictionary holds (MESSAGES.dictionaryFull says it). */
  dictionaryWords: 1000,
} as const;

export const aiSummaryBodySchema = z.object({ jobTitle: boundedText().default('') });

export const aiExperienceBulletsBodySchema = z.object({
  positionTitle: cleanString({ error: MESSAGES.addPositionTitle })
    .trim()
    .min(1, { error: MESSAGES.addPositionTitle })
    .max(LIMITS.shortText, { error: VALIDATION_MESSAGES.tooLong(LIMITS.shortText) }),
});

export const aiGrammarBodySchema = z.object({
  // Not trimmed: issue offsets point into the text as the user typed it (after cleanText, which the server applies
  // to every text it receives; a client that cleans its text first gets offsets into exactly what it holds).
  text: cleanString({ error: MESSAGES.aiTextRequired })
    .max(AI_LIMITS.grammarText, { error: VALIDATION_MESSAGES.tooLong(AI_LIMITS.grammarText) })
    .refine((text) => text.trim().length > 0, { error: MESSAGES.aiTextRequired }),
  /** One of the caller's resumes: the words of its short fields (skills, companies, titles…) are never flagged. */
  resumeId: id(MESSAGES.invalidResumeId).optional(),
});

const line = z.string().max(AI_LIMITS.suggestionText);

/** One of the three summaries: `summary` is a list of lines, as the summary prompt asks. */
export const summarySuggestionSchema = z.object({
  experience_level: experienceLevelSchema,
  summary: z.array(line).min(1).max(AI_LIMITS.summaryLines),
  skills: z.array(line).max(AI_LIMITS.skills),
});

export const summarySuggestionsSchema = z.array(summarySuggestionSchema).length(EXPERIENCE_LEVELS.length);

export const experienceBulletsSchema = z.object({ html: z.string().max(AI_LIMITS.bulletsHtml) });

/** A problem Harper found: `start`/`end` are UTF-16 offsets into the checked text (JavaScript string indices). */
export const grammarIssueSchema = z.object({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  message: z.string(),
  /** The text to put between start and end ('' removes it); null when Harper has no fix to offer. */
  replacement: z.string().nullable(),
  /** `spelling`: a word the checker does not know (one the user may add to their dictionary); `grammar`: any other. */
  kind: z.enum(['spelling', 'grammar']),
});

export const grammarResultSchema = z.object({
  correctedText: z.string(),
  /** 2-3 sentences that could follow the text. */
  suggestions: z.array(line).max(AI_LIMITS.suggestions),
  issues: z.array(grammarIssueSchema),
});

/**
 * A word of the user's grammar dictionary, as typed (cleanText'ed and trimmed): one word, no whitespace. A lone
 * surrogate (which cleanText turns into U+FFFD) is refused rather than stored as a word nobody typed.
 */
export const dictionaryWordSchema = cleanString({ error: MESSAGES.dictionaryWordRequired })
  .trim()
  .min(1, { error: MESSAGES.dictionaryWordRequired })
  .max(AI_LIMITS.dictionaryWord, { error: MESSAGES.dictionaryWordTooLong })
  .regex(/^\S+$/u, { error: MESSAGES.dictionaryWordOneWord })
  .refine((word) => !word.includes('\uFFFD'), { error: MESSAGES.dictionaryWordUnreadable });

export const dictionaryWordBodySchema = z.object({ word: dictionaryWordSchema });
export const dictionaryWordParamsSchema = z.object({ word: dictionaryWordSchema });

/** GET/POST/DELETE /api/v1/ai/dictionary: the user's words, sorted case-insensitively (byDictionaryOrder). */
export const dictionarySchema = z.object({ words: z.array(z.string()) });

/** The order of a dictionary's words: case-insensitive, then by code units (Array.prototype.sort comparator). */
export function byDictionaryOrder(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export type AiProviderKind = z.infer<typeof aiProviderKindSchema>;
export type ExperienceLevel = z.infer<typeof experienceLevelSchema>;
export type AiSummaryBody = z.infer<typeof aiSummaryBodySchema>;
export type AiExperienceBulletsBody = z.infer<typeof aiExperienceBulletsBodySchema>;
export type AiGrammarBody = z.infer<typeof aiGrammarBodySchema>;
export type SummarySuggestion = z.infer<typeof summarySuggestionSchema>;
export type ExperienceBullets = z.infer<typeof experienceBulletsSchema>;
export type GrammarIssue = z.infer<typeof grammarIssueSchema>;
export type GrammarResult = z.infer<typeof grammarResultSchema>;
export type DictionaryWordBody = z.infer<typeof dictionaryWordBodySchema>;
export type Dictionary = z.infer<typeof dictionarySchema>;
