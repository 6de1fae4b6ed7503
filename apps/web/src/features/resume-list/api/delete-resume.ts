import { listMessages, MESSAGES, type Resume } from '@vitae/schema';
import { ApiError, api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteWithUndo, type DeleteWithUndoOptions } from '../../../lib/use-delete-with-undo.ts';
import { resumeQueryKey } from '../../../lib/resumes/get-resume.ts';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';

/** How long a confirmed deletion can be undone before it is sent. */
export const DELETE_UNDO_MS = 5000;

/** Deletes the resume; throws "Failed to delete resume" with the server message, or "Error deleting resume." */
export async function deleteResume(id: string, options: { keepalive?: boolean } = {}): Promise<void> {
  try {
    await api.delete<null>(`/v1/users/delete-resume/${encodeURIComponent(id)}`, options);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      throw new ApiError(error.status, `${MESSAGES.resumeDeleteHelper}: ${error.message}`);
    }
    throw new Error(MESSAGES.resumeDeleteHelperFallback);
  }
}

/** The resumes' settings of the one delete-with-undo mechanism (lib/use-delete-with-undo.ts). */
const resumeDeletion: DeleteWithUndoOptions<Resume> = {
  listQueryKey: resumesQueryKey,
  send: (resume, { keepalive }) => deleteResume(resume._id, { keepalive }),
  undoMs: DELETE_UNDO_MS,
  toastIdPrefix: 'delete-resume',
  deletedMessage: MESSAGES.resumeDeleted,
  describe: (resume) => resume.resumeTitle,
  errorMessage: (error) =>
    error instanceof Error && error.message ? MESSAGES.resumeDeleteFailed : MESSAGES.resumeDeleteError,
  failureLog: 'Deleting the resume failed',
  onDeleted: (queryClient, resume) => {
    queryClient.removeQueries({ queryKey: resumeQueryKey(resume._id) });
  },
  onUndone: (resume) => {
    toast.success(listMessages.restored(resume.resumeTitle));
  },
};

/**
 * Deleting from the dashboard, undoable for DELETE_UNDO_MS: `schedule(resume)` (after the user confirmed) takes the
 * card out of the list at once and toasts "Resume deleted successfully." with Undo. Undo puts it back (toasting
 * that it is restored) and sends nothing; otherwise DELETE is sent when the time is up. If it fails, the card comes
 * back with an error toast. Leaving the page or hiding the tab sends every waiting deletion at once.
 */
export function useDeleteResume() {
  return useDeleteWithUndo(resumeDeletion);
}
