import {
  MESSAGES,
  notFittedMessage,
  RESUME_CONTENT_FIELDS,
  type GeneratedPdf,
  type GenerateResumeBody,
  type Resume,
} from '@vitae/schema';
import { api } from '../api-client.ts';

/** The body generate-resume takes: the resume's id (its PDF replaces the previous one), content, title and template. */
export function toGenerateBody(resume: Resume): GenerateResumeBody {
  const body: Record<string, unknown> = {
    _id: resume._id,
    resumeTitle: resume.resumeTitle,
    templateId: resume.templateId,
  };
  for (const field of RESUME_CONTENT_FIELDS) body[field] = resume[field];
  return body as GenerateResumeBody;
}

/**
 * POST generate-resume: the signed PDF path, its page count, and (with design.fitToOnePage) whether it fits on one
 * page, with the server's `message` when it does not.
 */
export async function generateResume(resume: Resume): Promise<GeneratedPdf> {
  const data = await api.post<Partial<GeneratedPdf> | null>('/v1/users/generate-resume', toGenerateBody(resume), {
    timeoutMs: 30_000,
  });
  if (!data?.resumeUrl) throw new Error(MESSAGES.previewNoUrl);
  return { ...data, resumeUrl: data.resumeUrl, pageCount: data.pageCount ?? 1 };
}

/** What to tell the user about a generated PDF: the server's words when "fit to one page" could not reach one page. */
export const notFittedNote = (pdf: GeneratedPdf | undefined): string | undefined =>
  pdf?.fitted === false ? pdf.message || notFittedMessage(pdf.pageCount) : undefined;
