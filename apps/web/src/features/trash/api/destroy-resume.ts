import { TRASH_MESSAGES } from '@vitae/schema';
import { api } from '../../../lib/api-client.ts';
import type { ToastedMutation } from '../../../lib/use-toasted-mutation.ts';
import { trashQueryKey } from './get-trash.ts';

/** DELETE trash/:id: a resume in Trash deleted for good (one not in Trash answers 404). */
export const destroyResume = (id: string) => api.delete<null>(`/v1/users/trash/${encodeURIComponent(id)}`);

/** Deletes a resume in Trash for good: it leaves the Trash list; a toast says so (or why not). */
export const destroyResumeMutation: ToastedMutation<string> = {
  mutationFn: destroyResume,
  successMessage: TRASH_MESSAGES.deletedForever,
  failureLog: 'Deleting the resume for good failed',
  invalidate: [trashQueryKey],
};
