import { useMutation } from '@tanstack/react-query';
import { apiFile, userMessage } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

export type CoverLetterFormat = 'pdf' | 'docx';

/** A file is rendered on the server: it may take longer than an ordinary call. */
const EXPORT_TIMEOUT_MS = 60_000;

export const coverLetterExportPath = (id: string, format: CoverLetterFormat) =>
  `/v1/users/export-cover-letter/${encodeURIComponent(id)}?format=${format}`;

/** GET export-cover-letter/:id?format=pdf|docx (bearer): the file and the name the server gave it. */
export const exportCoverLetter = (id: string, format: CoverLetterFormat) =>
  apiFile(coverLetterExportPath(id, format), { timeoutMs: EXPORT_TIMEOUT_MS });

export interface ExportCoverLetterInput {
  id: string;
  format: CoverLetterFormat;
  /** Runs first (the editor saves what is waiting): the server renders the stored letter. */
  beforeExport?: (() => Promise<unknown>) | undefined;
}

/** "Download PDF" / "Download Word": the stored letter as a file; a failure toasts the server's words. */
export function useExportCoverLetter() {
  return useMutation({
    mutationFn: async ({ id, format, beforeExport }: ExportCoverLetterInput) => {
      await beforeExport?.();
      const { blob, fileName } = await exportCoverLetter(id, format);
      saveFile(blob, fileName ?? `cover-letter.${format}`);
    },
    onError: (error) => {
      console.error('Downloading the cover letter failed', error);
      toast.error(userMessage(error));
    },
  });
}
