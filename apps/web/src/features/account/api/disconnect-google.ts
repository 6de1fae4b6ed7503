import { ACCOUNT_MESSAGES } from '@vitae/schema';
import { useMutation } from '@tanstack/react-query';
import { api, userMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';

/** POST /api/v1/users/disconnect-google (bearer): 400 lastSignInMethod when no password and no passkey remain. */
export const disconnectGoogle = () => api.post<unknown>('/v1/users/disconnect-google');

/** Unlinks Google: toasts so and reads the account again; a refusal toasts the server's words. */
export function useDisconnectGoogle() {
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: disconnectGoogle,
    onSuccess: async () => {
      toast.success(ACCOUNT_MESSAGES.googleDisconnected);
      await refreshUser();
    },
    onError: (error) => {
      console.error('Disconnecting Google failed', error);
      toast.error(userMessage(error));
    },
  });
}
