import { LETTER_CLOSINGS, letterDate, toTemplateData } from '@vitae/pdf';
import type { CoverLetter, Resume, ResumeLanguage } from '@vitae/schema';
import { NotFound } from '../../lib/domain-errors.ts';
import { exportFileNames } from '../../lib/file-names.ts';
import type { ResumeService } from '../resumes/resumes.ts';
import type { CoverLetterService } from './cover-letters.ts';
import type { LetterRenderService } from './letter-render.ts';
import type { LetterDocument } from './letter-docx.ts';

export type CoverLetterExportService = ReturnType<typeof createCoverLetterExportService>;

export const LETTER_FILES = {
  docx: { mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  pdf: { mediaType: 'application/pdf', extension: 'pdf' },
} as const;

/** An exported letter: the file's bytes, its media type and its names (exportFileNames, from the title). */
export interface ExportedLetter {
  content: Buffer;
  mediaType: string;
  fileName: { ascii: string; full: string };
}

export interface CoverLetterExportServiceOptions {
  letters: Pick<CoverLetterService, 'get'>;
  resumes: Pick<ResumeService, 'get'>;
  now?: (() => Date) | undefined;
}

/** One letter of a user as a file (docs/cover-letters.md, "Export"); another user's letter is 404 like a missing one. */
export function createCoverLetterExportService({
  letters,
  resumes,
  now = () => new Date(),
}: CoverLetterExportServiceOptions) {
  /** The letter's linked resume, or none when it was deleted since: the letter is still the user's words. */
  async function resumeOf(userId: string, letter: CoverLetter): Promise<Resume | undefined> {
    if (!letter.resumeId) return undefined;
    return resumes.get(userId, letter.resumeId).catch((error: unknown) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    });
  }

  /** What the letter's layout shows (sender, date, recipient, body, signature), for the Word file and the PDF. */
  async function document(userId: string, letterId: string): Promise<{ letter: CoverLetter; layout: LetterDocument }> {
    const letter = await letters.get(userId, letterId);
    const resume = await resumeOf(userId, letter);
    const fullName = resume?.fullName.trim() ?? '';
    const language: ResumeLanguage = resume?.design.language ?? 'en';
    const layout: LetterDocument = {
      title: letter.title,
      sender: {
        fullName,
        jobTitle: resume?.jobTitle ?? '',
        address: resume?.address ?? '',
        phone: resume?.phone ?? '',
        email: resume?.email ?? '',
      },
      // Dated and closed as the PDF is (@vitae/pdf's letter data), in the resume's language.
      date: letterDate(now(), language),
      recipient: letter.recipient,
      body: letter.body,
      closing: LETTER_CLOSINGS[language] ?? LETTER_CLOSINGS.en,
      signature: fullName,
      paper: resume ? toTemplateData(resume).design.paper : 'a4',
    };
    return { letter, layout };
  }

  return {
    /** The user's letter `letterId` as a Word file (404 unless theirs). */
    async docx(userId: string, letterId: string): Promise<ExportedLetter> {
      const { letter, layout } = await document(userId, letterId);
      // docx (~0.5 MB of JavaScript) loads with the first Word export, not with every server.
      const { letterDocx } = await import('./letter-docx.ts');
      return {
        content: await letterDocx(layout),
        mediaType: LETTER_FILES.docx.mediaType,
        fileName: exportFileNames('', letter.title, LETTER_FILES.docx.extension),
      };
    },

    /** The user's letter `letterId` as the PDF `render` draws in its resume's style (404 unless theirs). */
    async pdf(
      userId: string,
      letterId: string,
      render: Pick<LetterRenderService, 'renderCoverLetterPdf'>,
    ): Promise<ExportedLetter> {
      const letter = await letters.get(userId, letterId);
      const { pdf } = await render.renderCoverLetterPdf({ userId, letterId });
      return {
        content: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
        mediaType: LETTER_FILES.pdf.mediaType,
        fileName: exportFileNames('', letter.title, LETTER_FILES.pdf.extension),
      };
    },
  };
}
