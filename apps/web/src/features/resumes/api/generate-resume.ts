import { MESSAGES, RESUME_CONTENT_FIELDS, type GenerateResumeBody, type Resume } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';

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

/** POST generate-resume; returns the signed PDF path. */
export async function generateResume(resume: Resume): Promise<string> {
  const data = await api.post<{ resumeUrl?: string } | null>('/v1/users/generate-resume', toGenerateBody(resume), {
    timeoutMs: 30_000,
  });
  if (!data?.resumeUrl) throw new Error(MESSAGES.previewNoUrl);
  return data.resumeUrl;
}
