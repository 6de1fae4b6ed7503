import { z } from 'zod';

/** GET /api/v1/config: the public settings the page needs. Never a secret. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  aiProvider: z.enum(['gemini', 'openai', 'offline']),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
