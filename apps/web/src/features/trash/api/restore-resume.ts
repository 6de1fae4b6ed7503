import { TRASH_MESSAGES, type Resume } from '@vitae/schema';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';
import { api } from '../../../lib/api-client.ts';
import type { ToastedMutation } from '../../../lib/use-toasted-mutation.ts';
import { trashQueryKey } from './get-trash.ts';

/** POST trash/:id/restore: the resume, whole, back in the list (422 past MAX_RESUMES_PER_USER: it stays in Trash). */
export const restoreResume = (id: string) => api.post<Resume>(`/v1/users/trash/${encodeURIComponent(id)}/restore`);

/** Brings a resume back from Trash (components/trash-list.tsx): it leaves Trash and joins the list; a toast says so. */
export const restoreResumeMutation: ToastedMutation<string> = {
  mutationFn: restoreResume,
  successMessage: TRASH_MESSAGES.restored,
  failureLog: 'Restoring the resume failed',
  invalidate: [trashQueryKey, resumesQueryKey],
};
