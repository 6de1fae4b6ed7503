import { COVER_LETTER_MESSAGES } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';
import type { ToastedMutation } from '../../../lib/use-toasted-mutation.ts';
import { coverLetterTrashQueryKey } from './get-cover-letter-trash.ts';

/** DELETE cover-letters/:id/permanent: a letter in Trash deleted for good. */
export const destroyCoverLetter = (id: string) =>
  api.delete<null>(`/v1/users/cover-letters/${encodeURIComponent(id)}/permanent`);

/** Deletes a letter in Trash for good: it leaves the list; a toast says so (or why not). */
export const destroyCoverLetterMutation: ToastedMutation<string> = {
  mutationFn: destroyCoverLetter,
  successMessage: COVER_LETTER_MESSAGES.deletedForever,
  failureLog: 'Deleting the cover letter for good failed',
  invalidate: [coverLetterTrashQueryKey],
};
