import { COVER_LETTER_MESSAGES, type CoverLetter } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { coverLetterTrashQueryKey } from './get-cover-letter-trash.ts';
import { coverLettersQueryKey } from './get-cover-letters.ts';

/** POST cover-letters/:id/restore: the letter, whole, back in the list. */
export const restoreCoverLetter = (id: string) =>
  api.post<CoverLetter>(`/v1/users/cover-letters/${encodeURIComponent(id)}/restore`);

/** Brings a letter back from Trash: it leaves Trash and joins the list; a toast says so (or why not). */
export function useRestoreCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCoverLetter,
    onSuccess: async () => {
      toast.success(COVER_LETTER_MESSAGES.restored);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coverLetterTrashQueryKey }),
        queryClient.invalidateQueries({ queryKey: coverLettersQueryKey }),
      ]);
    },
    onError: (error) => {
      console.error('Restoring the cover letter failed', error);
      toast.error(userMessage(error));
    },
  });
}
