import { COVER_LETTER_MESSAGES, type CoverLetter } from '@vitae/schema';
import { api, userMessage } from '../../../lib/api-client.ts';
import { useDeleteWithUndo, type DeleteWithUndoOptions } from '../../../lib/use-delete-with-undo.ts';
import { coverLetterQueryKey } from './get-cover-letter.ts';
import { coverLettersQueryKey } from './get-cover-letters.ts';
import { coverLetterTrashQueryKey } from './get-cover-letter-trash.ts';

/** How long a deletion can be undone before it is sent (as for resumes). */
export const DELETE_LETTER_UNDO_MS = 5000;

/** DELETE cover-letters/:id: the letter goes to Trash. */
export const deleteCoverLetter = (id: string, options: { keepalive?: boolean } = {}) =>
  api.delete<null>(`/v1/users/cover-letters/${encodeURIComponent(id)}`, options);

/** The cover letters' settings of the one delete-with-undo mechanism (lib/use-delete-with-undo.ts). */
const letterDeletion: DeleteWithUndoOptions<CoverLetter> = {
  listQueryKey: coverLettersQueryKey,
  send: (letter, { keepalive }) => deleteCoverLetter(letter._id, { keepalive }),
  undoMs: DELETE_LETTER_UNDO_MS,
  toastIdPrefix: 'delete-cover-letter',
  deletedMessage: COVER_LETTER_MESSAGES.deleted,
  describe: (letter) => letter.title,
  errorMessage: userMessage,
  failureLog: 'Deleting the cover letter failed',
  onDeleted: (queryClient, letter) => {
    queryClient.removeQueries({ queryKey: coverLetterQueryKey(letter._id) });
    void queryClient.invalidateQueries({ queryKey: coverLetterTrashQueryKey });
  },
};

/**
 * Deleting from the dashboard, as resumes are (docs/product.md, Cover letters): `schedule(letter)` takes the card
 * away at once and toasts "Cover letter moved to Trash." with Undo; Undo puts it back and sends nothing, else DELETE
 * is sent when the time is up (a failure brings the card back with the server's words). Leaving the page or hiding
 * the tab sends every waiting deletion at once (keepalive), so a confirmed deletion is never left half done.
 */
export function useDeleteCoverLetter() {
  return useDeleteWithUndo(letterDeletion);
}
