import { z } from 'zod';
import { cleanString, id, timestamp } from '../fields.ts';
import { MESSAGES, VERSION_MESSAGES } from '../messages.ts';

/** The longest name of a saved version, after trimming. */
export const VERSION_NAME_MAX = 60;

/** Automatic snapshots kept per resume (the oldest go first); saved ones are all kept. */
export const MAX_AUTO_VERSIONS = 50;

export const resumeVersionKindSchema = z.enum(['manual', 'auto', 'restore']);

/** A version's name: 1 to VERSION_NAME_MAX characters once trimmed. */
export const versionNameSchema = cleanString({ error: VERSION_MESSAGES.invalidName })
  .trim()
  .min(1, { error: VERSION_MESSAGES.invalidName })
  .max(VERSION_NAME_MAX, { error: VERSION_MESSAGES.invalidName });

/** POST resume-versions/:id, and the "Save version" form of the History dialog. */
export const saveVersionBodySchema = z.object({ name: versionNameSchema });

/** One entry of a resume's History, without its content. `name` is '' for an automatic snapshot. */
export const resumeVersionSchema = z.object({
  _id: id(),
  name: z.string(),
  kind: resumeVersionKindSchema,
  createdAt: timestamp(),
});

export const resumeVersionParamsSchema = z.object({
  id: id(MESSAGES.invalidResumeId),
  versionId: id(VERSION_MESSAGES.invalidVersionId),
});

export type ResumeVersionKind = z.infer<typeof resumeVersionKindSchema>;
export type ResumeVersion = z.infer<typeof resumeVersionSchema>;
export type SaveVersionBody = z.infer<typeof saveVersionBodySchema>;
