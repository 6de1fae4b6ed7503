import { VERSION_MESSAGES, type ResumeVersion, type SaveVersionBody } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { resumeVersionsQueryKey } from './get-resume-versions.ts';

export interface SaveResumeVersionInput extends SaveVersionBody {
  id: string;
  /** Runs first (the editor saves what is waiting): the server snapshots the stored resume. */
  beforeSave?: (() => Promise<unknown>) | undefined;
}

/** POST resume-versions/:id {name}: the resume as stored now, kept under that name. */
export const saveResumeVersion = (id: string, body: SaveVersionBody) =>
  api.post<ResumeVersion>(`/v1/users/resume-versions/${encodeURIComponent(id)}`, body);

/** "Save version": saves pending edits, then the version; the list shows it, a toast says so (or why not). */
export function useSaveResumeVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name, beforeSave }: SaveResumeVersionInput) => {
      await beforeSave?.();
      return saveResumeVersion(id, { name });
    },
    onSuccess: async (_saved, { id }) => {
      toast.success(VERSION_MESSAGES.saved);
      await queryClient.invalidateQueries({ queryKey: resumeVersionsQueryKey(id) });
    },
    onError: (error) => {
      console.error('Saving the version failed', error);
      toast.error(userMessage(error));
    },
  });
}
