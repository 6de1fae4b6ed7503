import { summarySuggestionsSchema, type AiSummaryBody, type SummarySuggestion } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** The AI can take a while; the server gives up at AI_TIMEOUT_MS (30 s by default). */
export const AI_CALL_TIMEOUT_MS = 35_000;

/** POST /ai/summary: three suggestions (fresher, mid-level, experienced) for a job title. */
export const generateSummaries = async (body: AiSummaryBody): Promise<SummarySuggestion[]> =>
  summarySuggestionsSchema.parse(await api.post<unknown>('/v1/ai/summary', body, { timeoutMs: AI_CALL_TIMEOUT_MS }));

export function useGenerateSummaries() {
  return useMutation({ mutationFn: generateSummaries });
}

/** A suggestion card's text as it goes into the summary: a list of lines joined with spaces. */
export const summaryText = (suggestion: SummarySuggestion): string =>
  suggestion.summary
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
