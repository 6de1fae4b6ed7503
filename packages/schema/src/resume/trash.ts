import { z } from 'zod';
import { id, timestamp } from '../fields.ts';
import { MESSAGES } from '../messages.ts';

/** A resume in Trash: deleted, kept 30 days (until `purgeAt`), then gone by itself. */
export const trashedResumeSchema = z.object({
  _id: z.uuid(),
  resumeTitle: z.string(),
  deletedAt: timestamp(),
  purgeAt: timestamp(),
});

export const trashIdParamsSchema = z.object({ id: id(MESSAGES.invalidResumeId) });

export type TrashedResume = z.infer<typeof trashedResumeSchema>;
