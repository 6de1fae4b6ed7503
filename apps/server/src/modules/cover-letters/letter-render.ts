import { coverLetters, type Database } from '@vitae/db';
import type { RenderedPdf, RenderedSvg } from '@vitae/pdf';
import { COVER_LETTER_MESSAGES, type Resume } from '@vitae/schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { coverLetterPreviewBodySchema } from '@vitae/schema';
import { NotFound } from '../../lib/domain-errors.ts';
import type { PdfService } from '../resumes/pdfs.ts';
import type { ResumeService } from '../resumes/resumes.ts';

export type LetterRenderService = ReturnType<typeof createLetterRenderService>;
export type CoverLetterPreviewBody = z.infer<typeof coverLetterPreviewBodySchema>;

export interface LetterRenderServiceOptions {
  db: Database;
  resumes: ResumeService;
  pdfs: PdfService;
  /** The date a letter bears (config.now in tests). */
  now?: (() => Date) | undefined;
}

/**
 * Cover letters drawn in the style of their resume (docs/design.md, "Cover letters in the resume's style"): the
 * editor's live preview and the PDF a download writes, both through the resumes' renderer (pdfs), its fair queue and
 * worker processes. Every read is scoped to the user: another user's letter or resume answers 404 like a missing one.
 */
export function createLetterRenderService({ db, resumes, pdfs, now = () => new Date() }: LetterRenderServiceOptions) {
  /** The user's resume, or 404 with the cover letters' message. */
  async function resumeOf(userId: string, resumeId: string): Promise<Resume> {
    try {
      return await resumes.get(userId, resumeId);
    } catch (error) {
      if (error instanceof NotFound) throw new NotFound(COVER_LETTER_MESSAGES.resumeNotFound);
      throw error;
    }
  }

  /** The user's letter, not in Trash, or 404. */
  async function letterOf(userId: string, letterId: string) {
    const [letter] = await db
      .select()
      .from(coverLetters)
      .where(and(eq(coverLetters.id, letterId), eq(coverLetters.userId, userId), isNull(coverLetters.deletedAt)));
    if (!letter) throw new NotFound(COVER_LETTER_MESSAGES.notFound);
    return letter;
  }

  return {
    /**
     * The letter as the editor holds it, as SVG pages in its resume's template and design (resumePreviewSchema's
     * shape). The resume must be the user's, and `_id`, when sent, one of the user's letters (404). Stores nothing.
     */
    async preview(userId: string, body: CoverLetterPreviewBody): Promise<RenderedSvg> {
      if (body._id) await letterOf(userId, body._id);
      const resume = await resumeOf(userId, body.resumeId);
      return pdfs.letterPreview(userId, {
        letter: { body: body.body, recipient: body.recipient, title: body.title },
        resume,
        date: now(),
      });
    },

    /**
     * The PDF of the user's cover letter `letterId` as stored (404 unless theirs and out of Trash), in its resume's
     * style. A letter whose resume is gone (deleted for good, or in Trash) still renders, in the default template
     * and with no sender: the user's words stay downloadable.
     */
    async renderCoverLetterPdf({ userId, letterId }: { userId: string; letterId: string }): Promise<RenderedPdf> {
      const letter = await letterOf(userId, letterId);
      let resume: Resume | null = null;
      if (letter.resumeId) {
        resume = await resumes.get(userId, letter.resumeId).catch((error: unknown) => {
          if (error instanceof NotFound) return null;
          throw error;
        });
      }
      return pdfs.letterPdf(userId, letterId, {
        letter: { body: letter.body, recipient: letter.recipient, title: letter.title },
        resume,
        date: now(),
      });
    },
  };
}
