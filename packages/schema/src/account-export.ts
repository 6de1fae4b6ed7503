import { z } from 'zod';
import { resumeSchema } from './resume/resume.ts';
import { userSchema } from './user.ts';

/** GET /api/v1/users/me/export: everything Vitae holds about the user. */
export const accountExportSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  user: userSchema,
  resumes: z.array(resumeSchema),
});

export type AccountExport = z.infer<typeof accountExportSchema>;
