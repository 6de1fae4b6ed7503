import type { Resume } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { resumeQueryKey } from '../../../lib/resumes/get-resume.ts';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';
import { resumeVersionsQueryKey } from './get-resume-versions.ts';

export interface RestoreResumeVersionInput {
  id: string;
  versionId: string;
  /** Runs first (the editor saves what is waiting, so the snapshot taken before the restore holds it). */
  beforeRestore?: (() => Promise<unknown>) | undefined;
}

/**
 * POST resume-versions/:id/restore/:versionId: the server snapshots the resume as it is ('restore'), writes the
 * version back (raising its `version`) and answers the restored resume.
 */
export const restoreResumeVersion = (id: string, versionId: string) =>
  api.post<Resume>(`/v1/users/resume-versions/${encodeURIComponent(id)}/restore/${encodeURIComponent(versionId)}`);

/** Restores a version: the cached resume becomes the restored one, History gains the snapshot; errors toast. */
export function useRestoreResumeVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, versionId, beforeRestore }: RestoreResumeVersionInput) => {
      await beforeRestore?.();
      return restoreResumeVersion(id, versionId);
    },
    onSuccess: (restored, { id }) => {
      queryClient.setQueryData(resumeQueryKey(id), restored);
      void queryClient.invalidateQueries({ queryKey: resumeVersionsQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: resumesQueryKey });
    },
    onError: (error) => {
      console.error('Restoring the version failed', error);
      toast.error(userMessage(error));
    },
  });
}
