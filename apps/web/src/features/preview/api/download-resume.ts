import { MESSAGES, type Resume } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, apiBlob, withCacheBuster } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';
import { generateResume } from '../../../lib/resumes/generate-resume.ts';

export const PDF_FILE_NAME = 'resume.pdf';
const PDF_TIMEOUT_MS = 30_000;

/** GET the signed PDF link generate-resume answered (/api/v1/pdf/…; no bearer: the signature is the permission). */
export function getPdf(resumeUrl: string): Promise<Blob> {
  const url = withCacheBuster(resumeUrl);
  const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url;
  return apiBlob(path, { auth: false, timeoutMs: PDF_TIMEOUT_MS });
}

/**
 * Generates the resume's PDF and saves it as resume.pdf, answering what generate-resume said of it (notFittedNote);
 * a failure toasts "Failed to generate preview."
 */
export function useDownloadResume() {
  return useMutation({
    mutationFn: async (resume: Resume) => {
      const pdf = await generateResume(resume);
      saveFile(await getPdf(pdf.resumeUrl), PDF_FILE_NAME);
      return pdf;
    },
    onError: (error) => {
      console.error('Downloading the PDF failed', error);
      toast.error(MESSAGES.previewFailed);
    },
  });
}
