import type { Resume, UpdateResumeBody } from '@vitae/schema';
import type { PdfService } from './pdfs.ts';
import type { ResumeVersionService } from './resume-versions.ts';
import type { ResumeService } from './resumes.ts';

export type ResumeEditService = ReturnType<typeof createResumeEditService>;

export interface ResumeEditServiceOptions {
  resumes: Pick<ResumeService, 'update' | 'remove'>;
  versions: Pick<ResumeVersionService, 'autoSnapshot'>;
  pdfs: Pick<PdfService, 'forgetResume'>;
}

/** A user's own saves and deletions, with what they bring along: History's snapshots, the stored PDF's removal. */
export function createResumeEditService({ resumes, versions, pdfs }: ResumeEditServiceOptions) {
  return {
    /** A save of the editor: History snapshots the resume first when it is due (see autoSnapshot), then it is written. */
    async update(userId: string, resumeId: string, body: UpdateResumeBody): Promise<Resume> {
      await versions.autoSnapshot(userId, resumeId);
      return resumes.update(userId, resumeId, body);
    },

    /** Moves the resume to Trash and deletes its stored PDF: its PDF links answer 404 from then on. */
    async remove(userId: string, resumeId: string): Promise<void> {
      await resumes.remove(userId, resumeId);
      await pdfs.forgetResume(userId, resumeId);
    },
  };
}
