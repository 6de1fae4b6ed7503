import { aiProviderError, aiTimeout, aiUnreadable } from './errors.ts';
import { extractFencedBlock } from './fenced-block.ts';
import { experienceBulletsPrompt, grammarPrompt, structureResumePrompt, summaryPrompt } from './prompts.ts';
import { bulletsFrom, nextSentencesFrom, summariesFrom } from './remote-answers.ts';
import type { AiWriter, TextStream } from './writer.ts';

/** Joins the streamed pieces of one answer; past `timeoutMs` the call is aborted and answers 504. */
export async function collectAnswer(stream: TextStream, prompt: string, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timedOut = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(aiTimeout()), { once: true });
  });
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const joined = (async () => {
    let answer = '';
    for await (const piece of stream(prompt, controller.signal)) answer += piece;
    return answer;
  })();
  // Whichever loses the race must not surface later as an unhandled rejection.
  joined.catch(() => {});
  timedOut.catch(() => {});
  try {
    // An SDK that ignores the abort signal mid-stream still cannot hold the request past the timeout.
    return await Promise.race([joined, timedOut]);
  } catch (error) {
    throw controller.signal.aborted ? aiTimeout() : aiProviderError(error);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** A writer for a remote model: the prompts of prompts.ts, the fenced block of the answer, checked and sanitised. */
export function createPromptedWriter(stream: TextStream, timeoutMs: number): AiWriter {
  const ask = async (prompt: string) => extractFencedBlock(await collectAnswer(stream, prompt, timeoutMs));
  return {
    summaries: async (jobTitle) => summariesFrom(await ask(summaryPrompt(jobTitle))),
    experienceBullets: async (positionTitle) => bulletsFrom(await ask(experienceBulletsPrompt(positionTitle))),
    nextSentences: async (text) => nextSentencesFrom(await ask(grammarPrompt(text))),
    async structureResume(text) {
      const block = await ask(structureResumePrompt(text));
      const value = block.kind === 'json' ? block.value : undefined;
      // One object is asked for: anything else (none, an array, a string) is unusable.
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw aiUnreadable();
      return value as Record<string, unknown>;
    },
  };
}
