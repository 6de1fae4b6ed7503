import { COVER_LETTER_MESSAGES, type CoverLetter } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';
import type { ToastedMutation } from '../../../lib/use-toasted-mutation.ts';
import { coverLetterTrashQueryKey } from './get-cover-letter-trash.ts';
import { coverLettersQueryKey } from './get-cover-letters.ts';

/** POST cover-letters/:id/restore: the letter, whole, back in the list. */
export const restoreCoverLetter = (id: string) =>
  api.post<CoverLetter>(`/v1/users/cover-letters/${encodeURIComponent(id)}/restore`);

/** Brings a letter back from Trash: it leaves Trash and joins the list; a toast says so (or why not). */
export const restoreCoverLetterMutation: ToastedMutation<string> = {
  mutationFn: restoreCoverLetter,
  successMessage: COVER_LETTER_MESSAGES.restored,
  failureLog: 'Restoring the cover letter failed',
  invalidate: [coverLetterTrashQueryKey, coverLettersQueryKey],
};
