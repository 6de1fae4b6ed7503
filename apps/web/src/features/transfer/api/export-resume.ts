import type { ResumeExportFormat } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { apiFile, userMessage } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

/** A PDF is rendered on the server: it may take longer than an ordinary call. */
const EXPORT_TIMEOUT_MS = 60_000;

/** The formats offered, in the menu's order, with their labels and the extension of a name the server did not give. */
export const EXPORT_FORMATS: { format: ResumeExportFormat; label: string; extension: string }[] = [
  { format: 'json-resume', label: 'JSON Resume', extension: 'json' },
  { format: 'vitae', label: 'Vitae (for re-import)', extension: 'vitae.json' },
  { format: 'markdown', label: 'Markdown', extension: 'md' },
  { format: 'txt', label: 'Plain text', extension: 'txt' },
  { format: 'docx', label: 'Word (.docx)', extension: 'docx' },
  { format: 'pdf', label: 'PDF', extension: 'pdf' },
];

export const exportPath = (id: string, format: ResumeExportFormat) =>
  `/v1/users/export-resume/${encodeURIComponent(id)}?format=${encodeURIComponent(format)}`;

/** GET export-resume/:id?format=… (bearer): the file and the name the server gave it. */
export function exportResume(id: string, format: ResumeExportFormat) {
  return apiFile(exportPath(id, format), { timeoutMs: EXPORT_TIMEOUT_MS });
}

export interface ExportResumeInput {
  id: string;
  format: ResumeExportFormat;
  /** Runs first (the editor saves what is waiting): the server exports the stored resume. */
  beforeExport?: (() => Promise<unknown>) | undefined;
}

/** Downloads one resume in a format, saved under the server's file name; a failure toasts the server's message. */
export function useExportResume() {
  return useMutation({
    mutationFn: async ({ id, format, beforeExport }: ExportResumeInput) => {
      await beforeExport?.();
      const { blob, fileName } = await exportResume(id, format);
      const extension = EXPORT_FORMATS.find((entry) => entry.format === format)?.extension ?? 'txt';
      saveFile(blob, fileName ?? `resume.${extension}`);
    },
    onError: (error) => {
      console.error('Exporting the resume failed', error);
      toast.error(userMessage(error));
    },
  });
}
