import { IMPORT_MESSAGES, publicAtsReportSchema, type PublicAtsReport } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';

/** The largest file the public checker takes (the import's limit): a larger one is refused before it is sent. */
export const ATS_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** An upload of up to 10 MB, read on the server, may take longer than an ordinary call. */
const CHECK_FILE_TIMEOUT_MS = 60_000;

/** The files the checker reads: a PDF or a Word document (.docx). */
export const ATS_FILE_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** POST public/ats-check (multipart, one part `file`, no account): what a parser reads from the file. */
export async function checkFile(file: File): Promise<PublicAtsReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const data = await api.post<unknown>('/v1/public/ats-check', form, {
    auth: false,
    timeoutMs: CHECK_FILE_TIMEOUT_MS,
  });
  return publicAtsReportSchema.parse(data);
}

/**
 * Checks an uploaded file. One over 10 MB is refused here with the server's words (the import's), so it is not sent
 * only to be refused; every other refusal (kind, damage, pace) is the server's message.
 */
export function useCheckFile() {
  return useMutation({
    mutationFn: (file: File) => {
      if (file.size > ATS_FILE_MAX_BYTES) return Promise.reject(new ApiError(413, IMPORT_MESSAGES.tooLarge));
      return checkFile(file);
    },
    onError: (error) => {
      console.error('Checking the file failed', error);
    },
  });
}
