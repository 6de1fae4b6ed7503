import { IMPORT_MESSAGES } from '@vitae/schema';
import { InvalidInput } from '../../../../lib/domain-errors.ts';
import type { AiWriter } from '../writer.ts';
import { generalFamily } from './families/index.ts';
import { matchFamily } from './match-family.ts';
import { familySummaries, roleName } from './summaries.ts';

const sentenceKey = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** Up to three sentences that could follow the text: its role's first, never one the text already holds. */
export function nextSentencesFor(text: string): string[] {
  const written = sentenceKey(text);
  const candidates = [...matchFamily(text).next, ...generalFamily.next];
  return [...new Set(candidates)].filter((sentence) => !written.includes(sentenceKey(sentence))).slice(0, 3);
}

/** The offline provider: the curated phrase bank, deterministic, no network. */
export function createOfflineWriter(): AiWriter {
  return {
    summaries: async (jobTitle) => {
      const family = matchFamily(jobTitle);
      return familySummaries(family, roleName(jobTitle, family));
    },
    experienceBullets: async (positionTitle) =>
      `<ul>${matchFamily(positionTitle)
        .bullets.map((bullet) => `<li>${bullet}</li>`)
        .join('')}</ul>`,
    nextSentences: async (text) => nextSentencesFor(text),
    // Structuring a resume needs a model: the import refuses improve=ai before asking (never called).
    structureResume: async () => {
      throw new InvalidInput(IMPORT_MESSAGES.aiNotConfigured);
    },
  };
}
