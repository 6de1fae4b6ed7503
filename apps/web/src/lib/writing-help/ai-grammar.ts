import { grammarResultSchema, type AiGrammarBody, type GrammarResult } from '@vitae/schema';
import { api } from '../api-client.ts';
import { AI_CALL_TIMEOUT_MS } from './ai-summary.ts';

/**
 * POST /ai/grammar: Harper's corrections for the text plus next-sentence suggestions. With `resumeId` (the resume
 * being edited), the words of its short fields (skills, companies, titles…) are never flagged; nor are the words
 * of the user's dictionary (dictionary.ts) or all-caps, mixed-case and dotted terms (BLS, NetSuite, Node.js).
 */
export const checkGrammar = async (body: AiGrammarBody): Promise<GrammarResult> =>
  grammarResultSchema.parse(await api.post<unknown>('/v1/ai/grammar', body, { timeoutMs: AI_CALL_TIMEOUT_MS }));
