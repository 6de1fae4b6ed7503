import { DEFAULT_JOB_TITLE, type GrammarResult, type SummarySuggestion } from '@vitae/schema';
import type { Config } from '../../../config.ts';
import type { DictionaryService } from '../dictionary.ts';
import type { ResumeService } from '../../resumes/resumes.ts';
import { sharedGrammarChecker } from './grammar.ts';
import { createOfflineWriter } from './offline/offline-writer.ts';
import { createPromptedWriter } from './prompted-writer.ts';
import { providerStream } from './provider-text.ts';
import { resumeTermTexts, wordsOf, type ProtectedWords } from './protected-terms.ts';
import type { AiWriter } from './writer.ts';

function createWriter(settings: Config['ai']): AiWriter {
  const stream = providerStream(settings);
  return stream ? createPromptedWriter(stream, settings.timeoutMs) : createOfflineWriter();
}

export type AiService = ReturnType<typeof createAiService>;

export interface AiServiceOptions {
  settings: Config['ai'];
  /** Where the user's own words come from: the resume named by a grammar check, and their dictionary. */
  resumes: Pick<ResumeService, 'get'>;
  dictionary: Pick<DictionaryService, 'list'>;
  /** Hears a provider's failure to suggest (the answer then has Harper's corrections only). */
  onSuggestionsFailed?: (error: unknown) => void;
}

/** The AI writing help: the configured provider writes, Harper corrects grammar whatever the provider. */
export interface GrammarRequest {
  userId: string;
  text: string;
  /** One of the user's resumes (404 like a missing one when it is not theirs): its short fields' words are kept. */
  resumeId?: string | undefined;
}

export function createAiService({ settings, resumes, dictionary, onSuggestionsFailed }: AiServiceOptions) {
  const writer = createWriter(settings);
  const grammarChecker = sharedGrammarChecker(settings.grammarIdleMs);

  /** The user's dictionary and, with `resumeId`, the words of that resume's short fields. */
  async function protectedWords(userId: string, resumeId: string | undefined): Promise<ProtectedWords> {
    const [words, resume] = await Promise.all([
      dictionary.list(userId),
      resumeId === undefined ? undefined : resumes.get(userId, resumeId),
    ]);
    return wordsOf(resume ? [...words, ...resumeTermTexts(resume)] : words);
  }

  return {
    provider: settings.provider,
    summaries: (jobTitle: string): Promise<SummarySuggestion[]> => writer.summaries(jobTitle || DEFAULT_JOB_TITLE),
    experienceBullets: async (positionTitle: string) => ({ html: await writer.experienceBullets(positionTitle) }),
    /** "Improve with AI" for a PDF import: the model's content for the text, unvalidated (the import validates). */
    structureResume: (text: string) => writer.structureResume(text),
    /**
     * Harper's corrections always arrive; a provider that fails to suggest only costs the suggestions. The resume is
     * owner-checked before anything is asked of Harper or the provider.
     */
    async grammar({ userId, text, resumeId }: GrammarRequest): Promise<GrammarResult> {
      const words = await protectedWords(userId, resumeId);
      const [check, suggestions] = await Promise.all([
        grammarChecker.check(text, words),
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
