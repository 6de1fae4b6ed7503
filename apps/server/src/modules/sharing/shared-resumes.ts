import type { RenderedSvg } from '@vitae/pdf';
import { exportFileNames } from '../../lib/file-names.ts';
import type { PdfService } from '../resumes/pdfs.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import type { SharedResume, ShareService } from './shares.ts';

export type SharedResumeService = ReturnType<typeof createSharedResumeService>;

export interface SharedResumeServiceOptions {
  shares: Pick<ShareService, 'countView' | 'countDownload'>;
  resumes: Pick<ResumeService, 'get'>;
  pdfs: Pick<PdfService, 'storedResumePages' | 'storedResumePdf'>;
}

/** What anyone with an open share link gets (see ShareService.visit): the resume's pages or its PDF, each counted. */
export function createSharedResumeService({ shares, resumes, pdfs }: SharedResumeServiceOptions) {
  return {
    /** The pages as the editor previews them, with the resume's title and name; counts a view. */
    async pages(shared: SharedResume): Promise<RenderedSvg & { resumeTitle: string; fullName: string }> {
      const resume = await resumes.get(shared.ownerId, shared.resumeId);
      const { hash, pages, pageWidth, pageHeight, svg } = await pdfs.storedResumePages(shared.ownerId, shared.resumeId);
      await shares.countView(shared.slug);
      return { hash, pages, pageWidth, pageHeight, svg, resumeTitle: resume.resumeTitle, fullName: resume.fullName };
    },

    /** The PDF, with the names of its file (see exportFileNames); counts a download. */
    async pdf(shared: SharedResume): Promise<{ pdf: Uint8Array; fileName: { ascii: string; full: string } }> {
      const resume = await resumes.get(shared.ownerId, shared.resumeId);
      const { pdf } = await pdfs.storedResumePdf(shared.ownerId, shared.resumeId);
      await shares.countDownload(shared.slug);
      return { pdf, fileName: exportFileNames(resume.fullName, resume.resumeTitle, 'pdf') };
    },
  };
}
