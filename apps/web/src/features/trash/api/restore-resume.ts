import { TRASH_MESSAGES, type Resume } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { resumesQueryKey } from '../../../lib/resumes/get-resumes.ts';
import { trashQueryKey } from './get-trash.ts';

/** POST trash/:id/restore: the resume, whole, back in the list (422 past MAX_RESUMES_PER_USER: it stays in Trash). */
export const restoreResume = (id: string) => api.post<Resume>(`/v1/users/trash/${encodeURIComponent(id)}/restore`);

/** Brings a resume back from Trash: it leaves Trash and joins the list; a toast says so (or why not). */
export function useRestoreResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreResume,
    onSuccess: async () => {
      toast.success(TRASH_MESSAGES.restored);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trashQueryKey }),
        queryClient.invalidateQueries({ queryKey: resumesQueryKey }),
      ]);
    },
    onError: (error) => {
      console.error('Restoring the resume failed', error);
      toast.error(userMessage(error));
    },
  });
}
