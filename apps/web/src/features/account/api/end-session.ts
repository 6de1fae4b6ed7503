import { ACCOUNT_MESSAGES } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** DELETE /api/v1/users/sessions/:id (bearer): signs that session out (404 for none of this account's). */
export const endSession = (id: string) => api.delete<null>(`/v1/users/sessions/${encodeURIComponent(id)}`);

/** Signs another session out; it leaves the list and a toast says so (or why not). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.sessionEnded);
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
    onError: (error) => {
      console.error('Ending the session failed', error);
      toast.error(userMessage(error));
    },
  });
}
