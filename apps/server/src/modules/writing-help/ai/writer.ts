import type { SummarySuggestion } from '@vitae/schema';

/**
 * What every provider writes: the three AI tasks (summaries, experience bullets, next sentences), answers already
 * checked and sanitised.
 */
export interface AiWriter {
  /** Three summaries, fresher, mid-level and experienced, in that order. */
  summaries(jobTitle: string): Promise<SummarySuggestion[]>;
  /** A sanitised `<ul>` of 5-7 `<li>`. */
  experienceBullets(positionTitle: string): Promise<string>;
  /** 2-3 sentences that could follow the text. */
  nextSentences(text: string): Promise<string[]>;
  /**
   * "Improve with AI" for a PDF import: the resume's text structured as resume content, as the model answered it
   * (a JSON object, not yet validated: the caller validates it as any imported file).
   */
  structureResume(text: string): Promise<Record<string, unknown>>;
}

/** A remote model's answer to one user prompt, as the streamed pieces arrive. */
export type TextStream = (prompt: string, signal: AbortSignal) => AsyncIterable<string>;
