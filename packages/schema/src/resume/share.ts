import { z } from 'zod';
import { SHARE_MESSAGES } from '../messages.ts';

/** POST share-resume/:id: turn the public link on (or change its password and indexing; the link stays). */
export const shareResumeBodySchema = z
  .object({
    /** Asked before the public page or PDF shows anything; empty: none; absent: the link keeps the one it has. */
    password: z.string().max(128, { error: SHARE_MESSAGES.passwordLength }).optional(),
    /** Let search engines index the public page (noindex otherwise). */
    indexable: z.boolean().optional(),
  })
  .refine((body) => !body.password || [...body.password].length >= 4, {
    error: SHARE_MESSAGES.passwordLength,
    path: ['password'],
  })
  .nullish()
  .transform((body) => body ?? {});

export const shareLinkSchema = z.object({ url: z.string(), slug: z.string() });

export const shareStatusSchema = z.object({
  /** The link, or null while it is off. */
  url: z.string().nullable(),
  enabled: z.boolean(),
  views: z.number().int(),
  downloads: z.number().int(),
  hasPassword: z.boolean(),
  indexable: z.boolean(),
});

/** 32 characters of base64url: 192 random bits. */
export const shareSlugParamsSchema = z.object({ slug: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });

export const unlockShareBodySchema = z.object({
  password: z
    .string()
    .min(1, { error: SHARE_MESSAGES.passwordMissing })
    .max(128, { error: SHARE_MESSAGES.wrongPassword }),
});

export type ShareResumeBody = z.infer<typeof shareResumeBodySchema>;
export type ShareStatus = z.infer<typeof shareStatusSchema>;
