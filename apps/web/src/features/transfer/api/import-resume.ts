import { IMPORT_MESSAGES, type Resume } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';

/** The server's limit on an imported file (IMPORT_MAX_BYTES): a larger one is refused before it is sent. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** An upload of up to 10 MB may take longer than an ordinary call. */
const IMPORT_TIMEOUT_MS = 60_000;

export interface ImportedResume {
  resume: Resume;
  /** What could not be mapped, or was cut or left out, one sentence each. */
  warnings: string[];
}

export interface ImportRequest {
  file: File;
  /** "Improve with AI": a PDF read offline is then improved by the server's AI provider (field `improve=ai`). */
  improveWithAi?: boolean;
}

/**
 * POST import-resume (multipart, one part `file`, and `improve=ai` when asked): a new resume from a Vitae export,
 * JSON Resume, a PDF or LinkedIn's export.
 */
export function importResume({ file, improveWithAi = false }: ImportRequest): Promise<ImportedResume> {
  const form = new FormData();
  if (improveWithAi) form.append('improve', 'ai');
  form.append('file', file, file.name);
  return api.post<ImportedResume>('/v1/users/import-resume', form, { timeoutMs: IMPORT_TIMEOUT_MS });
}

const warningsKey = (resumeId: string) => `vitae:import-warnings:${resumeId}`;

/**
 * The import's warnings, kept for the editor of the new resume in this tab's sessionStorage (they survive the
 * navigation and a reload, until dismissed or the tab is closed).
 */
export const importWarnings = {
  store(resumeId: string, warnings: string[]): void {
    try {
      if (warnings.length) sessionStorage.setItem(warningsKey(resumeId), JSON.stringify(warnings));
    } catch {
      // Storage full or unavailable: the editor opens without the banner.
    }
  },
  read(resumeId: string): string[] {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(warningsKey(resumeId)) ?? '[]');
      return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  },
  clear(resumeId: string): void {
    try {
      sessionStorage.removeItem(warningsKey(resumeId));
    } catch {
      // Nothing to do.
    }
  },
};

/**
 * Imports a file as a new resume: the list is read again, the warnings are kept for the editor's banner, and the
 * editor opens on the new resume. A refusal is the mutation's error (the dialog shows the server's message).
 */
export function useImportResume() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => {
      // Refused here with the server's words, so 10 MB are not sent only to be refused.
      if (request.file.size > IMPORT_MAX_BYTES) return Promise.reject(new ApiError(413, IMPORT_MESSAGES.tooLarge));
      return importResume(request);
    },
    onSuccess: ({ resume, warnings }) => {
      toast.success(IMPORT_MESSAGES.imported);
      importWarnings.store(resume._id, warnings);
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
      void navigate(`/dashboard/resume/${resume._id}/edit`);
    },
    onError: (error) => {
      console.error('Importing the resume failed', error);
    },
  });
}
