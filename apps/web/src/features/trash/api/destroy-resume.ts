import { TRASH_MESSAGES } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { trashQueryKey } from './get-trash.ts';

/** DELETE trash/:id: a resume in Trash deleted for good (one not in Trash answers 404). */
export const destroyResume = (id: string) => api.delete<null>(`/v1/users/trash/${encodeURIComponent(id)}`);

/** Deletes a resume in Trash for good: it leaves the Trash list; a toast says so (or why not). */
export function useDestroyResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyResume,
    onSuccess: async () => {
      toast.success(TRASH_MESSAGES.deletedForever);
      await queryClient.invalidateQueries({ queryKey: trashQueryKey });
    },
    onError: (error) => {
      console.error('Deleting the resume for good failed', error);
      toast.error(userMessage(error));
    },
  });
}
