import { ACCOUNT_MESSAGES } from '@vitae/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** DELETE /api/v1/users/sessions (bearer): every session of the account but this one ends. */
export const endOtherSessions = () => api.delete<null>('/v1/users/sessions');

/** Signs out everywhere else; the list then holds this device alone, and a toast says so (or why not). */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.otherSessionsEnded);
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
    onError: (error) => {
      console.error('Ending the other sessions failed', error);
      toast.error(userMessage(error));
    },
  });
}
