import { VERSION_MESSAGES, type SaveVersionBody } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { coverLetterVersionsQueryKey, type CoverLetterVersion } from './get-cover-letter-versions.ts';

export interface SaveCoverLetterVersionInput extends SaveVersionBody {
  id: string;
  /** Runs first (the editor saves what is waiting): the server snapshots the stored letter. */
  beforeSave?: (() => Promise<unknown>) | undefined;
}

/** POST cover-letters/:id/versions {name}: the letter as stored now, kept under that name. */
export const saveCoverLetterVersion = (id: string, body: SaveVersionBody) =>
  api.post<CoverLetterVersion>(`/v1/users/cover-letters/${encodeURIComponent(id)}/versions`, body);

/** "Save version": saves pending edits, then the version; the list shows it, a toast says so (or why not). */
export function useSaveCoverLetterVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name, beforeSave }: SaveCoverLetterVersionInput) => {
      await beforeSave?.();
      return saveCoverLetterVersion(id, { name });
    },
    onSuccess: async (_saved, { id }) => {
      toast.success(VERSION_MESSAGES.saved);
      await queryClient.invalidateQueries({ queryKey: coverLetterVersionsQueryKey(id) });
    },
    onError: (error) => {
      console.error('Saving the version failed', error);
      toast.error(userMessage(error));
    },
  });
}
