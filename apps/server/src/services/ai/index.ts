import { DEFAULT_JOB_TITLE, type GrammarResult, type SummarySuggestion } from '@vitae/schema';
import type { Config } from '../../config.ts';
import { createGeminiStream } from './gemini.ts';
import { sharedGrammarChecker } from './grammar.ts';
import { createOfflineWriter } from './offline/offline-writer.ts';
import { createOpenAiStream } from './openai.ts';
import { createPromptedWriter } from './prompted-writer.ts';
import type { AiWriter } from './writer.ts';

function createWriter({ provider, gemini, openai, timeoutMs }: Config['ai']): AiWriter {
  switch (provider) {
    case 'gemini':
      return createPromptedWriter(createGeminiStream({ ...gemini, apiKey: gemini.apiKey ?? '', timeoutMs }), timeoutMs);
    case 'openai':
      return createPromptedWriter(createOpenAiStream({ ...openai, timeoutMs }), timeoutMs);
    case 'offline':
      return createOfflineWriter();
  }
}

export type AiService = ReturnType<typeof createAiService>;

export interface AiServiceOptions {
  settings: Config['ai'];
  /** Hears a provider's failure to suggest (the answer then has Harper's corrections only). */
  onSuggestionsFailed?: (error: unknown) => void;
}

/** The AI writing help: the configured provider writes, Harper corrects grammar whatever the provider. */
export function createAiService({ settings, onSuggestionsFailed }: AiServiceOptions) {
  const writer = createWriter(settings);
  const grammarChecker = sharedGrammarChecker(settings.grammarIdleMs);
  return {
    provider: settings.provider,
    summaries: (jobTitle: string): Promise<SummarySuggestion[]> => writer.summaries(jobTitle || DEFAULT_JOB_TITLE),
    experienceBullets: async (positionTitle: string) => ({ html: await writer.experienceBullets(positionTitle) }),
    /** Harper's corrections always arrive; a provider that fails to suggest only costs the suggestions. */
    async grammar(text: string): Promise<GrammarResult> {
      const [check, suggestions] = await Promise.all([
        grammarChecker.check(text),
        writer.nextSentences(text).catch((error: unknown) => {
          onSuggestionsFailed?.(error);
          return [];
        }),
      ]);
      return { ...check, suggestions };
    },
    grammarStats: () => grammarChecker.stats(),
    close: () => grammarChecker.close(),
  };
}
