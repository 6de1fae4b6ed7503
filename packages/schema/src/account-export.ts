import { z } from 'zod';
import { applicationSchema } from './applications.ts';
import { exportedCoverLetterSchema } from './cover-letters.ts';
import { resumeSchema } from './resume/resume.ts';
import { userSchema } from './user.ts';

/** GET /api/v1/users/me/export: everything Vitae holds about the user. */
export const accountExportSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  user: userSchema,
  /** The words of the user's grammar dictionary, sorted case-insensitively. */
  dictionary: z.array(z.string()),
  resumes: z.array(resumeSchema),
  /** Every application (docs/applications.md), with its history and the frozen copies of what was sent. */
  applications: z.array(applicationSchema),
  /** Every cover letter, those in Trash too, each with its History (docs/cover-letters.md). */
  coverLetters: z.array(exportedCoverLetterSchema),
});

export type AccountExport = z.infer<typeof accountExportSchema>;
