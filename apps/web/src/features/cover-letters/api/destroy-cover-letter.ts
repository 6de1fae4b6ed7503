import { COVER_LETTER_MESSAGES } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { coverLetterTrashQueryKey } from './get-cover-letter-trash.ts';

/** DELETE cover-letters/:id/permanent: a letter in Trash deleted for good. */
export const destroyCoverLetter = (id: string) =>
  api.delete<null>(`/v1/users/cover-letters/${encodeURIComponent(id)}/permanent`);

/** Deletes a letter in Trash for good: it leaves the list; a toast says so (or why not). */
export function useDestroyCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyCoverLetter,
    onSuccess: async () => {
      toast.success(COVER_LETTER_MESSAGES.deletedForever);
      await queryClient.invalidateQueries({ queryKey: coverLetterTrashQueryKey });
    },
    onError: (error) => {
      console.error('Deleting the cover letter for good failed', error);
      toast.error(userMessage(error));
    },
  });
}
