import { SHARE_MESSAGES } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { sharePath, shareQueryKey } from './get-share.ts';

/** DELETE share-resume/:id: the public link off; the old link answers 404 at once. */
export const unshareResume = (id: string) => api.delete<null>(sharePath(id));

/** Turns a resume's public link off; the share state is read again, a toast says so. */
export function useUnshareResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unshareResume,
    onSuccess: async (_data, id) => {
      toast.success(SHARE_MESSAGES.disabled);
      await queryClient.invalidateQueries({ queryKey: shareQueryKey(id) });
    },
    onError: (error) => {
      console.error('Turning the share link off failed', error);
      toast.error(userMessage(error));
    },
  });
}
