import type { CoverLetter } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { coverLetterQueryKey } from './get-cover-letter.ts';
import { coverLetterVersionsQueryKey } from './get-cover-letter-versions.ts';
import { coverLettersQueryKey } from './get-cover-letters.ts';

export interface RestoreCoverLetterVersionInput {
  id: string;
  versionId: string;
  /** Runs first (the editor saves what is waiting, so the snapshot taken before the restore holds it). */
  beforeRestore?: (() => Promise<unknown>) | undefined;
}

/**
 * POST cover-letters/:id/versions/:versionId/restore: the server snapshots the letter as it is, writes the version
 * back (raising its `version`) and answers the restored letter.
 */
export const restoreCoverLetterVersion = (id: string, versionId: string) =>
  api.post<CoverLetter>(
    `/v1/users/cover-letters/${encodeURIComponent(id)}/versions/${encodeURIComponent(versionId)}/restore`,
  );

/** Restores a version: the cached letter becomes the restored one, History gains the snapshot; errors toast. */
export function useRestoreCoverLetterVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, versionId, beforeRestore }: RestoreCoverLetterVersionInput) => {
      await beforeRestore?.();
      return restoreCoverLetterVersion(id, versionId);
    },
    onSuccess: (restored, { id }) => {
      queryClient.setQueryData(coverLetterQueryKey(id), restored);
      void queryClient.invalidateQueries({ queryKey: coverLetterVersionsQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: coverLettersQueryKey });
    },
    onError: (error) => {
      console.error('Restoring the version failed', error);
      toast.error(userMessage(error));
    },
  });
}
