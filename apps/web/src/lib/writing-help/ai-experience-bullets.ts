import { experienceBulletsSchema, type AiExperienceBulletsBody, type ExperienceBullets } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { AI_CALL_TIMEOUT_MS } from './ai-summary.ts';

/** POST /ai/experience-bullets: a sanitised `<ul>` of bullet points for a position title. */
export const generateExperienceBullets = async (body: AiExperienceBulletsBody): Promise<ExperienceBullets> =>
  experienceBulletsSchema.parse(
    await api.post<unknown>('/v1/ai/experience-bullets', body, { timeoutMs: AI_CALL_TIMEOUT_MS }),
  );

export function useGenerateExperienceBullets() {
  return useMutation({ mutationFn: generateExperienceBullets });
}
