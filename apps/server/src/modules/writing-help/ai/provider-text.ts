import type { Config } from '../../../config.ts';
import { createGeminiStream } from './gemini.ts';
import { createOpenAiStream } from './openai.ts';
import { collectAnswer } from './prompted-writer.ts';
import type { TextStream } from './writer.ts';

/**
 * One prompt to the configured provider, its whole answer back: within AI_TIMEOUT_MS (504 past it), a provider's
 * fault as the domain error errors.ts names. The job match's second opinion, tailoring and the cover letters' drafts
 * all call the provider through it (docs/job-match.md, docs/tailoring.md, docs/cover-letters.md).
 */
export type TextCall = (prompt: string) => Promise<string>;

/** The configured provider's text stream, or null when AI is off (AI_PROVIDER=offline). */
export function providerStream({ provider, gemini, openai, timeoutMs }: Config['ai']): TextStream | null {
  switch (provider) {
    case 'gemini':
      return createGeminiStream({ ...gemini, apiKey: gemini.apiKey ?? '', timeoutMs });
    case 'openai':
      return createOpenAiStream({ ...openai, timeoutMs });
    case 'offline':
      return null;
  }
}

/** The configured provider as a `TextCall`, or null when the server has none ('offline'). */
export function createTextCall(settings: Config['ai']): TextCall | null {
  const stream = providerStream(settings);
  return stream && ((prompt) => collectAnswer(stream, prompt, settings.timeoutMs));
}
